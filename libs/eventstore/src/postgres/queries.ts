import { Kysely, sql } from 'kysely';
import type { Pool } from 'pg';
import type { Position } from '../event-store';
import type { ActualRevision } from '../errors';
import { EVENT_COLUMNS, EventRow, EventStoreTables } from './schema';

/** The LISTEN/NOTIFY channel appends announce themselves on. */
export const APPENDED_CHANNEL = 'eventstore_appended';

/**
 * Transactions that never append events (projection batches, reactors) say so with this
 * application_name (SET LOCAL, see markNonAppending), so readers of the log do not wait for them.
 */
export const NON_APPENDING_APPLICATION_NAME = 'store:non-appending';

/**
 * Rows below this transaction id are final: every transaction that could still add a row
 * under it has finished. It is the oldest writing transaction still running when the snapshot
 * was taken, skipping those that cannot append here: the ones that announced they never append
 * and the ones in other databases of the cluster (they cannot write this database's events);
 * with none left, the snapshot's xmax. Read-only transactions (reports, pg_dump) take no
 * transaction id, so never count. A long writing transaction in this database that did not
 * announce itself holds back readAll, subscribeToAll and headPosition until it ends; appends stay
 * visible to readStream at once. A transaction that ended between the snapshot and the look at
 * pg_stat_activity counts as running: safe, only later.
 */
const VISIBLE_TO_ALL_TEXT = `coalesce(
  (select min(running.xid) from pg_snapshot_xip(pg_current_snapshot()) as running(xid)
    where not exists (
      select 1 from pg_stat_activity activity
      where activity.backend_xid = running.xid::xid
        and (activity.application_name = '${NON_APPENDING_APPLICATION_NAME}' or activity.datname is distinct from current_database()))),
  pg_snapshot_xmax(pg_current_snapshot()))`;
const VISIBLE_TO_ALL = sql.raw(VISIBLE_TO_ALL_TEXT);

/** Marks the current transaction as one that never appends events (see VISIBLE_TO_ALL). */
export async function markNonAppending(trx: Kysely<any>): Promise<void> {
  await sql`select set_config('application_name', ${NON_APPENDING_APPLICATION_NAME}, true)`.execute(trx);
}

const eventColumns = sql.join(EVENT_COLUMNS.map((column) => sql.ref(column)));

/** Wakes the LISTEN connections of every store on this database; `sender` names the store that appended. */
export async function notifyAppended(db: Kysely<any>, sender: string): Promise<void> {
  await sql`select pg_notify(${APPENDED_CHANNEL}, ${sender})`.execute(db);
}

export async function currentRevision(db: Kysely<EventStoreTables>, streamId: string): Promise<ActualRevision> {
  const row = await db.selectFrom('event_streams').select('revision').where('stream_id', '=', streamId).executeTakeFirst();
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
  const { rows } = await pool.query<EventRow>({ ...statement, values: [streamId, range.fromRevision ?? null, range.limit ?? null] });
  return rows;
}

/**
 * Whole streams at once, grouped by stream and in revision order (the (stream_id, revision)
 * unique index serves it): a caller that needs many small streams pays one round trip.
 */
const READ_STREAMS = {
  name: 'eventstore_read_streams',
  text: `select ${EVENT_COLUMN_LIST} from events where stream_id = any($1::text[]) order by stream_id, revision`,
};

export async function selectEventsOfStreams(pool: Pool, streamIds: readonly string[]): Promise<EventRow[]> {
  const { rows } = await pool.query<EventRow>({ ...READ_STREAMS, values: [[...streamIds]] });
  return rows;
}

/** Events strictly after `after` in (transaction_id, position) order, among the final rows only. */
export async function selectAllEvents(
  db: Kysely<any>,
  after: Position | 'start',
  limit: number | undefined,
  eventTypes?: readonly string[],
): Promise<EventRow[]> {
  const from = after === 'start' ? { commit: 0n, prepare: 0n } : after;
  const { rows } = await sql<EventRow>`
    select ${eventColumns} from events
    where transaction_id < ${VISIBLE_TO_ALL}
      and (transaction_id, position) > (${from.commit.toString()}::xid8, ${from.prepare.toString()}::bigint)
      ${eventTypes ? sql`and type = any(${[...eventTypes]}::text[])` : sql``}
    order by transaction_id, position
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`.execute(db);
  return rows;
}

/** One read of a subscription: a page of the log, and what the log looked like when it was read. */
export interface LogPage {
  rows: EventRow[];
  /** Every transaction below this id had ended: with a page shorter than asked, all their events of the asked types are read. */
  horizon: bigint;
  /**
   * Whether committed events were already waiting above the horizon (for an older transaction
   * to end). A caught-up subscription then retries soon instead of waiting for a wake-up: the
   * transaction holding them back may not be an append, and so may never notify.
   */
  pending: boolean;
}

/**
 * selectAllEvents for subscriptions, with the horizon and the pending check in the same
 * statement and snapshot: one round trip per read, and a named prepared statement (its plan,
 * with pg_stat_activity's, cost more than its run). $3 null: every type.
 */
const READ_LOG_PAGE = {
  name: 'eventstore_read_log_page',
  text: `
    with visible as materialized (select ${VISIBLE_TO_ALL_TEXT} as horizon)
    select visible.horizon::text as horizon,
      coalesce((select max(transaction_id) from events) >= visible.horizon, false) as pending,
      page.*
    from visible
    left join lateral (
      select ${EVENT_COLUMN_LIST} from events
      where transaction_id < visible.horizon
        and (transaction_id, position) > ($1::xid8, $2::bigint)
        and ($3::text[] is null or type = any($3::text[]))
      order by transaction_id, position
      limit $4::bigint
    ) page on true`,
};

export async function selectLogPage(pool: Pool, after: Position | 'start', limit: number, eventTypes?: readonly string[]): Promise<LogPage> {
  const from = after === 'start' ? { commit: 0n, prepare: 0n } : after;
  const { rows } = await pool.query<EventRow & { horizon: string; pending: boolean }>({
    ...READ_LOG_PAGE,
    values: [from.commit.toString(), from.prepare.toString(), eventTypes ? [...eventTypes] : null, limit],
  });
  const first = rows[0];
  return {
    rows: rows.filter((row) => row.position !== null),
    horizon: BigInt(first.horizon),
    pending: first.pending,
  };
}

export async function selectHeadPosition(db: Kysely<any>): Promise<{ transaction_id: string; position: string } | undefined> {
  const { rows } = await sql<{ transaction_id: string; position: string }>`
    select transaction_id, position from events
    where transaction_id < ${VISIBLE_TO_ALL}
    order by transaction_id desc, position desc
    limit 1`.execute(db);
  return rows[0];
}
