import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
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
  assertValidReadInterval,
  assertValidLimit,
  assertValidStreamIds,
} from '../validation';
import { DuplicateEventIdError, WrongExpectedRevisionError } from '../errors';
import { noUpcasters, Upcasters } from '../upcasting';
import { AppendAnnouncer } from './append-announcer';
import { ChangeNotifier } from './change-notifier';
import { ListenerPresence } from './listener-presence';
import { eventStoreTypes } from './recorded-at';
import { AppendBatcher } from './append-batcher';
import { streamReadBatcher } from './stream-read-batcher';
import type { CallBatcher } from '../batching/call-batcher';
import { ConcurrencyLimit } from './concurrency-limit';
import { GroupPageCache } from './group-page-cache';
import { SharedLogReads } from './shared-log-reads';
import type { AppendedRow } from './append-statement';
import { appendToStreamsRetryingDeadlocks } from './multi-stream-append';
import { violatedUniqueConstraint } from './pg-errors';
import {
  countLog,
  EVENT_STORE_SESSION_OPTIONS,
  currentRevision,
  selectEventsOfStreams,
  selectLogPage,
  selectStreamEvents,
} from './queries';
import { toPosition, toRecordedEvent } from './rows';
import type { EventRow, EventStoreTables } from './schema';
import { ResilientClient } from './resilient-client';
import { PostgresAllSubscription } from './subscription';

export interface PostgresEventStoreOptions {
  databaseUrl: string;
  /** Size of the store's own pool (default 10). */
  maxConnections?: number;
  /**
   * Append statements running at once (default 2, at most maxConnections); appends beyond it
   * wait and go together in the next statement (see AppendBatcher). On the 2-core bench
   * machine, 16 writers did ~6,700 appends/s with 2, ~4,800 with 1 or 4, ~3,600 with 10.
   */
  maxConcurrentAppends?: number;
  /** Whole-stream reads running at once (default 3); reads asked meanwhile share the next statement. */
  maxConcurrentStreamReads?: number;
  upcasters?: Upcasters;
  /** Fallback poll of caught-up subscriptions (default 1000 ms). */
  pollIntervalMs?: number;
  /** Events per read of a subscription (default 1000; a subscription buffers two pages). */
  pageSize?: number;
  /** Freeze the events of reads shared by subscriptions, so a handler that changes one throws (default: under tests). */
  freezeSharedEvents?: boolean;
}

const DEFAULT_BUFFER_SIZE = 2000;
const DEFAULT_PAGE_SIZE = 1000;

/**
 * The default adapter. Tables: eventStoreMigrations. Ordering rules: see queries.ts.
 *
 * It owns its connections: a pool for appends and reads (its own, so appends can use prepared
 * statements and are not starved by read-model queries; its subscriptions' reads use at most
 * half of it) and one LISTEN connection opened while subscriptions run. close() ends them all.
 */
export class PostgresEventStore implements EventStore {
  private readonly pool: Pool;
  private readonly db: Kysely<EventStoreTables>;
  private readonly upcasters: Upcasters;
  private readonly notifier: ChangeNotifier;
  private readonly announcer: AppendAnnouncer;
  private readonly batcher: AppendBatcher;
  private readonly streamReads: CallBatcher<string, EventRow[]>;
  private readonly subscriptionReads: SharedLogReads;
  private readonly groupPages: GroupPageCache;
  private readonly subscriptions = new Set<PostgresAllSubscription>();
  private closed = false;

