import { Kysely, sql } from 'kysely';
import type { Pool } from 'pg';
import type { Position } from '../event-store';
import type { ActualRevision } from '../errors';
import { EVENT_COLUMNS, EventRow, EventStoreTables } from './schema';

/**
 * Settings of every session of the event store. recorded_at is read as text in UTC
 * (eventStoreTypes). And the log is read through its (transaction_id, position) index, whatever
 * PostgreSQL's statistics say: without them (a log appended faster than autovacuum analyses it,
 * or one restored from a dump) it planned each page as a bitmap scan or a sequential scan of the
 * whole rest of the log and a sort, so that each page cost what was left of the log (catching up
 * on 67,500 new events: 30-100 ms a page instead of 0.5 ms). No statement of the store wants
 * either plan: streams, pages and counts all walk an index.
 */
export const EVENT_STORE_SESSION_OPTIONS = '-c TimeZone=UTC -c enable_bitmapscan=off -c enable_seqscan=off';

/** The LISTEN/NOTIFY channel appends announce themselves on. */
export const APPENDED_CHANNEL = 'eventstore_appended';

/** The application_name of a store's LISTEN connection (how other stores find it: ListenerPresence). */
export const LISTENER_APPLICATION_NAME = 'eventstore-listener';

/** The payload prefix of the NOTIFY a store sends once its LISTEN connection is up. */
export const LISTENING_PREFIX = 'listening:';

/**
 * Transactions that never append events (projection batches, reactors) say so with this
 * application_name (SET LOCAL, see markNonAppending), so readers of the log do not wait for them.
 */
export const NON_APPENDING_APPLICATION_NAME = 'store:non-appending';

/**
 * Rows below the horizon are final: every transaction that could still add a row under it has
 * finished. The horizon is the oldest writing transaction still running in the snapshot the page
 * is read in, skipping those that cannot append here: the ones that announced they never append,
 * autovacuum's (an ANALYZE of the growing events table takes a transaction id to write its
 * statistics, for as long as it samples) and the ones in other databases of the cluster (they
 * cannot write this database's events); with none left, the snapshot's xmax. Read-only
 * transactions (reports, pg_dump) take no transaction id, so never count. A long writing
 * transaction in this database that did not announce itself holds back readAll, subscribeToAll
 * and headPosition until it ends; appends stay visible to readStream at once.
 *
 * The page is read with its horizon, the head and the pending check in one statement (one round
 * trip, a named prepared statement: planning it cost more than running it), whose snapshot is
 * taken before it reads the running backends (pg_stat_get_activity). A transaction of that
 * snapshot which ended before the look is not found, and cannot be told apart (another
 * database's, or an append whose rows the snapshot cannot see): counted, it would drop the
 * horizon below one a reader was shown, and keep an append that has committed out of the head (a
 * report took that short page for the end of the log). The statement then says `ambiguous`, and
 * the page is read again by eventstore_read_log_page (see migrations.ts), which looks at the
 * backends first and reads the page in a snapshot taken after: every transaction in it was seen
 * there, or began after the look and is newer than anything shown. That function copies its
 * rows once more (30% slower for a full page), so it is the exception, not the rule.
 */
/** A backend whose transaction cannot append here (eventstore_read_log_page has it too: changing it needs a migration). */
export const NEVER_APPENDS_HERE = `coalesce(application_name = '${NON_APPENDING_APPLICATION_NAME}', false)
  or backend_type = 'autovacuum worker'
  or datid is distinct from (select oid from pg_database where datname = current_database())`;

/** Marks the current transaction (on any handle: it names no table) as one that never appends events (see NEVER_APPENDS_HERE). */
export async function markNonAppending<DB>(trx: Kysely<DB>): Promise<void> {
  await sql`select set_config('application_name', ${NON_APPENDING_APPLICATION_NAME}, true)`.execute(trx);
}

