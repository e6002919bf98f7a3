import type { AllStreamResolvedEvent, AllStreamSubscription } from '@eventstore/db-client';
import type { AllSubscription, Position, RecordedEvent } from '../event-store';
import { comparePositions } from '../positions';
import type { Upcasters } from '../upcasting';
import { fromEsdbEvent, isSystemEvent } from './mapping';

const CLOSED = Symbol('closed');

/**
 * Wraps the client's catch-up subscription. Back-pressure comes from the client's readable
 * stream (its highWaterMark is our bufferSize): while we do not pull, the gRPC stream pauses.
 * System events and anything at or before `after` are skipped; the server filter already drops
 * most of them, this is the guarantee.
 */
export class EsdbAllSubscription implements AllSubscription {
  private closed = false;
  private iteration: AsyncGenerator<RecordedEvent> | null = null;
  private markClosed!: (value: typeof CLOSED) => void;
  private readonly closedSignal = new Promise<typeof CLOSED>((resolve) => {
    this.markClosed = resolve;
  });

  constructor(
    private readonly source: AllStreamSubscription,
    private readonly after: Position | 'start',
    private readonly eventTypes: readonly string[] | undefined,
    private readonly upcasters: Upcasters,
    private readonly onClose: (subscription: EsdbAllSubscription) => void = () => undefined,
  ) {}

  /** One iteration per subscription: the client's stream can be consumed once. */
  [Symbol.asyncIterator](): AsyncGenerator<RecordedEvent> {
    this.iteration ??= this.events();
    return this.iteration;
  }

  private async *events(): AsyncGenerator<RecordedEvent> {
    const iterator: AsyncIterator<AllStreamResolvedEvent> = this.source[Symbol.asyncIterator]();
    try {
      while (!this.closed) {
        const next = await Promise.race([iterator.next(), this.closedSignal]);
        if (next === CLOSED || next.done) return;
        const event = next.value.event;
        if (!event || isSystemEvent(event)) continue;
        if (this.after !== 'start' && comparePositions(event.position, this.after) <= 0) continue;
        if (this.eventTypes && !this.eventTypes.includes(event.type)) continue;
        yield this.upcasters.upcast(fromEsdbEvent(event));
      }
    } finally {
      await this.close();
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.markClosed(CLOSED);
    this.onClose(this);
    await this.source.unsubscribe().catch(() => undefined);
    this.source.destroy();
  }
}