  constructor(private readonly options: PostgresEventStoreOptions) {
    const maxConnections = options.maxConnections ?? 10;
    this.pool = new Pool({
      connectionString: options.databaseUrl,
      max: maxConnections,
      application_name: 'eventstore',
      options: EVENT_STORE_SESSION_OPTIONS,
      types: eventStoreTypes,
      // A client whose server goes away, idle or checked out, must not crash the process (#39).
      Client: ResilientClient,
    });
    this.pool.on('error', () => undefined); // the pool's own report of an idle client lost: it is dropped already
    this.db = new Kysely<EventStoreTables>({ dialect: new PostgresDialect({ pool: this.pool }) });
    this.batcher = new AppendBatcher(this.pool, {
      maxConcurrent: Math.max(1, Math.min(options.maxConcurrentAppends ?? 2, maxConnections)),
      maxBatchSize: 64,
      gatherWithinTurn: true, // checkout bench: append statements 1.17 -> 0.95 per order
    });
    this.streamReads = streamReadBatcher(
      this.pool,
      Math.max(1, Math.min(options.maxConcurrentStreamReads ?? 3, maxConnections)),
    );
    // Every append wakes every subscription (a process runs ~20), and each then reads the log:
    // unlimited, those reads filled the pool and a checkout's stream reads and appends waited
    // behind them (~15 ms per query at 32 shoppers). Half the pool at most; reads that wait
    // meanwhile find more events per page, so a busy log costs fewer reads. Caught-up ones woken
    // together share one read (SharedLogReads).
    this.subscriptionReads = new SharedLogReads(
      (after, limit, eventTypes) => this.readLogPage(after, limit, eventTypes),
      new ConcurrencyLimit(Math.max(1, Math.floor(maxConnections / 2))),
      options.freezeSharedEvents ?? process.env.NODE_ENV === 'test',
    );
    this.groupPages = new GroupPageCache(options.freezeSharedEvents ?? process.env.NODE_ENV === 'test');
    this.upcasters = options.upcasters ?? noUpcasters;
    this.notifier = new ChangeNotifier(options.databaseUrl);
    const presence = new ListenerPresence(this.db, () => this.notifier.listenerPid);
    this.notifier.onOthersListening = () => presence.othersStartedListening();
    this.announcer = new AppendAnnouncer(
      this.db,
      (types) => this.notifier.wakeLocalListeners(types),
      this.notifier.sender,
      presence,
    );
  }

  async append(streamId: string, events: NewEvent[], options: AppendOptions = {}): Promise<AppendResult> {
    const expected = options.expectedRevision ?? 'any';
    assertValidAppend(streamId, events, expected);
    this.assertOpen();
    let appended: AppendedRow | undefined;
    try {
      appended = await this.batcher.append({ streamId, events, expected });
    } catch (error) {
      const violated = violatedUniqueConstraint(error);
      if (violated === 'events_event_id_unique') throw new DuplicateEventIdError(streamId);
      if (violated === 'event_streams_pkey' || violated === 'events_stream_revision_unique') appended = undefined;
      else throw error;
    }
    if (!appended) {
      throw new WrongExpectedRevisionError(streamId, expected, await currentRevision(this.db, streamId));
    }
    this.announcer.announce(events.map((event) => event.type));
    return {
      nextRevision: Number(appended.revision),
      position: toPosition(appended.transaction_id, appended.position),
    };
  }

  /**
   * One transaction of its own, beside the append batcher (see multi-stream-append.ts): it locks
   * every written stream's row in stream id order and checks each expected revision, then
   * appends, then commits. Appends of this process to the same streams wait for it on the row
   * locks. A deadlock with another process's batch (which locks its rows in its own order) is
   * retried, as nothing was written.
   */
  async appendToStreams(writes: readonly StreamWrite[]): Promise<MultiStreamAppendResult> {
    assertValidWrites(writes);
    this.assertOpen();
    const outcome = await appendToStreamsRetryingDeadlocks(this.pool, writes);
    if (!outcome.committed) {
      const { streamId, expected, actual } = outcome.conflict;
      throw new WrongExpectedRevisionError(streamId, expected, actual ?? (await currentRevision(this.db, streamId)));
    }
    this.announcer.announce(writes.flatMap((write) => write.events.map((event) => event.type)));
    const last = outcome.appended.reduce((latest, row) =>
      BigInt(row.position) > BigInt(latest.position) ? row : latest,
    );
    return { revisions: outcome.revisions, position: toPosition(last.transaction_id, last.position) };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    assertValidLimit(options.limit);
    this.assertOpen();
    if (options.limit === 0) return [];
    const wholeStream =
      (options.direction ?? 'forwards') === 'forwards' && !options.fromRevision && options.limit === undefined;
    const rows = wholeStream
      ? await this.streamReads.submit(streamId)
      : await selectStreamEvents(this.pool, streamId, {
          direction: options.direction ?? 'forwards',
          fromRevision: options.fromRevision,
          limit: options.limit,
        });
    return rows.map((row) => toRecordedEvent(row, this.upcasters));
  }

