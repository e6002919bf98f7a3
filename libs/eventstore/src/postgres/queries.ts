import { Kysely, sql } from 'kysely';
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
const VISIBLE_TO_ALL = sql`coalesce(
  (select min(running.xid) from pg_snapshot_xip(pg_current_snapshot()) as running(xid)
    where not exists (
      select 1 from pg_stat_activity activity
      where activity.backend_xid = running.xid::xid
        and (activity.application_name = ${NON_APPENDING_APPLICATION_NAME} or activity.datname is distinct from current_database()))),
  pg_snapshot_xmax(pg_current_snapshot()))`;

/** Marks the current transaction as one that never appends events (see VISIBLE_TO_ALL). */
export async function markNonAppending(trx: Kysely<any>): Promise<void> {
  await sql`select set_config('application_name', ${NON_APPENDING_APPLICATION_NAME}, true)`.execute(trx);
}

const eventColumns = sql.join(EVENT_COLUMNS.map((column) => sql.ref(column)));

/** Wakes the LISTEN connections of every store on this database. */
export async function notifyAppended(db: Kysely<any>): Promise<void> {
  await sql`select pg_notify(${APPENDED_CHANNEL}, '')`.execute(db);
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

export async function selectStreamEvents(db: Kysely<EventStoreTables>, streamId: string, range: StreamRange): Promise<EventRow[]> {
  const forwards = range.direction === 'forwards';
  let query = db
    .selectFrom('events')
    .select(EVENT_COLUMNS)
    .where('stream_id', '=', streamId)
    .orderBy('revision', forwards ? 'asc' : 'desc');
  if (range.fromRevision !== undefined) {
    query = query.where('revision', forwards ? '>=' : '<=', String(range.fromRevision)); // int8 compares as its text form
  }
  if (range.limit !== undefined) query = query.limit(range.limit);
  return (await query.execute()) as EventRow[];
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

/**
 * Whether committed events exist that readers cannot take yet because an older transaction is
 * still running. A caught-up subscription then retries soon instead of waiting for a wake-up:
 * the transaction holding them back may not be an append, and so may never notify.
 */
export async function hasEventsAboveHorizon(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{ pending: boolean }>`
    select exists (select 1 from events where transaction_id >= ${VISIBLE_TO_ALL}) as pending`.execute(db);
  return rows[0]?.pending ?? false;
}

export async function selectHeadPosition(db: Kysely<any>): Promise<{ transaction_id: string; position: string } | undefined> {
  const { rows } = await sql<{ transaction_id: string; position: string }>`
    select transaction_id, position from events
    where transaction_id < ${VISIBLE_TO_ALL}
    order by transaction_id desc, position desc
    limit 1`.execute(db);
  return rows[0];
}
