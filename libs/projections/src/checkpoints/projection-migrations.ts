import { Kysely, sql } from 'kysely';
import type { MigrationSet } from '@store/platform';

/** The runner's own table. The projections' tables are created by their `createTables`. */
export const projectionMigrations: MigrationSet = {
  '20261122_2100_projections_checkpoints': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('projection_checkpoints')
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('version', 'integer', (col) => col.notNull())
        .addColumn('event_types', sql`text[]`, (col) => col.notNull())
        .addColumn('commit_position', 'bigint')
        .addColumn('prepare_position', 'bigint')
        .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('running', 'failed')`))
        .addColumn('last_error', 'text')
        .addColumn('error_commit_position', 'bigint')
        .addColumn('error_prepare_position', 'bigint')
        .addColumn('error_event_type', 'text')
        .addColumn('error_event_id', 'text')
        .addColumn('failed_at', 'timestamptz')
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addCheckConstraint(
          'projection_checkpoints_position_complete',
          sql`(commit_position is null) = (prepare_position is null)`,
        )
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('projection_checkpoints').execute();
    },
  },
};