  /** One prepared statement for all of them (see selectEventsOfStreams). */
  async readStreams(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    assertValidStreamIds(streamIds);
    this.assertOpen();
    const streams = new Map<string, RecordedEvent[]>(streamIds.map((streamId) => [streamId, []]));
    if (streams.size === 0) return streams;
    const rows = await selectEventsOfStreams(this.pool, [...streams.keys()]);
    for (const row of rows) streams.get(row.stream_id)!.push(toRecordedEvent(row, this.upcasters));
    return streams;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    assertValidLimit(options.limit);
    this.assertOpen();
    if (options.limit === 0) return [];
    const { rows } = await selectLogPage(this.pool, options.after ?? 'start', options.limit, options.eventTypes);
    return rows.map((row) => toRecordedEvent(row, this.upcasters));
  }

  async countAll(options: CountAllOptions): Promise<LogCount> {
    assertValidLimit(options.limit);
    this.assertOpen();
    const { count, oldest } = await countLog(this.pool, options.after ?? 'start', options.limit, options.eventTypes);
    return { count, oldestRecordedAt: oldest };
  }

  private async readLogPage(after: Position | 'start', limit: number, eventTypes: readonly string[] | undefined) {
    this.assertOpen();
    const { rows, horizon, lastBelowHorizon, pending } = await selectLogPage(this.pool, after, limit, eventTypes);
    return { events: rows.map((row) => toRecordedEvent(row, this.upcasters)), horizon, lastBelowHorizon, pending };
  }

  subscribeToAll(options: SubscribeOptions = {}): AllSubscription {
    this.assertOpen();
    assertValidBufferSize(options.bufferSize);
    assertValidReadInterval(options.minReadIntervalMs);
    const bufferSize = options.bufferSize ?? DEFAULT_BUFFER_SIZE;
    const eventTypes = options.eventTypes;
    const typeSet = eventTypes && new Set(eventTypes);
    const group = options.readGroup && `${options.readGroup}|${eventTypes ? [...typeSet!].sort().join(',') : '*'}`;
    const leaveGroup = group ? this.groupPages.join(group) : () => undefined;
    const subscription = new PostgresAllSubscription(
      {
        readPage: (after, limit, caughtUp) =>
          group && !caughtUp
            ? this.groupPages.read(group, after, limit, () => this.subscriptionReads.read(after, limit, typeSet, false))
            : this.subscriptionReads.read(after, limit, typeSet, caughtUp),
        listen: (wakeUp) => this.notifier.listen(wakeUp, eventTypes),
      },
      {
        after: options.after ?? 'start',
        bufferSize,
        pageSize: Math.min(this.options.pageSize ?? DEFAULT_PAGE_SIZE, bufferSize),
        pollIntervalMs: this.options.pollIntervalMs ?? 1000,
        minReadIntervalMs: options.minReadIntervalMs,
      },
      (closed) => {
        this.subscriptions.delete(closed);
        leaveGroup();
      },
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<Position | null> {
    this.assertOpen();
    return (await selectLogPage(this.pool, 'start', 0)).lastBelowHorizon;
  }

  async ping(): Promise<boolean> {
    if (this.closed) return false;
    try {
      await this.db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
      return true;
    } catch {
      return false;
    }
  }

  /** Ends every subscription, the LISTEN connection and the pool. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await this.notifier.close();
    await this.announcer.flush();
    await this.db.destroy();
    // Kysely ends the pool only if a query went through it; most reads use the pool directly.
    if (!this.pool.ending) await this.pool.end();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The event store is closed');
  }
}
