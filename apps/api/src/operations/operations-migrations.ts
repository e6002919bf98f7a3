import { Kysely, sql } from 'kysely';
import type { MigrationSet } from '@store/platform';

/** The event browser's correlation chain looks events up by correlation id: an index, or a scan of the whole log. */
export const operationsMigrations: MigrationSet = {
  '20261123_2310_events_correlation_index': {
    async up(db: Kysely<any>) {
      await sql`create index if not exists events_correlation_id_idx on events ((metadata->>'correlationId'))`.execute(db);
    },
    async down(db: Kysely<any>) {
      await sql`drop index if exists events_correlation_id_idx`.execute(db);
    },
  },
};
