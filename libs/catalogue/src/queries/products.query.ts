import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@store/platform';
import { Kysely, sql, type SelectQueryBuilder } from 'kysely';
import { ReadModelCache } from '@store/projections';
import { PRODUCT_LISTING_PROJECTION } from '../projections/catalogue.projections';
import type { CatalogueReadTables } from '../projections/catalogue.tables';
import { kolkataToday, toProductView, type ProductView } from './product-view';

export type ProductSort = 'newest' | 'price-asc' | 'price-desc' | 'rating' | 'popularity';
export interface ProductFilter {
  category?: string;
  brand?: string;
  minPrice?: number;
  maxPrice?: number;
  search?: string;
  sort?: ProductSort;
  page: number;
  limit: number;
}

type Q = SelectQueryBuilder<CatalogueReadTables, 'product_listing', any>;
type ProductPage = { products: ProductView[]; currentPage: number; totalPages: number; total: number };

/** Reads product_listing: the listing, the home page shelves and one product. */
@Injectable()
export class ProductsQuery {
  /** Listing pages until the listing changes: shoppers ask for the same few pages over and over. */
  private readonly pages: ReadModelCache<ProductPage>;

  constructor(@Inject(DATABASE) private readonly db: Kysely<CatalogueReadTables>) {
    this.pages = new ReadModelCache<ProductPage>(db, PRODUCT_LISTING_PROJECTION);
  }

  /** The price the shopper pays today: the offer price inside its window (Asia/Kolkata dates), else the price. */
  private effectivePrice(today: string) {
    return sql<number>`case when has_offer_pricing and offer_price is not null
      and (offer_valid_from is null or left(offer_valid_from, 10) <= ${today})
      and (offer_valid_until is null or left(offer_valid_until, 10) >= ${today})
      then offer_price else price end`;
  }

  private filtered(filter: ProductFilter, today: string): Q {
    let query: Q = this.db.selectFrom('product_listing');
    if (filter.category) query = query.where('category', '=', filter.category.toLowerCase());
    if (filter.brand) query = query.where(sql<boolean>`lower(brand) = ${filter.brand.toLowerCase()}`);
    if (filter.minPrice !== undefined) query = query.where(sql<boolean>`${this.effectivePrice(today)} >= ${filter.minPrice}`);
    if (filter.maxPrice !== undefined) query = query.where(sql<boolean>`${this.effectivePrice(today)} <= ${filter.maxPrice}`);
    const term = filter.search?.trim().toLowerCase();
    if (term) {
      // Substring match, or trigram word similarity (pg_trgm's <%, threshold 0.6) for small typos
      // ("leggins", "jogers"); both are served by the GIN trigram index on search_text.
      query = query.where(sql<boolean>`(search_text like ${`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} or ${term} <% search_text)`);
    }
    return query;
  }

  list(filter: ProductFilter): Promise<ProductPage> {
    const today = kolkataToday();
    return this.pages.get(JSON.stringify([today, filter]), () => this.page(filter, today));
  }

  private async page(filter: ProductFilter, today: string): Promise<ProductPage> {
    const { total } = await this.filtered(filter, today)
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    let query = this.filtered(filter, today).selectAll().orderBy('is_upcoming', 'asc');
    switch (filter.sort ?? 'newest') {
      case 'price-asc':
        query = query.orderBy(this.effectivePrice(today), 'asc');
        break;
      case 'price-desc':
        query = query.orderBy(this.effectivePrice(today), 'desc');
        break;
      case 'rating':
        query = query.orderBy(sql`case when total_reviews = 0 then 0 else rating_sum::numeric / total_reviews end`, 'desc').orderBy('total_reviews', 'desc');
        break;
      case 'popularity':
        query = query.orderBy('total_reviews', 'desc').orderBy('is_best_seller', 'desc');
        break;
      default:
        break;
    }
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute();
    return { products: rows.map((row) => toProductView(row as never, today)), currentPage: filter.page, totalPages: Math.ceil(total / filter.limit), total };
  }

  /** A home-page shelf: topwear and bottomwear only, newest first. */
  async shelf(flag: 'is_featured' | 'is_new_arrival' | 'is_best_seller', limit = 12): Promise<ProductView[]> {
    const rows = await this.db
      .selectFrom('product_listing')
      .selectAll()
      .where(flag, '=', true)
      .where('category', 'in', ['topwear', 'bottomwear'])
      .orderBy('is_upcoming', 'asc')
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => toProductView(row as never));
  }

  async byId(id: string): Promise<ProductView | null> {
    const row = await this.db.selectFrom('product_listing').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toProductView(row as never) : null;
  }
}
