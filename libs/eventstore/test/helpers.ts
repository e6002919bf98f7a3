import { randomUUID } from 'node:crypto';
import type { AllSubscription, EventMetadata, EventStore, NewEvent, Position, RecordedEvent } from '../src';
import { comparePositions } from '../src';

export const uniqueStreamId = (prefix: string) => `${prefix}-${randomUUID()}`;

export const testMetadata = (overrides: Partial<EventMetadata> = {}): EventMetadata => ({
  actor: { id: 'user-7', role: 'user' },
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

export const newEvent = (type: string, data: unknown = {}, extra: Partial<NewEvent> = {}): NewEvent => ({
  type,
  data,
  metadata: testMetadata(),
  ...extra,
});

/** Resolves when `check` returns true; fails after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * readAll and subscriptions only show events once every older transaction in the cluster has
 * ended; tests in other files may hold one for a moment, so wait for the head to get there.
 */
export const waitUntilVisible = (store: EventStore, position: Position) =>
  eventually(
    async () => {
      const head = await store.headPosition();
      return head !== null && comparePositions(head, position) >= 0;
    },
    10_000,
    'the appended events to become visible to readAll',
  );

/** Appends `events` to `stream` and waits until readAll shows them; where the log stood before them, and the append. */
export async function appendVisible(store: EventStore, stream: string, events: NewEvent[]) {
  const start: Position | 'start' = (await store.headPosition()) ?? 'start';
  const last = await store.append(stream, events);
  await waitUntilVisible(store, last.position);
  return { start, last };
}

/** Event types no other test writes (the names with a random tag), for readAll's and subscriptions' type filters. */
export const typesOfThisTest = (...names: string[]) => {
  const tag = randomUUID().slice(0, 8);
  return names.map((name) => `${name}${tag}`);
};

const TIMED_OUT = Symbol('timed out');

/** Pulls from one subscription through a single iterator, with time limits. */
export class SubscriptionReader {
  private readonly iterator: AsyncIterator<RecordedEvent>;

  constructor(readonly subscription: AllSubscription) {
    this.iterator = subscription[Symbol.asyncIterator]();
  }

  /** The next `count` events that match `accept` (others are skipped); fails on timeout or end. */
  async take(
    count: number,
    accept: (event: RecordedEvent) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<RecordedEvent[]> {
    const taken: RecordedEvent[] = [];
    const deadline = Date.now() + timeoutMs;
    while (taken.length < count) {
      const next = await this.nextWithin(deadline - Date.now());
      if (next === TIMED_OUT)
        throw new Error(`Subscription delivered ${taken.length} of ${count} events within ${timeoutMs} ms`);
      if (next.done) throw new Error(`Subscription ended after ${taken.length} of ${count} events`);
      if (accept(next.value)) taken.push(next.value);
    }
    return taken;
  }

  /** Every matching event delivered within `ms` (for "nothing more arrives" checks). */
  async drain(ms: number, accept: (event: RecordedEvent) => boolean = () => true): Promise<RecordedEvent[]> {
    const taken: RecordedEvent[] = [];
    const deadline = Date.now() + ms;
    for (;;) {
      const next = await this.nextWithin(deadline - Date.now());
      if (next === TIMED_OUT || next.done) return taken;
      if (accept(next.value)) taken.push(next.value);
    }
  }

  private pending: Promise<IteratorResult<RecordedEvent>> | null = null;

  private async nextWithin(ms: number): Promise<IteratorResult<RecordedEvent> | typeof TIMED_OUT> {
    // A timed-out next() stays pending and is reused, so no event is lost between calls.
    this.pending ??= this.iterator.next();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), Math.max(0, ms));
    });
    const result = await Promise.race([this.pending, timeout]);
    clearTimeout(timer);
    if (result !== TIMED_OUT) this.pending = null;
    return result;
  }
}

export const inStreams =
  (...streamIds: string[]) =>
  (event: RecordedEvent) =>
    streamIds.includes(event.streamId);
