import {
  AllStreamResolvedEvent,
  BACKWARDS,
  END,
  EventStoreDBClient,
  eventTypeFilter,
  excludeSystemEvents,
  FORWARDS,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import type {
  AllSubscription,
  AppendOptions,
  AppendResult,
  CountAllOptions,
  EventStore,
  LogCount,
  MultiStreamAppendResult,
  NewEvent,
  Position,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  StreamWrite,
  SubscribeOptions,
} from '../event-store';
import {
  assertValidAppend,
  assertValidWrites,
  assertValidBufferSize,
  assertValidLimit,
  assertValidStreamIds,
} from '../validation';
import { MultiStreamAppendUnsupportedError, WrongExpectedRevisionError } from '../errors';
import { comparePositions } from '../positions';
import { noUpcasters, Upcasters } from '../upcasting';
import { EsdbAllSubscription } from './esdb-subscription';
import {
  eventTypesRegex,
  fromEsdbCurrentRevision,
  fromEsdbEvent,
  isSystemEvent,
  toEsdbConnectionString,
  toEsdbExpectedRevision,
  toEventData,
} from './mapping';

export interface EventStoreDbEventStoreOptions {
  /** esdb://, esdb+discover://, kurrentdb:// or kurrent:// connection string (EVENTSTORE_URL). */
  eventStoreUrl: string;
  upcasters?: Upcasters;
}

/** $all is read in pages of this many records (system events included) to apply our filters. */
const PAGE_SIZE = 500;
const DEFAULT_BUFFER_SIZE = 1000;
const PING_DEADLINE_MS = 2000;
/** Stream reads in flight at once for one readStreams call (the server has no multi-stream read). */
const STREAM_READS_AT_ONCE = 16;

/**
 * The EventStoreDB/KurrentDB adapter. Positions are the server's commit/prepare positions in
 * $all; our metadata and the event version travel in the event's metadata JSON (mapping.ts).
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly upcasters: Upcasters;
  private readonly subscriptions = new Set<EsdbAllSubscription>();
  private closed = false;

  constructor(options: EventStoreDbEventStoreOptions) {
    this.client = EventStoreDBClient.connectionString(toEsdbConnectionString(options.eventStoreUrl));
    this.upcasters = options.upcasters ?? noUpcasters;
  }

  async append(streamId: string, events: NewEvent[], options: AppendOptions = {}): Promise<AppendResult> {
    const expected = options.expectedRevision ?? 'any';
    assertValidAppend(streamId, events, expected);
    this.assertOpen();
    try {
      const result = await this.client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: toEsdbExpectedRevision(expected),
      });
      if (!result.position) throw new Error('EventStoreDB did not return a position: the server is older than 22.6');
      return {
        nextRevision: Number(result.nextExpectedRevision),
        position: { commit: result.position.commit, prepare: result.position.prepare },
      };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(streamId, expected, fromEsdbCurrentRevision(error.actualVersion));
      }
      throw error;
    }
  }

  /**
   * A single stream is an ordinary append. Several are refused before anything is written: the
   * client (6.2.1) has no multi-stream append, and appending stream by stream could leave some
   * written and others not, which is what a caller of appendToStreams asks never to happen.
   */
  async appendToStreams(writes: readonly StreamWrite[]): Promise<MultiStreamAppendResult> {
    assertValidWrites(writes);
    this.assertOpen();
    if (writes.length > 1) throw new MultiStreamAppendUnsupportedError('EventStoreDB', writes.length);
    const [{ streamId, events, expectedRevision }] = writes;
    const { nextRevision, position } = await this.append(streamId, events, { expectedRevision });
    return { revisions: [nextRevision], position };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    assertValidLimit(options.limit);
    this.assertOpen();
    if (options.limit === 0) return [];
    const backwards = options.direction === 'backwards';
    const events: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(streamId, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision: options.fromRevision === undefined ? (backwards ? END : START) : BigInt(options.fromRevision),
        ...(options.limit === undefined ? {} : { maxCount: options.limit }),
      });
      for await (const resolved of read) {
        if (resolved.event) events.push(this.upcasters.upcast(fromEsdbEvent(resolved.event)));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /** A readStream per stream, at most STREAM_READS_AT_ONCE at a time over one connection. */
  async readStreams(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    assertValidStreamIds(streamIds);
    this.assertOpen();
    const streams = new Map<string, RecordedEvent[]>(streamIds.map((streamId) => [streamId, []]));
    const pending = [...streams.keys()];
    const reader = async () => {
      for (let streamId = pending.shift(); streamId !== undefined; streamId = pending.shift()) {
        streams.set(streamId, await this.readStream(streamId));
      }
    };
    await Promise.all(Array.from({ length: Math.min(STREAM_READS_AT_ONCE, pending.length) }, reader));
    return streams;
  }

  /** $all has no server-side filter for reads in this client version: page and filter here. */
  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    assertValidLimit(options.limit);
    this.assertOpen();
    const limit = options.limit ?? Number.POSITIVE_INFINITY;
    const events: RecordedEvent[] = [];
    let after = options.after ?? 'start';
    while (events.length < limit) {
      const page = await this.readAllPage(after, FORWARDS);
      for (const resolved of page) {
        const event = resolved.event;
        if (!event || (after !== 'start' && comparePositions(event.position, after) <= 0)) continue;
        after = event.position;
        if (isSystemEvent(event) || (options.eventTypes && !options.eventTypes.includes(event.type))) continue;
        events.push(this.upcasters.upcast(fromEsdbEvent(event)));
        if (events.length >= limit) break;
      }
      if (page.length < PAGE_SIZE) break;
    }
    return events;
  }

  /** No count on the server: the events are read and counted here. */
  async countAll(options: CountAllOptions): Promise<LogCount> {
    const events = await this.readAll(options);
    return { count: events.length, oldestRecordedAt: events[0]?.recordedAt ?? null };
  }

  subscribeToAll(options: SubscribeOptions = {}): AllSubscription {
    assertValidBufferSize(options.bufferSize);
    this.assertOpen();
    const after = options.after ?? 'start';
    const source = this.client.subscribeToAll(
      {
        fromPosition: after === 'start' ? START : after,
        filter: options.eventTypes
          ? eventTypeFilter({ regex: eventTypesRegex(options.eventTypes) })
          : excludeSystemEvents(),
      },
      { highWaterMark: options.bufferSize ?? DEFAULT_BUFFER_SIZE },
    );
    const subscription = new EsdbAllSubscription(source, after, options.eventTypes, this.upcasters, (closed) =>
      this.subscriptions.delete(closed),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  /** The last non-system event of $all (what readAll and subscriptions can reach). */
  async headPosition(): Promise<Position | null> {
    this.assertOpen();
    let before: Position | 'end' = 'end';
    for (;;) {
      const page = await this.readAllPage(before, BACKWARDS);
      for (const resolved of page) {
        const event = resolved.event;
        if (!event || (before !== 'end' && comparePositions(event.position, before) >= 0)) continue;
        if (!isSystemEvent(event)) return { commit: event.position.commit, prepare: event.position.prepare };
        before = event.position;
      }
      if (page.length < PAGE_SIZE) return null;
    }
  }

  async ping(): Promise<boolean> {
    if (this.closed) return false;
    try {
      for await (const _ of this.client.readAll({ maxCount: 1, deadline: PING_DEADLINE_MS })) break;
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await this.client.dispose();
  }

  private async readAllPage(from: Position | 'start' | 'end', direction: typeof FORWARDS | typeof BACKWARDS) {
    const page: AllStreamResolvedEvent[] = [];
    const fromPosition = from === 'start' ? START : from === 'end' ? END : from;
    for await (const resolved of this.client.readAll({ fromPosition, direction, maxCount: PAGE_SIZE }))
      page.push(resolved);
    return page;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The event store is closed');
  }
}
