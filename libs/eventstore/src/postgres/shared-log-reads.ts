import type { Position, RecordedEvent } from '../event-store';
import { comparePositions } from '../positions';
import type { ConcurrencyLimit } from './concurrency-limit';

/** One read of the log as a subscription gets it (see GlobalLogSource.readPage). */
export interface SubscriptionPage {
  events: RecordedEvent[];
  horizon: bigint;
  pending: boolean;
  lastBelowHorizon: Position | null;
  /**
   * Set when fewer than the asked events came back but the log was not read to its end: every
   * event of the asked types up to here was read (a shared page of other types filled up).
   */
  readThrough?: Position;
}

export type ReadLogPage = (
  after: Position | 'start',
  limit: number,
  eventTypes: readonly string[] | undefined,
) => Promise<SubscriptionPage>;

interface WaitingRead {
  after: Position | 'start';
  limit: number;
  /** undefined: every type. */
  eventTypes: ReadonlySet<string> | undefined;
  resolve(page: SubscriptionPage): void;
  reject(error: unknown): void;
}

const isAfter = (position: Position, after: Position | 'start') =>
  after === 'start' || comparePositions(position, after) > 0;

/**
 * Subscriptions that are caught up and read in the same turn of the event loop share one read.
 * An append wakes every subscription to its types at once (a process runs ~20), and each used to
 * read the same new events with its own statement and decode its own copy of every row: one
 * read of the union of their types from the oldest of their positions now serves them all, each
 * getting its types after its own position. A subscription still catching up reads alone: its
 * pages are far behind the others', and its pace is its own.
 *
 * The events of a shared page are the same objects for every subscription: handlers must not
 * change an event (tests freeze them: `freezeSharedEvents`).
 */
export class SharedLogReads {
  private waiting: WaitingRead[] = [];
  private scheduled = false;

  constructor(
    private readonly readLogPage: ReadLogPage,
    private readonly concurrency: ConcurrencyLimit,
    private readonly freezeSharedEvents = false,
  ) {}

  read(
    after: Position | 'start',
    limit: number,
    eventTypes: ReadonlySet<string> | undefined,
    caughtUp: boolean,
  ): Promise<SubscriptionPage> {
    if (!caughtUp) return this.readAlone({ after, limit, eventTypes });
    return new Promise((resolve, reject) => {
      this.waiting.push({ after, limit, eventTypes, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        // After every subscription woken in this turn has asked (their wake-ups run as microtasks).
        setImmediate(() => this.dispatch());
      }
    });
  }

  private readAlone(read: Pick<WaitingRead, 'after' | 'limit' | 'eventTypes'>): Promise<SubscriptionPage> {
    return this.concurrency.run(() =>
      this.readLogPage(read.after, read.limit, read.eventTypes && [...read.eventTypes]),
    );
  }

  private dispatch(): void {
    this.scheduled = false;
    const reads = this.waiting;
    this.waiting = [];
    if (reads.length === 1) {
      const [read] = reads;
      this.readAlone(read).then(read.resolve, read.reject);
      return;
    }
    void this.readShared(reads);
  }

  private async readShared(reads: WaitingRead[]): Promise<void> {
    const from = reads.reduce<Position | 'start'>(
      (oldest, read) =>
        read.after === 'start' || (oldest !== 'start' && comparePositions(read.after, oldest) < 0)
          ? read.after
          : oldest,
      reads[0].after,
    );
    const limit = Math.max(...reads.map((read) => read.limit));
    const everyType = reads.some((read) => !read.eventTypes);
    const types = everyType ? undefined : [...new Set(reads.flatMap((read) => [...read.eventTypes!]))];
    let page: SubscriptionPage;
    try {
      page = await this.concurrency.run(() => this.readLogPage(from, limit, types));
    } catch (error) {
      for (const read of reads) read.reject(error);
      return;
    }
    if (this.freezeSharedEvents) for (const event of page.events) deepFreeze(event);
    const full = page.events.length === limit;
    const last = page.events.at(-1)?.position;
    for (const read of reads) {
      const events = page.events.filter(
        (event) => isAfter(event.position, read.after) && (!read.eventTypes || read.eventTypes.has(event.type)),
      );
      if (events.length >= read.limit) read.resolve({ ...page, events: events.slice(0, read.limit) });
      else if (!full)
        read.resolve({ ...page, events }); // the log was read to its horizon
      else if (last && isAfter(last, read.after)) read.resolve({ ...page, events, readThrough: last });
      else this.readAlone(read).then(read.resolve, read.reject); // the shared page ended before this one's position
    }
  }
}

export function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}
