import { Inject, Injectable } from '@nestjs/common';
import { EVENT_BROWSER_DEFAULT_LIMIT } from '@store/contracts/schemas';
import type { LoggedEvent } from '@store/contracts';
import { parsePosition, type EventStore, type EventStoreTables } from '@store/eventstore';
import {
  AppConfig,
  CONFIG,
  DATABASE,
  EVENT_STORE,
  ConflictError,
  NotFoundError,
  UnprocessableError,
} from '@store/platform';
import { Kysely, sql, type RawBuilder, type Transaction } from 'kysely';
import {
  filterConditions,
  olderThan,
  streamPrefixOf,
  streamPrefixRange,
  streamPrefixWalked,
  type EventFilters,
} from './log-conditions';
import { toLoggedEvent, type EventLogRow } from './logged-event';

/** A filter no index serves (actor, a rare type) may scan far back: cut it off rather than hold a connection. */
const STATEMENT_TIMEOUT_MS = 5000;
export const CHAIN_LIMIT = 500;
/**
 * A stream prefix with fewer events than this below the page's bound is read off the stream
 * index and sorted (at most this many rows); one with more walks the log back, where its events
 * are close together. Counted for each page, so the choice never rests on PostgreSQL's statistics
 * (a log restored or appended faster than they follow had it sort 120,000 rows for every page).
 */
export const SPARSE_PREFIX_EVENTS = 10_000;

/**
 * The columns as the browser selects them, int8 and xid8 as text. The names stay those of the
 * table's columns, so an ORDER BY must name the table's columns qualified (`e.transaction_id`):
 * unqualified, it would sort by these texts ('9999' after '10000').
 */
const columns = sql`e.event_id, e.stream_id, e.revision::text as revision, e.position::text as position, e.transaction_id::text as transaction_id, e.type, e.version, e.data, e.metadata, e.recorded_at`;
const newestFirst = sql`order by e.transaction_id desc, e.position desc`;
const oldestFirst = sql`order by e.transaction_id, e.position`;
const and = (conditions: RawBuilder<unknown>[]) => sql.join(conditions, sql` and `);

/**
 * Reads the PostgreSQL event log for the event browser: newest first in the log's own order
 * (transaction id, then position: Position.commit, Position.prepare) on every filter, paged by
 * the last event's cursor. Pages show only the events the log's readers (projections, readAll)
 * can see, up to the store's head: every transaction below it has ended, so nothing can still
 * commit between two events already shown, and a walk from the first page to the last gives each
 * event once. An append that commits late (its transaction began before others that committed
 * first) is above that head until it commits, and then on the first page of the next walk. With
 * EVENTSTORE_URL set (KurrentDB holds the log) it answers 409: the browser reads the PostgreSQL
 * adapter's table.
 */
@Injectable()
export class EventLogQuery {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<EventStoreTables>,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async page(filters: EventFilters): Promise<{ events: LoggedEvent[]; nextCursor: string | null }> {
    this.assertPostgresLog();
    const head = await this.store.headPosition();
    if (!head) return { events: [], nextCursor: null };
    const limit = filters.limit ?? EVENT_BROWSER_DEFAULT_LIMIT;
    const bound = olderThan(filters.before ? parsePosition(filters.before) : null, head);
    const conditions = [bound, ...filterConditions(filters)];
    const prefix = streamPrefixOf(filters);
    const rows = await this.run(async (trx) => {
      if (prefix !== null && (await this.fewEventsIn(trx, [bound, streamPrefixRange(prefix)]))) {
        // Few events: every one of them off the stream index, then sorted.
        const matching = sql`select e.* from events e where ${and([...conditions, streamPrefixRange(prefix)])}`;
        return sql<EventLogRow>`with matching as materialized (${matching}) select ${columns} from matching e ${newestFirst} limit ${limit + 1}`.execute(
          trx,
        );
      }
      if (prefix !== null) conditions.push(streamPrefixWalked(prefix));
      return sql<EventLogRow>`select ${columns} from events e where ${and(conditions)} ${newestFirst} limit ${limit + 1}`.execute(
        trx,
      );
    });
    const events = rows.slice(0, limit).map(toLoggedEvent);
    return { events, nextCursor: rows.length > limit ? events[events.length - 1].cursor : null };
  }

  /** Every event sharing the correlation id of `eventId`, oldest first (at most CHAIN_LIMIT); 404 for an unknown event. */
  async chain(eventId: string): Promise<{ correlationId: string; events: LoggedEvent[]; truncated: boolean }> {
    this.assertPostgresLog();
    const [origin] = await this.run((trx) =>
      sql<EventLogRow>`select ${columns} from events e where e.event_id = ${eventId}::uuid`.execute(trx),
    );
    if (!origin) throw new NotFoundError('Event not found');
    const correlationId = toLoggedEvent(origin).metadata.correlationId;
    if (!correlationId) return { correlationId, events: [toLoggedEvent(origin)], truncated: false };
    const rows = await this.run((trx) =>
      sql<EventLogRow>`select ${columns} from events e where e.metadata->>'correlationId' = ${correlationId} ${oldestFirst} limit ${CHAIN_LIMIT + 1}`.execute(
        trx,
      ),
    );
    return {
      correlationId,
      events: rows.slice(0, CHAIN_LIMIT).map(toLoggedEvent),
      truncated: rows.length > CHAIN_LIMIT,
    };
  }

  /** Whether fewer than SPARSE_PREFIX_EVENTS events are in a stream range below a bound (counted off the stream index, up to that many). */
  private async fewEventsIn(trx: Transaction<EventStoreTables>, conditions: RawBuilder<unknown>[]): Promise<boolean> {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from (select 1 from events e where ${and(conditions)} limit ${SPARSE_PREFIX_EVENTS}) counted`.execute(
      trx,
    );
    return rows[0].n < SPARSE_PREFIX_EVENTS;
  }

  /**
   * Reads in a transaction of its own with a statement timeout and, as the event store's own
   * sessions (EVENT_STORE_SESSION_OPTIONS), no bitmap or sequential scans: each statement here
   * walks one of the log's indexes in order, whatever PostgreSQL's statistics of the log say.
   */
  private async run<T>(read: (trx: Transaction<EventStoreTables>) => Promise<{ rows: T[] }>): Promise<T[]> {
    return this.db.transaction().execute(async (trx) => {
      await sql`select set_config('statement_timeout', ${String(STATEMENT_TIMEOUT_MS)}, true), set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true)`.execute(
        trx,
      );
      try {
        return (await read(trx)).rows;
      } catch (error) {
        if ((error as { code?: string }).code === '57014')
          throw new UnprocessableError(
            'The log is too large to search with these filters alone: narrow them (a stream, a type or a time range)',
          );
        throw error;
      }
    });
  }

  private assertPostgresLog() {
    if (this.config.EVENTSTORE_URL)
      throw new ConflictError(
        'The event browser reads the PostgreSQL event log; this store keeps its log in KurrentDB',
      );
  }
}
