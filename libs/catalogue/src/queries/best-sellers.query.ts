import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@store/platform';
import { Kysely } from 'kysely';
import type { CatalogueReadTables } from '../projections/catalogue.tables';
import type { ProductSalesTables } from '../projections/product-sales.projection';
import { toProductView, type ProductView } from './product-view';

/**
 * The best-sellers shelf: topwear and bottomwear that sold the most units in paid orders,
 * then the ones an admin flagged as best sellers (so a new store's shelf is not empty).
 */
@Injectable()
export class BestSellersQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<CatalogueReadTables & ProductSalesTables>) {}

  async shelf(limit = 12): Promise<ProductView[]> {
    const rows = await this.db
      .selectFrom('product_listing as p')
      .leftJoin('product_sales as s', 's.product_id', 'p.id')
      .innerJoin('product_detail as d', 'd.id', 'p.id')
      .leftJoin('product_stock as k', 'k.id', 'p.id')
      .selectAll('p')
      .select([
        'd.description',
        'd.material',
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
    return rows.map((row) => toProductView(row as never));
  }
}
