import type { Kysely } from 'kysely';
import { SharedRead } from '@store/platform';
import type { CatalogueReadTables } from '../projections/catalogue.tables';

/**
 * The token the listing projection replaces whenever a product's listing or details change (not
 * its stock): read once for every caller that asks while a read is in flight (SharedRead), so a
 * value cached at it is never older than the read model.
 */
export function productDataVersion(db: Kysely<CatalogueReadTables>): () => Promise<string> {
  const shared = new SharedRead(async () => (await db.selectFrom('product_data_version').select('token').executeTakeFirst())?.token ?? 'none');
  return () => shared.get();
}