/** Wakes the LISTEN connections of every store on this database; `sender` names the store that appended. */
export async function notifyAppended(db: Kysely<EventStoreTables>, sender: string): Promise<void> {
  await sql`select pg_notify(${APPENDED_CHANNEL}, ${sender})`.execute(db);
}

export async function currentRevision(db: Kysely<EventStoreTables>, streamId: string): Promise<ActualRevision> {
  const row = await db
    .selectFrom('event_streams')
    .select('revision')
    .where('stream_id', '=', streamId)
    .executeTakeFirst();
  return row ? Number(row.revision) : 'no_stream';
}

export interface StreamRange {
  direction: 'forwards' | 'backwards';
  fromRevision?: number;
  limit?: number;
}

const EVENT_COLUMN_LIST = EVENT_COLUMNS.map((column) => `"${column}"`).join(', ');

/**
 * A stream's events, as named prepared statements (one per direction): a checkout reads a few
 * streams, and planning the read cost PostgreSQL more than running it. $2 null reads from the
 * stream's end, $3 null reads them all.
 */
const READ_STREAM = {
  forwards: {
    name: 'eventstore_read_stream_forwards',
    text: `select ${EVENT_COLUMN_LIST} from events where stream_id = $1 and revision >= coalesce($2::bigint, 0) order by revision asc limit $3::bigint`,
  },
  backwards: {
    name: 'eventstore_read_stream_backwards',
    text: `select ${EVENT_COLUMN_LIST} from events where stream_id = $1 and ($2::bigint is null or revision <= $2::bigint) order by revision desc limit $3::bigint`,
  },
};

export async function selectStreamEvents(pool: Pool, streamId: string, range: StreamRange): Promise<EventRow[]> {
  const statement = READ_STREAM[range.direction];
  const { rows } = await pool.query<EventRow>({
    ...statement,
    values: [streamId, range.fromRevision ?? null, range.limit ?? null],
  });
  return rows;
}

/**
 * Whole streams at once, grouped by stream and in revision order: a caller that needs many small
 * streams pays one round trip. One index scan of (stream_id, revision) per stream, by a lateral
 * join: as `stream_id = any($1)`, the prepared statement's generic plan scanned the whole log
 * (3 ms a call under the checkout bench, against 0.03 ms for a stream read).
 */
const READ_STREAMS = {
  name: 'eventstore_read_streams',
  text: `select stream.* from unnest($1::text[]) with ordinality as wanted(stream_id, n)
    cross join lateral (select ${EVENT_COLUMN_LIST} from events where events.stream_id = wanted.stream_id order by revision) stream
    order by wanted.n, stream.revision`,
};

export async function selectEventsOfStreams(pool: Pool, streamIds: readonly string[]): Promise<EventRow[]> {
  const { rows } = await pool.query<EventRow>({ ...READ_STREAMS, values: [[...new Set(streamIds)]] });
  return rows;
}

/** One read of the log: a page of final events, and what the log looked like when it was read. */
export interface LogPage {
  /** Events strictly after `after` in (transaction_id, position) order, among the final rows only. */
  rows: EventRow[];
  /** Every transaction below this id had ended: with a page shorter than asked, all their events of the asked types are read. */
  horizon: bigint;
  /** The last event of any type below the horizon (null in an empty log): the head, which a caught-up reader has read through. */
  lastBelowHorizon: Position | null;
  /**
   * Whether committed events were already waiting above the horizon (for an older transaction
   * to end). A caught-up subscription then retries soon instead of waiting for a wake-up: the
   * transaction holding them back may not be an append, and so may never notify.
   */
  pending: boolean;
}

