import { Kysely, sql } from 'kysely';
import type { MigrationSet } from '../database/migrations';

/**
 * The keys of crypto-shredding for every module, and the secret of the keyed hashes of guests'
 * e-mail addresses. The identity module's per-user keys move here (subject `user:<id>`), with
 * their tombstones.
 */
export const personalDataMigrations: MigrationSet = {
  '20261123_2330_platform_personal_data_keys': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('personal_data_keys')
        .addColumn('subject', 'text', (col) => col.primaryKey())
        .addColumn('owner', 'text')
        .addColumn('key', 'bytea')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addColumn('shredded_at', 'timestamptz')
        .execute();
      await db.schema
        .createIndex('personal_data_keys_owner')
        .on('personal_data_keys')
        .column('owner')
        .where(sql.ref('owner'), 'is not', null)
        .execute();
      await db.schema
        .createTable('personal_data_secret')
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('value', 'bytea', (col) => col.notNull())
        .execute();
      await sql`
        do $$ begin
          if to_regclass('public.identity_user_keys') is not null then
            insert into personal_data_keys (subject, key, created_at, shredded_at)
              select 'user:' || user_id, key, created_at, shredded_at from identity_user_keys;
            drop table identity_user_keys;
          end if;
        end $$
      `.execute(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('personal_data_secret').execute();
      await db.schema.dropTable('personal_data_keys').execute();
    },
  },
};
