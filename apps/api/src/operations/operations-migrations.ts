import { Kysely, sql } from 'kysely';
import type { MigrationSet } from '@store/platform';

/**
 * The event browser's indexes on the event store's `events` table. Each ends in the log's own
 * order (transaction_id, position), so a page of one stream, one type or one correlation id,
 * newest first and older than a cursor, is read straight off the index, whatever the log's size.
 * The stream and type indexes are built in collation "C" and the browser compares in it: no
 * query of the event store itself (default collation) can be planned on them, so a projection's
 * read of the log by types keeps walking the (transaction_id, position) index (a type index
 * chosen there would read every later event of its types and sort them, on every page).
 */
export const operationsMigrations: MigrationSet = {
  '20261123_2310_events_correlation_index': {
    async up(db: Kysely<any>) {
      await sql`create index if not exists events_correlation_id_idx on events ((metadata->>'correlationId'))`.execute(
        db,
      );
    },
    async down(db: Kysely<any>) {
      await sql`drop index if exists events_correlation_id_idx`.execute(db);
    },
  },
  '20261210_1000_event_browser_log_order_indexes': {
    async up(db: Kysely<any>) {
      await sql`create index if not exists events_stream_log_order_idx on events (stream_id collate "C", transaction_id, position)`.execute(
        db,
      );
      await sql`create index if not exists events_type_log_order_idx on events (type collate "C", transaction_id, position)`.execute(
        db,
      );
      await sql`create index if not exists events_correlation_log_order_idx on events ((metadata->>'correlationId'), transaction_id, position)`.execute(
        db,
      );
      await sql`drop index if exists events_correlation_id_idx`.execute(db);
    },
    async down(db: Kysely<any>) {
      await sql`create index if not exists events_correlation_id_idx on events ((metadata->>'correlationId'))`.execute(
        db,
      );
      await sql`drop index if exists events_correlation_log_order_idx`.execute(db);
      await sql`drop index if exists events_type_log_order_idx`.execute(db);
      await sql`drop index if exists events_stream_log_order_idx`.execute(db);
    },
  },
};
