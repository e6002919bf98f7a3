import type { AllSubscription, Position, RecordedEvent } from '../event-store';
import { comparePositions } from '../positions';
import { WakeSignal } from '../wake-signal';

/** What a subscription needs from the store: pages of the global log, and wake-ups. */
export interface GlobalLogSource {
  /**
   * Final events strictly after `after`, in global order, at most `limit`; with the horizon they
   * were read under (every transaction below it had ended), the last event of any type below
   * it, and whether committed events were waiting above it for an older transaction to end.
   */
  readPage(
    after: Position | 'start',
    limit: number,
    /** Whether the last read reached the end of the log (the store may then share the read with other subscriptions). */
    caughtUp: boolean,
  ): Promise<{
    events: RecordedEvent[];
    horizon: bigint;
    pending: boolean;
    lastBelowHorizon?: Position | null;
    /** Fewer than `limit` events but not the end of the log: every event of the types up to here was read. */
    readThrough?: Position;
  }>;
  /** Calls `wakeUp` when something may have been appended; returns the unsubscribe function. */
  listen(wakeUp: () => void): () => void;
}

export interface SubscriptionSettings {
  after: Position | 'start';
  /** Most events held for the consumer; the next page is read only when a page fits. */
  bufferSize: number;
  pageSize: number;
  /** Fallback poll while caught up, in case a notification is lost. */
  pollIntervalMs: number;
  /** While caught up, at least this long between reads (SubscribeOptions.minReadIntervalMs). */
  minReadIntervalMs?: number;
}

/** Above every event of a transaction below `horizon`, below every event of the others (positions start at 1). */
const belowHorizon = (horizon: bigint): Position => ({ commit: horizon, prepare: 0n });

/** While committed events wait for an older transaction, re-read after 10, 20, 40 ... 100 ms. */
const FIRST_PENDING_RETRY_MS = 10;
const MAX_PENDING_RETRY_MS = 100;

/**
 * Catch-up, then live. One reader loop per subscription reads pages of the global log into a
 * buffer and pauses while the buffer has no room for another page (back-pressure: a slow
 * consumer holds at most `bufferSize` events in memory). Once caught up it sleeps until an
 * append is notified or the poll interval passes. Reading starts on the first `next()`.
 * A read error ends the iteration with that error, after the events already buffered.
 */
export class PostgresAllSubscription implements AllSubscription {
  private readonly buffer: RecordedEvent[] = [];
  private readonly eventsBuffered = new WakeSignal();
  private readonly roomFreed = new WakeSignal();
  private readonly appended = new WakeSignal();
  private readonly closing = new WakeSignal();
  private after: Position | 'start';
  private reading: Promise<void> | null = null;
  private stopListening: (() => void) | null = null;
  private failure: { error: unknown } | null = null;
  private closed = false;
  private lastReadReachedEnd = false;
  private lastHandedOver: Position | null = null;
  /** The last event of any type the last caught-up read had read through (see readThrough). */
  private lastOfLog: Position | null = null;

  constructor(
    private readonly source: GlobalLogSource,
    private readonly settings: SubscriptionSettings,
    private readonly onClose: (subscription: PostgresAllSubscription) => void = () => undefined,
  ) {
    this.after = settings.after;
  }

  [Symbol.asyncIterator](): AsyncIterator<RecordedEvent> {
    return {
      next: () => this.next(),
      return: async () => {
        await this.close();
        return { done: true, value: undefined };
      },
    };
  }

  takeBuffered(max: number): RecordedEvent[] {
    const taken = this.buffer.splice(0, Math.max(0, max));
    if (taken.length > 0) {
      this.lastHandedOver = taken[taken.length - 1].position;
      if (this.hasRoomForPage()) this.roomFreed.fire();
    }
    return taken;
  }

  /**
   * The last event of the log (any type) below the horizon of the last read, when that read
   * reached the end: an event position, so a quiet log gives the same answer every time.
   */
  readThrough(applied: Position | 'start'): Position | undefined {
    if (!this.caughtUp || !this.lastOfLog) return undefined;
    if (this.lastHandedOver && (applied === 'start' || comparePositions(this.lastHandedOver, applied) > 0))
      return undefined;
    return this.lastOfLog;
  }

  get caughtUp(): boolean {
    return this.lastReadReachedEnd && this.buffer.length === 0;
  }

  async close(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      this.stopListening?.();
      this.eventsBuffered.fire();
      this.roomFreed.fire();
      this.appended.fire();
      this.closing.fire();
      this.onClose(this);
    }
    await this.reading;
  }

  private async next(): Promise<IteratorResult<RecordedEvent>> {
    this.startReading();
    for (;;) {
      if (this.closed) return { done: true, value: undefined };
      const event = this.buffer.shift();
      if (event) {
        this.lastHandedOver = event.position;
        if (this.hasRoomForPage()) this.roomFreed.fire();
        return { done: false, value: event };
      }
      if (this.failure) {
        const { error } = this.failure;
        await this.close();
        throw error;
      }
      await this.eventsBuffered.wait();
    }
  }

  private hasRoomForPage(): boolean {
    return this.settings.bufferSize - this.buffer.length >= this.settings.pageSize;
  }

  private startReading(): void {
    if (this.reading || this.closed) return;
    this.stopListening = this.source.listen(() => this.appended.fire());
    this.reading = this.readLoop().catch((error: unknown) => {
      this.failure = { error };
      this.eventsBuffered.fire();
    });
  }

  private async readLoop(): Promise<void> {
    const { pageSize, pollIntervalMs } = this.settings;
    let pendingRetryMs = 0;
    while (!this.closed) {
      while (!this.hasRoomForPage() && !this.closed) await this.roomFreed.wait();
      if (this.closed) return;
      this.appended.reset();
      const readAt = performance.now();
      const { events, horizon, pending, lastBelowHorizon, readThrough } = await this.source.readPage(
        this.after,
        pageSize,
        this.lastReadReachedEnd,
      );
      if (this.closed) return;
      if (events.length > 0) {
        this.after = events[events.length - 1].position;
        this.buffer.push(...events);
        this.eventsBuffered.fire();
      }
      if (readThrough) {
        if (this.after === 'start' || comparePositions(readThrough, this.after) > 0) this.after = readThrough;
        this.lastReadReachedEnd = false;
        continue;
      }
      this.lastReadReachedEnd = events.length < pageSize;
      if (events.length === pageSize) continue;
      // Caught up as of this read: every event below the horizon is read, whichever its type, so
      // the next read starts above them (a subscription to rare types does not walk the others again).
      const seen = belowHorizon(horizon);
      if (this.after === 'start' || comparePositions(seen, this.after) > 0) this.after = seen;
      if (lastBelowHorizon && (!this.lastOfLog || comparePositions(lastBelowHorizon, this.lastOfLog) > 0))
        this.lastOfLog = lastBelowHorizon;
      pendingRetryMs = pending
        ? Math.min(MAX_PENDING_RETRY_MS, pendingRetryMs ? pendingRetryMs * 2 : FIRST_PENDING_RETRY_MS)
        : 0;
      await this.appended.wait(pending ? pendingRetryMs : pollIntervalMs);
      const interval = this.settings.minReadIntervalMs ?? 0;
      const tooSoon = Math.min(interval, readAt + interval - performance.now()); // monotonic: a clock set back does not hold reads up
      if (tooSoon > 0 && !this.closed) await this.closing.wait(tooSoon);
    }
  }
}
