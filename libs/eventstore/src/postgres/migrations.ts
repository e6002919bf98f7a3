import { Kysely, sql } from 'kysely';
import type { MigrationSet } from '@store/platform';

/**
 * event_streams: one row per stream holding its last revision. Appends lock it (UPDATE or
 * INSERT ... ON CONFLICT) to check the expected revision, which serialises writers per stream.
 *
 * events: the global log. `position` comes from a sequence, so positions commit out of order
 * under concurrency; readers therefore order by (transaction_id, position) and only read rows
 * whose transaction_id is below the snapshot's xmin (see queries.ts), which the index serves.
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
};
