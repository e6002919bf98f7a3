import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { acquireReadVersionDatabase, AppConfig, CONFIG, DATABASE, VersionedCache } from '@store/platform';
import { checkpointWatchOf, watchedReadModelVersion, type ProjectionTables } from '@store/projections';
import { Kysely } from 'kysely';
import { PRODUCT_LISTING_PROJECTION } from '../projections/catalogue.projections';
import type { CatalogueReadTables } from '../projections/catalogue.tables';
import { PRODUCT_SALES_PROJECTION, type ProductSalesTables } from '../projections/product-sales.projection';
import { kolkataToday, toProductView, type ProductView } from './product-view';

/**
 * The best-sellers shelf: topwear and bottomwear that sold the most units in paid orders,
 * then the ones an admin flagged as best sellers (so a new store's shelf is not empty). Kept
 * until the listing or the sales change, as the other shelves are (ProductsQuery.shelf).
 */
@Injectable()
export class BestSellersQuery implements OnModuleDestroy {
  private readonly shelves: VersionedCache<ProductView[]>;
  private readonly versionDatabase: ReturnType<typeof acquireReadVersionDatabase>;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<CatalogueReadTables & ProductSalesTables & ProjectionTables>,
    @Inject(CONFIG) config: Pick<AppConfig, 'DATABASE_URL'>,
  ) {
    this.versionDatabase = acquireReadVersionDatabase(config.DATABASE_URL);
    const version = watchedReadModelVersion(
      this.versionDatabase.db,
      [PRODUCT_LISTING_PROJECTION, PRODUCT_SALES_PROJECTION],
      checkpointWatchOf(db),
    );
    this.shelves = new VersionedCache(version, 4);
  }

  onModuleDestroy() {
    return this.versionDatabase.release();
  }

  /** The shelf as today (cached: treat as read-only). */
  shelf(limit = 12): Promise<ProductView[]> {
    const today = kolkataToday();
    return this.shelves.get(`${today}:${limit}`, () => this.readShelf(limit, today));
  }

  private async readShelf(limit: number, today: string): Promise<ProductView[]> {
    const rows = await this.db
      .selectFrom('product_listing as p')
      .leftJoin('product_sales as s', 's.product_id', 'p.id')
      .innerJoin('product_detail as d', 'd.id', 'p.id')
      .leftJoin('product_stock as k', 'k.id', 'p.id')
      .selectAll('p')
      .select([
        'd.description',
        'd.material',
        'd.hsn_code',
        'd.payment_hold_minutes',
        'd.sizes',
        'd.tags',
        'd.specifications',
        'd.base_images',
        'd.color_variants',
        'd.updated_at as detail_updated_at',
      ])
      .select(['k.stock', 'k.updated_at as stock_updated_at'])
      .where((eb) => eb.or([eb('s.units_sold', '>', 0), eb('p.is_best_seller', '=', true)]))
      .where('p.category', 'in', ['topwear', 'bottomwear'])
      .orderBy('p.is_upcoming', 'asc')
      .orderBy((eb) => eb.fn.coalesce('s.units_sold', eb.lit(0)), 'desc')
      .orderBy('p.created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => toProductView(row as never, today));
  }
}
