import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import {
  acquireReadVersionDatabase,
  AppConfig,
  CONFIG,
  DATABASE,
  encodeBody,
  VersionedCache,
  type EncodedBody,
} from '@store/platform';
import { Kysely, sql } from 'kysely';
import { checkpointWatchOf, watchedReadModelVersion, type ProjectionTables } from '@store/projections';
import { PRODUCT_LISTING_PROJECTION } from '../projections/catalogue.projections';
import type { CatalogueReadTables } from '../projections/catalogue.tables';
import { ListedProducts, pageBody } from './listed-products';
import { filteredListing, listingKey, listingOrderBy, searchTerm, type ProductFilter } from './listing-filter';
import { productDataVersion } from './product-data-version';
import { readFacets, readProductPage, withDetails, type ProductFacets, type ProductPage } from './product-rows';
import { kolkataToday, toProductView, type ProductView } from './product-view';

export type { ProductFilter } from './listing-filter';

/** Reads product_listing (with product_detail and product_stock): the listing, the home page shelves and one product. */
@Injectable()
export class ProductsQuery implements OnModuleDestroy {
  /**
   * Listing pages' response bodies, until the listing changes: shoppers ask for the same few pages
   * over and over. Only a hundred: any other page is built from the caches below in a fraction of
   * a millisecond, and hundreds of 100 kB bodies kept alive cost more in garbage collection than
   * they save. Every cache here is checked against the listing projection's checkpoint, read once
   * for all the requests that arrive together. Each keeps its compressed copies (EncodedBody).
   */
  private readonly pages: VersionedCache<EncodedBody>;
  /** The listing's whole order (ids) per filter, sort and day: any page of it is a slice. */
  private readonly orders: VersionedCache<string[]>;
  private readonly listed = new ListedProducts((ids, today) => this.productsByIds(ids, today));
  private readonly facetCache: VersionedCache<ProductFacets>;
  private readonly shelves: VersionedCache<ProductView[]>;
  private readonly details: VersionedCache<ProductView | null>;
  /** Products as an order prices them: kept through stock moves (see forPricing). */
  private readonly pricing: VersionedCache<ProductView | null>;
  private readonly versionDatabase: ReturnType<typeof acquireReadVersionDatabase>;
  private readonly db: Kysely<CatalogueReadTables>;

  constructor(
    /** The app's database: the catalogue's tables, and the checkpoints its watch reads. */
    @Inject(DATABASE) db: Kysely<CatalogueReadTables & ProjectionTables>,
    @Inject(CONFIG) config: Pick<AppConfig, 'DATABASE_URL'>,
  ) {
    this.db = db;
    this.versionDatabase = acquireReadVersionDatabase(config.DATABASE_URL);
    // Runners commit through the app's DATABASE: its watch tells when the listing changed here.
    const watch = checkpointWatchOf(db);
    const listingVersion = watchedReadModelVersion(this.versionDatabase.db, [PRODUCT_LISTING_PROJECTION], watch);
    this.pages = new VersionedCache(listingVersion, 100);
    this.orders = new VersionedCache(listingVersion, 100);
    this.facetCache = new VersionedCache(listingVersion, 1);
    this.shelves = new VersionedCache(listingVersion, 10);
    this.details = new VersionedCache(listingVersion, 2000);
    this.pricing = new VersionedCache(productDataVersion(this.versionDatabase.db, watch), 2000);
  }

  onModuleDestroy() {
    return this.versionDatabase.release();
  }

  async list(filter: ProductFilter): Promise<ProductPage> {
    const json = (await this.listBody(filter)).identity.toString('utf8');
    const { success: _success, ...page } = JSON.parse(json) as ProductPage & { success: true };
    return page;
  }

  /** GET /products' whole response body ({ success: true, ...page }) as UTF-8 JSON, the same bytes as uncachedPage's. */
  listBody(filter: ProductFilter): Promise<EncodedBody> {
    const today = kolkataToday();
    return this.pages.get(JSON.stringify([today, filter]), (version) => this.bodyOfOrder(filter, today, version));
  }

