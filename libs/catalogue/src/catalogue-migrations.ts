import { Kysely, sql } from 'kysely';
import type { MigrationSet } from '@store/platform';

/** pg_trgm for the listing search that tolerates small typos. The read models are created by their projections. */
export const catalogueMigrations: MigrationSet = {
  '20261122_2330_catalogue_pg_trgm': {
    async up(db: Kysely<any>) {
      await sql`create extension if not exists pg_trgm`.execute(db);
    },
    async down() {
      // Other modules may rely on the extension: left in place.
    },
  },
};
