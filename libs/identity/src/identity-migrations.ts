import { Kysely, sql } from 'kysely';
import type { MigrationSet } from '@store/platform';

/**
 * The identity module's own tables outside the read models: the per-user keys of
 * crypto-shredding and the module's hashing secret. The read model (user_account) is created
 * by its projection.
 */
export const identityMigrations: MigrationSet = {
  '20261122_2300_identity_keys': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('identity_user_keys')
        .addColumn('user_id', 'text', (col) => col.primaryKey())
        .addColumn('key', 'bytea')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addColumn('shredded_at', 'timestamptz')
        .execute();
      await db.schema
        .createTable('identity_secret')
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('value', 'bytea', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('identity_secret').execute();
      await db.schema.dropTable('identity_user_keys').execute();
    },
  },
};
