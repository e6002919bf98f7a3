import { Kysely, sql } from 'kysely';
import type { MigrationSet } from '../migration-set';
import { NEVER_APPENDS_HERE } from './queries';

/** The type events.data and events.metadata have (jsonb until 20261127_1800_eventstore_json_documents). */
type DocumentType = 'json' | 'jsonb';

/** eventstore_read_log_page, returning the documents as the events table holds them. */
async function createReadLogPageFunction(db: Kysely<any>, documentType: DocumentType) {
  await sql
    .raw(
      `create or replace function eventstore_read_log_page(after_commit xid8, after_prepare bigint, wanted_types text[], page_limit bigint)
      returns table (horizon xid8, pending boolean, last_commit xid8, last_prepare bigint,
        "position" bigint, transaction_id xid8, stream_id text, revision bigint, event_id uuid, type text,
        version integer, data ${documentType}, metadata ${documentType}, recorded_at timestamptz)
      language plpgsql volatile as $$
      #variable_conflict use_column
      declare
        never_append xid[];
      begin
        select coalesce(array_agg(activity.backend_xid), '{}') into never_append
        from pg_stat_get_activity(null) activity
        where activity.backend_xid is not null and (${NEVER_APPENDS_HERE});
        return query
          with visible as materialized (
            select coalesce(
              (select min(running.xid) from pg_snapshot_xip(pg_current_snapshot()) as running(xid) where running.xid::xid <> all (never_append)),
              pg_snapshot_xmax(pg_current_snapshot())) as horizon)
          select visible.horizon,
            coalesce((select max(e.transaction_id) from events e) >= visible.horizon, false),
            last.transaction_id, last.position,
            page.position, page.transaction_id, page.stream_id, page.revision, page.event_id, page.type,
            page.version, page.data, page.metadata, page.recorded_at
          from visible
          left join lateral (
            select e.transaction_id, e.position from events e where e.transaction_id < visible.horizon
            order by e.transaction_id desc, e.position desc limit 1
          ) last on true
          left join lateral (
            select e.position, e.transaction_id, e.stream_id, e.revision, e.event_id, e.type, e.version, e.data, e.metadata, e.recorded_at
            from events e
            where e.transaction_id < visible.horizon
              and (e.transaction_id, e.position) > (after_commit, after_prepare)
              and (wanted_types is null or e.type = any(wanted_types))
            order by e.transaction_id, e.position
            limit page_limit
          ) page on true;
      end $$`,
    )
    .execute(db);
}

const dropReadLogPageFunction = (db: Kysely<any>) =>
  sql`drop function if exists eventstore_read_log_page(xid8, bigint, text[], bigint)`.execute(db);

/** Converts the log's documents (data, metadata) to `documentType`; the page function returns them, so it is made again. */
async function convertDocuments(db: Kysely<any>, documentType: DocumentType) {
  await dropReadLogPageFunction(db);
  await sql
    .raw(
      `alter table events alter column data type ${documentType} using data::${documentType}, alter column metadata type ${documentType} using metadata::${documentType}`,
    )
    .execute(db);
  await createReadLogPageFunction(db, documentType);
}

/**
 * event_streams: one row per stream holding its last revision. Appends lock it (UPDATE or
 * INSERT ... ON CONFLICT) to check the expected revision, which serialises writers per stream.
 *
 * events: the global log. `position` comes from a sequence, so positions commit out of order
 * under concurrency; readers therefore order by (transaction_id, position) and only read rows
 * whose transaction_id is below the log's horizon (see queries.ts), which the index serves.
 *
 * eventstore_read_log_page: a page of the log with its horizon (see READ_LOG_PAGE in queries.ts).
 */
export const eventStoreMigrations: MigrationSet = {
  '20261122_2000_eventstore_init': {
    async up(db: Kysely<any>) {
      await sql`
        create table event_streams (
          stream_id text primary key,
          revision bigint not null check (revision >= 0)
        )`.execute(db);
      await sql`
        create table events (
          position bigint generated always as identity primary key,
          transaction_id xid8 not null default pg_current_xact_id(),
          stream_id text not null,
          revision bigint not null check (revision >= 0),
          event_id uuid not null,
          type text not null,
          version integer not null default 1 check (version >= 1),
          data jsonb not null,
          metadata jsonb not null,
          recorded_at timestamptz not null default now(),
          constraint events_event_id_unique unique (event_id),
          constraint events_stream_revision_unique unique (stream_id, revision)
        )`.execute(db);
      await sql`create index events_transaction_position_idx on events (transaction_id, position)`.execute(db);
    },
    async down(db: Kysely<any>) {
      await sql`drop table if exists events`.execute(db);
      await sql`drop table if exists event_streams`.execute(db);
    },
  },
  '20261127_0600_eventstore_read_log_page': {
    // Two statements, so that the running backends are read before the snapshot the page is
    // read in is taken: in one statement the snapshot comes first, and a transaction that ended
    // in between could not be told apart (another database's, or an append whose rows that
    // snapshot cannot see). A VOLATILE function takes a fresh snapshot for each statement.
    async up(db: Kysely<any>) {
      await createReadLogPageFunction(db, 'jsonb');
    },
    async down(db: Kysely<any>) {
      await dropReadLogPageFunction(db);
    },
  },
  '20261127_1800_eventstore_json_documents': {
    // The log is read far more often than written, and never searched inside but by the event
    // browser's metadata filters (json has ->> too): as json, PostgreSQL hands each document out
    // as the text it stored instead of printing jsonb's binary form again for every read (a
    // page of 60,000 catalogue events: 120-220 ms against 290-470), and an append only checks
    // the text instead of converting it. json keeps the text as appended (JSON.stringify's).
    // Processes of an older build must be restarted after it: their prepared reads of the log
    // fail with "cached plan must not change result type".
    async up(db: Kysely<any>) {
      await convertDocuments(db, 'json');
    },
    async down(db: Kysely<any>) {
      await convertDocuments(db, 'jsonb');
    },
  },
};
