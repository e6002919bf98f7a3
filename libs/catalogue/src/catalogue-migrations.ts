import { Kysely, sql } from 'kysely';
import { resealPlainFields, userSubject, type MigrationSet } from '@store/platform';

/**
 * pg_trgm for the listing search that tolerates small typos; the inventory streams' snapshots
 * (write side, InventorySnapshots); the parts of CSV imports not yet applied (write side,
 * StagedImports); review events from before sealing resealed (issue #38). The read models are
 * created by their projections.
 */
export const catalogueMigrations: MigrationSet = {
  '20261122_2330_catalogue_pg_trgm': {
    async up(db: Kysely<any>) {
      await sql`create extension if not exists pg_trgm`.execute(db);
    },
    async down() {
      // Other modules may rely on the extension: left in place.
    },
  },
  '20261123_2200_catalogue_inventory_snapshots': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('inventory_snapshot')
        .ifNotExists()
        .addColumn('stream_id', 'text', (c) => c.primaryKey())
        .addColumn('revision', 'bigint', (c) => c.notNull())
        .addColumn('schema', 'integer', (c) => c.notNull())
        .addColumn('state', 'jsonb', (c) => c.notNull())
        .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('inventory_snapshot').ifExists().execute();
    },
  },
  '20261128_1000_catalogue_import_staging': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('catalogue_import_stage')
        .ifNotExists()
        .addColumn('import_id', 'text', (c) => c.primaryKey())
        .addColumn('admin_id', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('checked', 'jsonb')
        .execute();
      await db.schema
        .createTable('catalogue_import_part')
        .ifNotExists()
        .addColumn('import_id', 'text', (c) =>
          c.notNull().references('catalogue_import_stage.import_id').onDelete('cascade'),
        )
        .addColumn('first_row', 'integer', (c) => c.notNull())
        .addColumn('row_count', 'integer', (c) => c.notNull())
        .addColumn('csv', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('catalogue_import_part_pk', ['import_id', 'first_row'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('catalogue_import_part').ifExists().execute();
      await db.schema.dropTable('catalogue_import_stage').ifExists().execute();
    },
  },
  /**
   * What a reviewer wrote is sealed under their key from now on (ReviewCreated/ReviewEdited
   * `sealedComment`, as `sealedUserName` since #16). Events written before hold the name and the
   * text in plain: rewritten here once, sealed under the reviewer's key, or dropped when the
   * reviewer was erased already, so no erasure, past or future, leaves them in the log. Rewriting
   * the log in place is the exception: an erasure must reach it, and the event keeps its type,
   * ids, rating and times (the catalogue listing's version 5 rebuilds product_review from it).
   */
  '20261203_1200_catalogue_seal_review_text': {
    async up(db: Kysely<any>) {
      await resealPlainFields(db, {
        eventTypes: ['ReviewCreated', 'ReviewEdited'],
        streamPrefix: 'catalogue-review-',
        fields: [
          { plain: 'userName', sealed: 'sealedUserName' },
          { plain: 'comment', sealed: 'sealedComment' },
        ],
        subjectOf: (data) => userSubject(String(data.userId)),
      });
    },
    async down() {
      // Never opened back into plain text in the log.
    },
  },
};
