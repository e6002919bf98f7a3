import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CLOCK, type Clock, DATABASE, NotFoundError, ValidationError } from '@store/platform';
import type { Kysely } from 'kysely';
import { CATALOGUE_MESSAGES as M } from '../domain/messages';
import { MAX_IMPORT_ROWS, readImportPart, type ImportRow } from './catalogue-import-file';

/** A staged import is kept this long after it was last used (a part sent, a check), then dropped. */
export const STAGED_IMPORT_TTL_MS = 60 * 60 * 1000;
/** Parts of one import: the screen sends parts of about 700 kB, so 1,000 is far beyond any catalogue. */
export const MAX_IMPORT_PARTS = 1_000;

/** The revisions of a product's two streams an import was checked against (-1: no stream). */
export type CheckedRevisions = Record<string, [product: number, inventory: number]>;

export interface StagedImportTables {
  catalogue_import_stage: {
    import_id: string;
    admin_id: string;
    expires_at: string | Date;
    checked: CheckedRevisions | null;
  };
  catalogue_import_part: { import_id: string; first_row: number; row_count: number; csv: string };
}

/**
 * The parts of an import that the admin screen sends one request at a time (each within the
 * body limit, each with the header), kept in PostgreSQL until the import is applied or expires,
 * so the whole file is checked and applied at once. Write-side scratch, like an upload: not a
 * fact of the catalogue, so not an event, and not a read model. Only the admin who started an
 * import sees it (anyone else: 404).
 */
@Injectable()
export class StagedImports {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<StagedImportTables>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async start(adminId: string): Promise<{ importId: string; expiresAt: string }> {
    await this.db
      .deleteFrom('catalogue_import_stage')
      .where('expires_at', '<', this.clock.now().toISOString())
      .execute();
    const importId = randomUUID();
    const expiresAt = this.expiry();
    await this.db
      .insertInto('catalogue_import_stage')
      .values({ import_id: importId, admin_id: adminId, expires_at: expiresAt, checked: null })
      .execute();
    return { importId, expiresAt };
  }

  /**
   * Keeps one part (its header and rows checked now). The same part sent again (a retried
   * request) is accepted once; a part whose rows overlap another's is refused.
   */
  async addPart(
    importId: string,
    adminId: string,
    csv: string,
    firstRow: number,
  ): Promise<{ parts: number; rows: number }> {
    const rows = readImportPart(csv, firstRow);
    return this.db.transaction().execute(async (trx) => {
      await this.requireStage(trx, importId, adminId, true);
      const parts = await trx
        .selectFrom('catalogue_import_part')
        .select(['first_row', 'row_count', 'csv'])
        .where('import_id', '=', importId)
        .execute();
      const same = parts.find((part) => part.first_row === firstRow);
      if (!same) {
        const last = firstRow + rows.length - 1;
        const overlapping = parts.find(
          (part) =>
            part.row_count > 0 &&
            rows.length > 0 &&
            part.first_row <= last &&
            firstRow <= part.first_row + part.row_count - 1,
        );
        if (overlapping)
          throw new ValidationError(
            M.importPartOverlaps(overlapping.first_row, overlapping.first_row + overlapping.row_count - 1),
            'firstRow',
          );
        if (parts.length >= MAX_IMPORT_PARTS)
          throw new ValidationError(`An import may have at most ${MAX_IMPORT_PARTS} parts`);
        const total = parts.reduce((sum, part) => sum + part.row_count, 0) + rows.length;
        if (total > MAX_IMPORT_ROWS)
          throw new ValidationError(`An import may hold at most ${MAX_IMPORT_ROWS} rows`, 'csv');
        await trx
          .insertInto('catalogue_import_part')
          .values({ import_id: importId, first_row: firstRow, row_count: rows.length, csv })
          .execute();
        parts.push({ first_row: firstRow, row_count: rows.length, csv });
      } else if (same.csv !== csv) {
        throw new ValidationError(
          M.importPartOverlaps(same.first_row, same.first_row + same.row_count - 1),
          'firstRow',
        );
      }
      // A new part makes an earlier check stale.
      await trx
        .updateTable('catalogue_import_stage')
        .set({ expires_at: this.expiry(), ...(same ? {} : { checked: null }) })
        .where('import_id', '=', importId)
        .execute();
      return { parts: parts.length, rows: parts.reduce((sum, part) => sum + part.row_count, 0) };
    });
  }

  /** Every row of the import in file order, and the revisions its last clean check saw. */
  async rows(importId: string, adminId: string): Promise<{ rows: ImportRow[]; checked: CheckedRevisions | null }> {
    const stage = await this.requireStage(this.db, importId, adminId, false);
    const parts = await this.db
      .selectFrom('catalogue_import_part')
      .select(['first_row', 'csv'])
      .where('import_id', '=', importId)
      .orderBy('first_row')
      .execute();
    if (parts.length === 0) throw new ValidationError(M.importHasNoParts);
    return { rows: parts.flatMap((part) => readImportPart(part.csv, part.first_row)), checked: stage.checked };
  }

  /** Records what a clean check saw (null: its problems), so the apply can tell what changed since. */
  async recordCheck(importId: string, checked: CheckedRevisions | null): Promise<void> {
    await this.db
      .updateTable('catalogue_import_stage')
      .set({
        checked: checked === null ? null : (JSON.stringify(checked) as unknown as CheckedRevisions),
        expires_at: this.expiry(),
      })
      .where('import_id', '=', importId)
      .execute();
  }

  /** An applied import's parts are dropped. */
  async remove(importId: string): Promise<void> {
    await this.db.deleteFrom('catalogue_import_stage').where('import_id', '=', importId).execute();
  }

  private async requireStage(db: Kysely<StagedImportTables>, importId: string, adminId: string, lock: boolean) {
    let query = db
      .selectFrom('catalogue_import_stage')
      .select(['admin_id', 'checked'])
      .where('import_id', '=', importId)
      .where('expires_at', '>', this.clock.now().toISOString());
    if (lock) query = query.forUpdate();
    const stage = await query.executeTakeFirst();
    if (!stage || stage.admin_id !== adminId) throw new NotFoundError(M.importNotFound);
    return stage;
  }

  private expiry(): string {
    return new Date(this.clock.now().getTime() + STAGED_IMPORT_TTL_MS).toISOString();
  }
}
