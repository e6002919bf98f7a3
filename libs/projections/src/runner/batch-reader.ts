import type { RecordedEvent } from '@store/eventstore';
import type { ProjectionDefinition } from '../definition/projection-definition';
import type { Checkpoint } from '../position';
import type { ResolvedRunnerOptions } from './runner-options';

export type NextBatch =
  | { kind: 'events'; events: RecordedEvent[] }
  /** Nothing arrived within the idle time; the reader keeps waiting on the next call. */
  | { kind: 'idle' }
  /** The subscription ended (closed or failed quietly). */
  | { kind: 'ended' }
  /** The caller's signal aborted while waiting for the first event. */
  | { kind: 'aborted' };

export interface BatchReaderOptions {
  /** Largest batch. */
  batchSize: number;
  /** How long to wait for one more event before closing a batch that is not full. */
  lingerMs: number;
}

const TIMED_OUT = Symbol('timed out');
const ABORTED = Symbol('aborted');

/**
 * Cuts a subscription's stream of events into batches: as many as are already there (up to
 * batchSize), waiting at most `lingerMs` for each further one. A pending read is kept across
 * calls, so no event is ever lost to a timeout.
 */
export class BatchReader {
  private pending: Promise<IteratorResult<RecordedEvent>> | undefined;
  private ended = false;

  /** `takeBuffered`: the subscription's events already read (AllSubscription.takeBuffered), taken without a wait each. */
  constructor(
    private readonly events: AsyncIterator<RecordedEvent>,
    private readonly options: BatchReaderOptions,
    private readonly takeBuffered?: (max: number) => RecordedEvent[],
  ) {}

  async next(idleMs: number, signal: AbortSignal): Promise<NextBatch> {
    if (this.ended) return { kind: 'ended' };
    const first = await this.take(idleMs, signal);
    if (first === TIMED_OUT) return { kind: 'idle' };
    if (first === ABORTED) return { kind: 'aborted' };
    if (first.done) return this.end();

    const events = [first.value];
    this.takeBufferedInto(events);
    while (events.length < this.options.batchSize) {
      const more = await this.take(this.options.lingerMs, signal);
      if (more === TIMED_OUT || more === ABORTED) break;
      if (more.done) {
        this.ended = true;
        break;
      }
      events.push(more.value);
      this.takeBufferedInto(events);
    }
    return { kind: 'events', events };
  }

  /** Right after a next() resolved (none pending): everything already read, up to the batch size. */
  private takeBufferedInto(events: RecordedEvent[]): void {
    if (this.takeBuffered && events.length < this.options.batchSize)
      events.push(...this.takeBuffered(this.options.batchSize - events.length));
  }

  private end(): NextBatch {
    this.ended = true;
    return { kind: 'ended' };
  }

  private async take(ms: number, signal: AbortSignal) {
    if (signal.aborted) return ABORTED;
    if (!this.pending) {
      this.pending = this.events.next();
      this.pending.catch(() => undefined); // observed below, or on the next call
    }
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const timeout = new Promise<typeof TIMED_OUT | typeof ABORTED>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), ms);
      onAbort = () => resolve(ABORTED);
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      const result = await Promise.race([this.pending, timeout]);
      if (result !== TIMED_OUT && result !== ABORTED) this.pending = undefined;
      return result;
    } catch (error) {
      this.pending = undefined;
      throw error;
    } finally {
      clearTimeout(timer);
      if (onAbort) signal.removeEventListener('abort', onAbort);
    }
  }
}

/**
 * The runner's subscription from `from` to the types it reads (its read group's, when it shares
 * one: see ProjectionHost), and a reader of batches over it. bufferSize is left to the adapter:
 * it knows its page size, which the buffer must exceed.
 */
export function subscribeForBatches(
  options: Pick<ResolvedRunnerOptions, 'eventStore' | 'batchSize' | 'batchLingerMs'>,
  projection: ProjectionDefinition,
  from: Checkpoint,
  reads: { readTypes: readonly string[]; sharesReadGroup: boolean },
) {
  const subscription = options.eventStore.subscribeToAll({
    after: from,
    eventTypes: [...reads.readTypes],
    minReadIntervalMs: projection.minBatchIntervalMs,
    ...(reads.sharesReadGroup && projection.readGroup ? { readGroup: projection.readGroup } : {}),
  });
  const reader = new BatchReader(
    subscription[Symbol.asyncIterator](),
    { batchSize: options.batchSize, lingerMs: projection.batchLingerMs ?? options.batchLingerMs },
    subscription.takeBuffered?.bind(subscription),
  );
  return { subscription, reader };
}
