import { Inject, Injectable } from '@nestjs/common';
import type { CatalogueImportEntry } from '@store/contracts';
import { DATABASE } from '@store/platform';
import type { Kysely } from 'kysely';
import type { ImportHistoryTables } from '../projections/import-history.projection';

/** The applied CSV imports, newest first (catalogue_import_history). */
@Injectable()
export class ImportHistoryQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<ImportHistoryTables>) {}

  async page(
    page: number,
    limit: number,
  ): Promise<{ imports: CatalogueImportEntry[]; currentPage: number; totalPages: number; total: number }> {
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom('catalogue_import')
        .selectAll()
        .orderBy('imported_at', 'desc')
        .orderBy('import_id')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      this.db
        .selectFrom('catalogue_import')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    const total = Number(count.total);
    return {
      imports: rows.map((row) => ({
        importId: row.import_id,
        importedAt: new Date(row.imported_at).toISOString(),
        actor: { id: row.actor_id, role: row.actor_role, name: null },
        rows: row.rows,
        created: row.created,
        updated: row.updated,
        unchanged: row.unchanged,
      })),
      currentPage: page,
      totalPages: Math.ceil(total / limit),
      total,
    };
  }
}
