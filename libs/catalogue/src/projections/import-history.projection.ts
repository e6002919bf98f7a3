import { defineProjection, REPORT_BATCH_INTERVAL_MS } from '@store/projections';
import { sql } from 'kysely';
import type { CatalogueImportEvent } from '../domain/catalogue-import';
import { IMPORT_STREAM_PREFIX } from '../streams';

export const IMPORT_HISTORY_PROJECTION = 'catalogue_import_history';

/** catalogue_import: one row per applied CSV import, for the admin's import history. */
export interface ImportHistoryTables {
  catalogue_import: {
    import_id: string;
    imported_at: string | Date;
    actor_id: string | null;
    actor_role: string;
    rows: number;
    created: number;
    updated: number;
    unchanged: number;
  };
}

/** The applied imports (CatalogueImported, on the import's own stream), newest first on the screen. */
export const importHistoryProjection = defineProjection<ImportHistoryTables>({
  name: IMPORT_HISTORY_PROJECTION,
  version: 1,
  tables: ['catalogue_import'],
  minBatchIntervalMs: REPORT_BATCH_INTERVAL_MS, // an audit list: the import's answer does not wait on it
  async createTables(db) {
    await db.schema
      .createTable('catalogue_import')
      .addColumn('import_id', 'text', (c) => c.primaryKey())
      .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('actor_role', 'text', (c) => c.notNull())
      .addColumn('rows', 'integer', (c) => c.notNull())
      .addColumn('created', 'integer', (c) => c.notNull())
      .addColumn('updated', 'integer', (c) => c.notNull())
      .addColumn('unchanged', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('catalogue_import_newest')
      .on('catalogue_import')
      .expression(sql`imported_at desc, import_id`)
      .execute();
  },
  accepts: (event) => event.streamId.startsWith(IMPORT_STREAM_PREFIX),
  handlers: {
    CatalogueImported: async (event, db) => {
      if (!event.streamId.startsWith(IMPORT_STREAM_PREFIX)) return;
      const { importId, rows, created, updated, unchanged, at } = (event as unknown as CatalogueImportEvent).data;
      const actor = event.metadata.actor;
      await db
        .insertInto('catalogue_import')
        .values({
          import_id: importId,
          imported_at: at,
          actor_id: actor.id,
          actor_role: actor.role,
          rows,
          created: created.length,
          updated: updated.length,
          unchanged,
        })
        .onConflict((c) => c.column('import_id').doNothing())
        .execute();
    },
  },
});
