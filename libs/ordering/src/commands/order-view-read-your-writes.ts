import { Inject, Injectable } from '@nestjs/common';
import type { Position } from '@store/eventstore';
import { DATABASE, LOGGER, Logger } from '@store/platform';
import { hasReached, type Checkpoint, type ProjectionTables } from '@store/projections';
import { Kysely } from 'kysely';
import { ORDER_VIEW_PROJECTION } from '../projections/order-view.projection';

/** How long an answer waits for order_view at most. */
const TIMEOUT_MS = 5000;
/** The pause between two looks at the checkpoint: 5 ms after one answered someone, doubling to 50 ms. */
const FIRST_POLL_MS = 5;
const LONGEST_POLL_MS = 50;

interface Waiting {
  position: Position;
  deadline: number;
  resolve(caughtUp: boolean): void;
  reject(error: unknown): void;
}

/**
 * Waits (bounded) until order_view shows a command's effect, for answers after which the shopper
 * reads a list (My Orders, the admin list): a paid or failed payment must not look pending there.
 *
 * Every payment answer waits here, so one look at order_view's checkpoint serves all the requests
 * waiting at that moment (each polled on its own before: ~3 queries per payment, on the pool the
 * projections themselves write through).
 */
@Injectable()
export class OrderViewReadYourWrites {
  private readonly waiting = new Set<Waiting>();
  private polling = false;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<any>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async wait(position: Position | null | undefined): Promise<void> {
    if (!position) return;
    const caughtUp = await new Promise<boolean>((resolve, reject) => {
      this.waiting.add({ position, deadline: Date.now() + TIMEOUT_MS, resolve, reject });
      this.startPolling();
    });
    if (!caughtUp) this.logger.warn({ projection: ORDER_VIEW_PROJECTION }, 'order_view did not catch up in time; answering with what it shows');
  }

  private startPolling(): void {
    if (this.polling) return;
    this.polling = true;
    void this.pollWhileWaiting();
  }

  private async pollWhileWaiting(): Promise<void> {
    try {
      let pause = FIRST_POLL_MS;
      while (this.waiting.size > 0) {
        const answered = this.answer(await this.orderViewCheckpoint());
        if (this.waiting.size === 0) break;
        pause = answered ? FIRST_POLL_MS : Math.min(pause * 2, LONGEST_POLL_MS);
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    } catch (error) {
      for (const waiting of this.waiting) waiting.reject(error);
      this.waiting.clear();
    } finally {
      // Synchronous with the loop's last look: a request that came meanwhile starts the next loop.
      this.polling = false;
      if (this.waiting.size > 0) this.startPolling();
    }
  }

  /** Answers those it reached (true), and all of them if it failed (it will not catch up) or their time is up (false). */
  private answer({ checkpoint, failed }: { checkpoint: Checkpoint; failed: boolean }): boolean {
    let answered = false;
    const now = Date.now();
    for (const waiting of this.waiting) {
      const reached = hasReached(checkpoint, waiting.position);
      if (!reached && !failed && now < waiting.deadline) continue;
      waiting.resolve(reached);
      this.waiting.delete(waiting);
      answered = true;
    }
    return answered;
  }

  private async orderViewCheckpoint(): Promise<{ checkpoint: Checkpoint; failed: boolean }> {
    const row = await (this.db as Kysely<ProjectionTables>)
      .selectFrom('projection_checkpoints')
      .select(['commit_position', 'prepare_position', 'status'])
      .where('name', '=', ORDER_VIEW_PROJECTION)
      .executeTakeFirst();
    if (!row || row.commit_position === null || row.prepare_position === null) return { checkpoint: 'start', failed: row?.status === 'failed' };
    return { checkpoint: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) }, failed: row.status === 'failed' };
  }
}
