import { sql, type Kysely } from 'kysely';
import { SharedRead } from '@store/platform';
import { keptWhileLocal, type CheckpointWatch, type ProjectionTables } from '@store/projections';
import { PRODUCT_LISTING_PROJECTION } from '../projections/catalogue.projections';
import type { CatalogueReadTables } from '../projections/catalogue.tables';

/**
 * The listing projection's version and the position of the last event that changed a product's
 * listing, details or rating (not its stock): read once for every caller that asks while a read
 * is in flight (SharedRead), so a value cached at it is never older than the read model. A
 * rebuild writes the same position for the same events; a new projection version changes it.
 *
 * With `watch`: while the listing's runner is in this process, the value is read again only after
 * that runner committed since the last read (keptWhileLocal; every order placed asked the
 * database, a statement per ~4 orders under the checkout bench).
 */
export function productDataVersion(
  db: Kysely<ProjectionTables & Pick<CatalogueReadTables, 'product_data_version'>>,
  watch?: CheckpointWatch,
): () => Promise<string> {
  const shared = new SharedRead(async () => {
    const { rows } = await sql<{ version: number; changed_at: string | null }>`
      select c.version, (select changed_at from product_data_version) as changed_at
      from projection_checkpoints c where c.name = ${PRODUCT_LISTING_PROJECTION}`.execute(db);
    return rows[0] ? `${rows[0].version}:${rows[0].changed_at ?? 'none'}` : 'none';
  });
  return keptWhileLocal(() => shared.get(), [PRODUCT_LISTING_PROJECTION], watch);
}