  /**
   * A page as a slice of the listing's whole order and its products' JSON (read by primary key
   * once per listing version), so a page no one asked for before costs neither a sort nor a
   * count. The order is read once per filter, sort and listing version (the version the page's
   * own cache read: never older), and per day in India: offer windows open and close on those
   * days (dates compared in India, as effectivePrice does), and with them the price order.
   */
  private async bodyOfOrder(filter: ProductFilter, today: string, version: string): Promise<EncodedBody> {
    const ids = await this.orders.at(version, listingKey(filter, today), () => this.readOrder(filter, today));
    const start = (filter.page - 1) * filter.limit;
    const products = await this.listed.get(version, today, ids.slice(start, start + filter.limit));
    const paging = { currentPage: filter.page, totalPages: Math.ceil(ids.length / filter.limit), total: ids.length };
    return encodeBody(pageBody(products, paging));
  }

  /** Every id the filter matches, in the listing's order (sorted on product_listing's narrow rows). */
  private readOrder(filter: ProductFilter, today: string): Promise<string[]> {
    const orderBy = listingOrderBy(filter.sort ?? 'newest', today);
    return this.planned(filter, async (db) => {
      const row = await filteredListing(db, filter, today)
        .select(sql<string[]>`coalesce(array_agg(id order by ${orderBy}), '{}')`.as('ids'))
        .executeTakeFirstOrThrow();
      return row.ids;
    });
  }

  /** These products with their details and stock, in the order of `ids` (one dropped since is left out). */
  private async productsByIds(ids: string[], today: string): Promise<ProductView[]> {
    if (ids.length === 0) return [];
    const rows = await withDetails(this.db)
      .where(sql<boolean>`product_listing.id = any(${ids})`)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProductView(row, today)] : [];
    });
  }

  /**
   * Runs a listing read; with a search term, in a transaction that keeps the planner off sequential
   * scans. It prices the trigram check (word_similarity, tens of microseconds a row) like a plain
   * comparison, so it scans a small table whole (5,000 products: 200-900 ms) rather than recheck
   * only the candidates of the trigram index (the products that share the term's trigrams).
   */
  private planned<T>(filter: ProductFilter, read: (db: Kysely<CatalogueReadTables>) => Promise<T>): Promise<T> {
    if (!searchTerm(filter)) return read(this.db);
    return this.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return read(trx);
    });
  }

  /**
   * A page with no cache: one statement, the count, the page's ids (sorted on product_listing's
   * narrow rows or an index, never the details), then just those rows with their details and
   * stock, sorted again by the same keys. The reference the cached pages must equal, and what
   * the read bench's comparator serves.
   */
  uncachedPage(filter: ProductFilter, today: string = kolkataToday()): Promise<ProductPage> {
    return this.planned(filter, (db) => readProductPage(db, filter, today));
  }

  /** What the listing can be filtered by, across the whole catalogue (cached until it changes). */
  facets(): Promise<ProductFacets> {
    return this.facetCache.get('facets', () => readFacets(this.db));
  }

  /** A home-page shelf: topwear and bottomwear only, newest first. */
  shelf(flag: 'is_featured' | 'is_new_arrival' | 'is_best_seller', limit = 12): Promise<ProductView[]> {
    const today = kolkataToday();
    return this.shelves.get(`${today}:${flag}:${limit}`, () => this.readShelf(flag, limit, today));
  }

  private async readShelf(
    flag: 'is_featured' | 'is_new_arrival' | 'is_best_seller',
    limit: number,
    today: string,
  ): Promise<ProductView[]> {
    const rows = await withDetails(this.db)
      .where(flag, '=', true)
      .where('category', 'in', ['topwear', 'bottomwear'])
      .orderBy('is_upcoming', 'asc')
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => toProductView(row, today));
  }

  /** One product as the shopper sees it today (cached until the listing changes: treat as read-only). */
  byId(id: string): Promise<ProductView | null> {
    const today = kolkataToday();
    return this.details.get(`${today}:${id}`, () => this.uncachedById(id, today));
  }

  /**
   * One product for pricing an order: its name, prices, sizes, colours and whether it is upcoming,
   * as today. Cached until a product's listing or details change, so every order does not read it
   * again after its own stock move; its stock may be older than the read model (do not use it).
   */
  forPricing(id: string): Promise<ProductView | null> {
    const today = kolkataToday();
    return this.pricing.get(`${today}:${id}`, () => this.uncachedById(id, today));
  }

  /** One product read with no cache (what the read bench's comparator serves). */
  async uncachedById(id: string, today: string = kolkataToday()): Promise<ProductView | null> {
    const row = await withDetails(this.db).where('product_listing.id', '=', id).executeTakeFirst();
    return row ? toProductView(row, today) : null;
  }
}