/** readAll, subscriptions and headPosition: see the horizon above. $3 null: every type; $4 null: no limit. */
export const READ_LOG_PAGE = {
  name: 'eventstore_read_log_page',
  text: `
    with activity as materialized (
      select backend_xid as xid, ${NEVER_APPENDS_HERE} as never_appends_here
      from pg_stat_get_activity(null) where backend_xid is not null),
    running as materialized (
      select running.xid, activity.xid is not null as found, coalesce(activity.never_appends_here, false) as never_appends_here
      from pg_snapshot_xip(pg_current_snapshot()) as running(xid)
      left join activity on activity.xid = running.xid::xid),
    visible as materialized (
      select coalesce((select min(xid) from running where not never_appends_here), pg_snapshot_xmax(pg_current_snapshot())) as horizon,
        exists (select 1 from running where not found and pg_xact_status(xid) is distinct from 'in progress') as ambiguous)
    select visible.horizon::text as horizon, visible.ambiguous,
      coalesce((select max(transaction_id) from events) >= visible.horizon, false) as pending,
      last.transaction_id::text as last_commit, last.position::text as last_prepare,
      page.*
    from visible
    left join lateral (
      select transaction_id, position from events where transaction_id < visible.horizon
      order by transaction_id desc, position desc limit 1
    ) last on true
    left join lateral (
      select ${EVENT_COLUMN_LIST} from events
      where transaction_id < visible.horizon
        and (transaction_id, position) > ($1::xid8, $2::bigint)
        and ($3::text[] is null or type = any($3::text[]))
      order by transaction_id, position
      limit $4::bigint
    ) page on true`,
};

/** The same page, the backends read before its snapshot is taken (see the horizon above). */
const READ_LOG_PAGE_LOOKING_FIRST = {
  name: 'eventstore_read_log_page_looking_first',
  text: 'select *, false as ambiguous from eventstore_read_log_page($1::xid8, $2::bigint, $3::text[], $4::bigint)',
};

type LogPageRow = EventRow & {
  horizon: string;
  ambiguous: boolean;
  pending: boolean;
  last_commit: string | null;
  last_prepare: string | null;
};

const COUNT_LOG = {
  name: 'eventstore_count_log',
  text: `select count(*)::int as count, min(recorded_at) as oldest from (
      select recorded_at from events
      where (transaction_id, position) > ($1::xid8, $2::bigint) and ($3::text[] is null or type = any($3::text[]))
      order by transaction_id, position
      limit $4::bigint
    ) counted`,
};

/**
 * The committed events after `after` (of `eventTypes`), at most `limit`, counted in PostgreSQL;
 * `oldest` is recorded_at as the pool reads it (eventStoreTypes: an ISO string). Unlike a page it
 * has no horizon: events committed behind a still-running append count too (they are not applied yet).
 */
export async function countLog(
  pool: Pool,
  after: Position | 'start',
  limit: number,
  eventTypes?: readonly string[],
): Promise<{ count: number; oldest: string | null }> {
  const from = after === 'start' ? { commit: 0n, prepare: 0n } : after;
  const { rows } = await pool.query<{ count: number; oldest: string | null }>({
    ...COUNT_LOG,
    values: [from.commit.toString(), from.prepare.toString(), eventTypes ? [...eventTypes] : null, limit],
  });
  return rows[0];
}

export async function selectLogPage(
  pool: Pool,
  after: Position | 'start',
  limit: number | undefined,
  eventTypes?: readonly string[],
): Promise<LogPage> {
  const from = after === 'start' ? { commit: 0n, prepare: 0n } : after;
  const values = [from.commit.toString(), from.prepare.toString(), eventTypes ? [...eventTypes] : null, limit ?? null];
  let { rows } = await pool.query<LogPageRow>({ ...READ_LOG_PAGE, values });
  if (rows[0].ambiguous) ({ rows } = await pool.query<LogPageRow>({ ...READ_LOG_PAGE_LOOKING_FIRST, values }));
  const first = rows[0];
  return {
    rows: rows.filter((row) => row.position !== null),
    horizon: BigInt(first.horizon),
    lastBelowHorizon:
      first.last_commit === null || first.last_prepare === null
        ? null
        : { commit: BigInt(first.last_commit), prepare: BigInt(first.last_prepare) },
    pending: first.pending,
  };
}
