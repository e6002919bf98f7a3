import type { Pool } from 'pg';
import { AppendedRow, appendBatch, AppendRequest } from './append-statement';

interface QueuedAppend extends AppendRequest {
  resolve(row: AppendedRow | undefined): void;
  reject(error: unknown): void;
}

export interface AppendBatcherOptions {
  /** Append statements running at once (each holds a pool connection). */
  maxConcurrent: number;
  /** Most appends in one statement. */
  maxBatchSize: number;
  /** As CallBatcherOptions.gatherWithinTurn: the appends asked in one turn of the event loop go together. */
  gatherWithinTurn?: boolean;
}

/**
 * Group commit for appends. An append runs at once while fewer than `maxConcurrent` append
 * statements are running; otherwise it waits and the next free slot takes every waiting append
 * (up to `maxBatchSize`, at most one per stream) in one statement and one commit. Under load
 * this trades a round trip and a WAL flush per append for one per batch; alone, an append is
 * not delayed, but for the end of the event loop's turn with gatherWithinTurn (the inventory and
 * sale appends of a stock batch job, the seals and reservations of orders arriving together).
 *
 * A stream is in at most one running statement, so the appends of one process never wait on
 * each other's row locks. If a batch fails (a duplicate event id, a deadlock with another
 * process), its appends are retried one by one so each caller gets its own outcome.
 */
export class AppendBatcher {
  private readonly queue: QueuedAppend[] = [];
  private readonly streamsInFlight = new Set<string>();
  private running = 0;
  private gathering = false;

  constructor(
    private readonly pool: Pool,
    private readonly options: AppendBatcherOptions,
  ) {}

  /** Resolves with the appended row, or undefined when the expected revision did not hold. */
  append(request: AppendRequest): Promise<AppendedRow | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...request, resolve, reject });
      if (!this.options.gatherWithinTurn) return this.dispatch();
      if (this.gathering || this.running >= this.options.maxConcurrent) return;
      this.gathering = true;
      setImmediate(() => {
        this.gathering = false;
        this.dispatch();
      });
    });
  }

  private dispatch(): void {
    while (this.running < this.options.maxConcurrent) {
      const batch = this.takeBatch();
      if (batch.length === 0) return;
      this.running += 1;
      for (const append of batch) this.streamsInFlight.add(append.streamId);
      void this.run(batch).finally(() => {
        this.running -= 1;
        for (const append of batch) this.streamsInFlight.delete(append.streamId);
        this.dispatch();
      });
    }
  }

  /** The oldest waiting appends whose streams are free, one per stream, in arrival order. */
  private takeBatch(): QueuedAppend[] {
    const batch: QueuedAppend[] = [];
    const streams = new Set<string>();
    for (let index = 0; index < this.queue.length && batch.length < this.options.maxBatchSize;) {
      const append = this.queue[index];
      if (this.streamsInFlight.has(append.streamId) || streams.has(append.streamId)) {
        index += 1;
        continue;
      }
      streams.add(append.streamId);
      batch.push(append);
      this.queue.splice(index, 1);
    }
    return batch;
  }

  private async run(batch: QueuedAppend[]): Promise<void> {
    try {
      const rows = await appendBatch(this.pool, batch);
      batch.forEach((append, index) => append.resolve(rows[index]));
    } catch (error) {
      if (batch.length === 1) {
        batch[0].reject(error);
        return;
      }
      for (const append of batch) {
        try {
          append.resolve((await appendBatch(this.pool, [append]))[0]);
        } catch (alone) {
          append.reject(alone);
        }
      }
    }
  }
}
