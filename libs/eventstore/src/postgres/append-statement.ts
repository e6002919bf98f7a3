import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import type { ExpectedRevision, NewEvent } from '../event-store';

/** One append as the statement takes it. */
export interface AppendRequest {
  streamId: string;
  events: readonly NewEvent[];
  expected: ExpectedRevision;
}

export interface AppendedRow {
  /** int8 and xid8 arrive as decimal strings. */
  revision: string;
  position: string;
  transaction_id: string;
}

/** One event as the statement's $5 holds it: its append's index and its index within it (1-based), and its columns. */
interface EventRowOfBatch {
  append_no: number;
  event_no: number;
  event_id: string;
  type: string;
  version: number;
  data: unknown;
  metadata: unknown;
}

/**
 * Appends one or more appends to DISTINCT streams in one statement: one round trip, one
 * transaction, one commit (AppendBatcher groups concurrent appends). Each append is still
 * checked on its own: its stream row is advanced (locking it) only if its expected revision
 * holds, and its events are inserted after the new revision; an append whose check failed gets
 * no row back (a conflict) without affecting the others.
 *
 * A named prepared statement: PostgreSQL parses and plans it once per connection; planning it
 * on every append cost 40% of append throughput on the bench machine.
 *
 * Per append: $1 stream id, $2 kind (any|no_stream|exists|revision), $3 expected revision
 * (kind revision), $4 number of events. $5: the events, one JSON document (EventRowOfBatch):
 * their data and metadata go as parts of it, where arrays of text would have each document
 * serialized, then escaped into an array literal (14,400 events appended 24 at a time: the
 * client's CPU 350-480 ms against 560-980, PostgreSQL's the same, 0.9-1.1 s),
 * and json_to_recordset hands a json column the text it was sent. A JSON null reads as SQL
 * NULL there, so data comes back to the json value null (`event.data ?? null`, as before).
 */
const APPEND_BATCH = {
  name: 'eventstore_append_batch',
  text: `
    with request as (
      select * from unnest($1::text[], $2::text[], $3::bigint[], $4::int[])
        with ordinality as r(stream_id, kind, expected, count, append_no)
    ),
    upserted as (
      insert into event_streams as s (stream_id, revision)
      select stream_id, count - 1 from request where kind = 'any' order by stream_id
      on conflict (stream_id) do update set revision = s.revision + excluded.revision + 1
      returning s.stream_id, s.revision
    ),
    created as (
      insert into event_streams as s (stream_id, revision)
      select stream_id, count - 1 from request where kind = 'no_stream' order by stream_id
      on conflict (stream_id) do nothing
      returning s.stream_id, s.revision
    ),
    advanced as (
      update event_streams s set revision = s.revision + request.count
      from request
      where s.stream_id = request.stream_id
        and (request.kind = 'exists' or (request.kind = 'revision' and s.revision = request.expected))
      returning s.stream_id, s.revision
    ),
    accepted as (
      select request.append_no, request.stream_id, request.count, moved.revision
      from request
      join (select * from upserted union all select * from created union all select * from advanced) moved using (stream_id)
    ),
    appended as (
      insert into events (stream_id, revision, event_id, type, version, data, metadata)
      select accepted.stream_id, accepted.revision - accepted.count + e.event_no, e.event_id, e.type, e.version, coalesce(e.data, 'null'), e.metadata
      from accepted
      join rows from (json_to_recordset($5::json) as (append_no int, event_no int, event_id uuid, type text, version int, data json, metadata json))
        with ordinality as e(append_no, event_no, event_id, type, version, data, metadata, input_order)
        using (append_no)
      order by e.input_order
      returning stream_id, position, transaction_id
    )
    select accepted.append_no, accepted.revision, last.position, last.transaction_id
    from accepted
    join lateral (
      select appended.position, appended.transaction_id from appended
      where appended.stream_id = accepted.stream_id order by appended.position desc limit 1
    ) last on true`,
};

/**
 * Runs the appends (to distinct streams); the result has one entry per append, in order:
 * its row, or undefined when its expected revision did not hold. On the pool it is a
 * transaction of its own; on a client it runs inside the client's transaction (appendToStreams).
 */
export async function appendBatch(
  pool: Pool | PoolClient,
  appends: readonly AppendRequest[],
): Promise<Array<AppendedRow | undefined>> {
  const events: EventRowOfBatch[] = [];
  appends.forEach((append, index) => {
    append.events.forEach((event, position) => {
      events.push({
        append_no: index + 1,
        event_no: position + 1,
        event_id: event.id ?? randomUUID(),
        type: event.type,
        version: event.version ?? 1,
        data: event.data ?? null,
        metadata: event.metadata,
      });
    });
  });
  const { rows } = await pool.query<AppendedRow & { append_no: string }>({
    ...APPEND_BATCH,
    values: [
      appends.map((append) => append.streamId),
      appends.map((append) => (typeof append.expected === 'number' ? 'revision' : append.expected)),
      appends.map((append) => (typeof append.expected === 'number' ? append.expected : null)),
      appends.map((append) => append.events.length),
      JSON.stringify(events),
    ],
  });
  const results: Array<AppendedRow | undefined> = appends.map(() => undefined);
  for (const row of rows) results[Number(row.append_no) - 1] = row;
  return results;
}
