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
  /** Operator controls (issue #17): pause flags the runners check, the failed event's stream, rebuild progress any process can read. */
  '20261123_2300_projections_operations': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('projection_checkpoints')
        .addColumn('paused_at', 'timestamptz')
        .addColumn('paused_by', 'jsonb')
        .addColumn('pause_reason', 'text')
        .addColumn('error_stream_id', 'text')
        .execute();
      await db.schema
        .createTable('projection_rebuilds')
        .addColumn('rebuild_id', 'uuid', (col) => col.primaryKey())
        .addColumn('projection', 'text', (col) => col.notNull())
        .addColumn('phase', 'text', (col) =>
          col.notNull().check(sql`phase in ('starting', 'catching_up', 'swapping', 'done', 'failed')`),
        )
        .addColumn('events_done', 'bigint', (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`events_done >= 0`),
        )
        .addColumn('events_total', 'bigint', (col) => col.check(sql`events_total >= 0`))
        .addColumn('events_per_second', 'double precision', (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`events_per_second >= 0`),
        )
        .addColumn('fraction_done', 'double precision', (col) => col.check(sql`fraction_done between 0 and 1`))
        .addColumn('seconds_left', 'double precision', (col) => col.check(sql`seconds_left >= 0`))
        .addColumn('actor', 'jsonb', (col) => col.notNull())
        .addColumn('error', 'text')
        .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addColumn('finished_at', 'timestamptz')
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('projection_rebuilds_latest_idx')
        .on('projection_rebuilds')
        .columns(['projection', 'started_at desc'])
        .execute();
      // One unfinished rebuild per projection, whichever process starts it.
      await sql`create unique index projection_rebuilds_one_running_idx on projection_rebuilds (projection) where finished_at is null`.execute(
        db,
      );
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('projection_rebuilds').execute();
      await db.schema
        .alterTable('projection_checkpoints')
        .dropColumn('paused_at')
        .dropColumn('paused_by')
        .dropColumn('pause_reason')
        .dropColumn('error_stream_id')
        .execute();
    },
  },
  /**
   * #39: the fence of a runner that lost its lock session without noticing yet. Each runner that
   * takes a projection's lock raises its generation (prepareProjection); every batch checks, under
   * the row lock, that the row still carries the generation it took over with, so a runner that
   * another one replaced writes nothing more.
   */
  '20261201_1200_projections_runner_generation': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('projection_checkpoints')
        .addColumn('runner_generation', 'bigint', (col) => col.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('projection_checkpoints').dropColumn('runner_generation').execute();
    },
  },
};
