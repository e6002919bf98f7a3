import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { acquireReadVersionDatabase, AppConfig, CONFIG, DATABASE, VersionedCache } from '@store/platform';
import { SIZES, type ProductFacetsResponse, type ProductSort, type Size } from '@store/contracts';
import { Kysely, sql, type Expression, type SelectQueryBuilder } from 'kysely';
import { checkpointWatchOf, watchedReadModelVersion, type ProjectionTables } from '@store/projections';
import { PRODUCT_LISTING_PROJECTION } from '../projections/catalogue.projections';
import type { CatalogueReadTables } from '../projections/catalogue.tables';
import { ListedProducts, pageBody } from './listed-products';
import { productDataVersion } from './product-data-version';
import { kolkataToday, toProductView, type ListedRow, type ProductView } from './product-view';

export interface ProductFilter {
  category?: string;
  brand?: string;
  size?: string;
  color?: string;
  minPrice?: number;
  maxPrice?: number;
  search?: string;
  sort?: ProductSort;
  page: number;
  limit: number;
}

/** product_listing filtered, nothing selected yet. */
type Q = SelectQueryBuilder<CatalogueReadTables, 'product_listing', Record<never, never>>;
/** product_detail's columns as a listed row carries them (d: product_detail). */
const DETAIL_COLUMNS =
  'd.description, d.material, d.sizes, d.tags, d.specifications, d.base_images, d.color_variants, d.updated_at as detail_updated_at';
type ProductPage = { products: ProductView[]; currentPage: number; totalPages: number; total: number };
type ProductFacets = Omit<ProductFacetsResponse, 'success'>;

/** Reads product_listing (with product_detail and product_stock): the listing, the home page shelves and one product. */
@Injectable()
export class ProductsQuery implements OnModuleDestroy {
  /**
   * Listing pages' response bodies, until the listing changes: shoppers ask for the same few pages
   * over and over. Only a hundred: any other page is built from the caches below in a fraction of
   * a millisecond, and hundreds of 100 kB bodies kept alive cost more in garbage collection than
   * they save. Every cache here is checked against the listing projection's checkpoint, read once
   * for all the requests that arrive together.
   */
  private readonly pages: VersionedCache<Buffer>;
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

  /** The price the shopper pays today: the offer price inside its window (Asia/Kolkata dates), else the price. */
  private effectivePrice(today: string) {
    return sql<number>`case when has_offer_pricing and offer_price is not null
      and (offer_valid_from is null or left(offer_valid_from, 10) <= ${today})
      and (offer_valid_until is null or left(offer_valid_until, 10) >= ${today})
      then offer_price else price end`;
  }

  private filtered(filter: ProductFilter, today: string, db: Kysely<CatalogueReadTables> = this.db): Q {
    let query: Q = db.selectFrom('product_listing');
    if (filter.category) query = query.where('category', '=', filter.category.toLowerCase());
    if (filter.brand) query = query.where(sql<boolean>`lower(brand) = ${filter.brand.toLowerCase()}`);
    if (filter.minPrice !== undefined)
      query = query.where(sql<boolean>`${this.effectivePrice(today)} >= ${filter.minPrice}`);
    if (filter.maxPrice !== undefined)
      query = query.where(sql<boolean>`${this.effectivePrice(today)} <= ${filter.maxPrice}`);
    if (filter.size) {
      query = query.where(
        sql<boolean>`exists (select 1 from product_detail d where d.id = product_listing.id and d.sizes ? ${filter.size.toUpperCase()})`,
      );
    }
    if (filter.color) {
      // An active colour variant of that name, in any case.
      query = query.where(
        sql<boolean>`exists (select 1 from product_detail d, jsonb_array_elements(d.color_variants) v
          where d.id = product_listing.id and lower(v->>'colorName') = ${filter.color.trim().toLowerCase()} and coalesce(v->>'isActive', 'true') <> 'false')`,
      );
    }
    const term = searchTerm(filter);
    if (term) {
      // Substring match, or trigram word similarity (pg_trgm's <%, threshold 0.6) for small typos
      // ("leggins", "jogers"); both are served by the GIN trigram index on search_text.
      query = query.where(
        sql<boolean>`(search_text like ${`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} or ${term} <% search_text)`,
      );
    }
    return query;
  }

  async list(filter: ProductFilter): Promise<ProductPage> {
    const { success: _success, ...page } = JSON.parse((await this.listBody(filter)).toString('utf8')) as ProductPage & {
      success: true;
    };
    return page;
  }

  /** GET /products' whole response body ({ success: true, ...page }) as UTF-8 JSON, the same bytes as uncachedPage's. */
  listBody(filter: ProductFilter): Promise<Buffer> {
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
  private async bodyOfOrder(filter: ProductFilter, today: string, version: string): Promise<Buffer> {
    const ids = await this.orders.at(version, listingKey(filter, today), () => this.readOrder(filter, today));
    const start = (filter.page - 1) * filter.limit;
    const products = await this.listed.get(version, today, ids.slice(start, start + filter.limit));
    const paging = { currentPage: filter.page, totalPages: Math.ceil(ids.length / filter.limit), total: ids.length };
    return pageBody(products, paging);
  }

  /** Every id the filter matches, in the listing's order (sorted on product_listing's narrow rows). */
  private readOrder(filter: ProductFilter, today: string): Promise<string[]> {
    const orderBy = this.orderBy(filter.sort ?? 'newest', today);
    return this.planned(filter, async (db) => {
      const row = await this.filtered(filter, today, db)
        .select(sql<string[]>`coalesce(array_agg(id order by ${orderBy}), '{}')`.as('ids'))
        .executeTakeFirstOrThrow();
      return row.ids;
    });
  }

  /** These products with their details and stock, in the order of `ids` (one dropped since is left out). */
  private async productsByIds(ids: string[], today: string): Promise<ProductView[]> {
    if (ids.length === 0) return [];
    const rows = await this.withDetails()
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

  /** The listing's order: upcoming last, then the chosen sort, then newest first (id breaks ties). */
  private orderKeys(sort: ProductSort, today: string): Array<[Expression<unknown>, 'asc' | 'desc']> {
    const chosen: Array<[Expression<unknown>, 'asc' | 'desc']> =
      sort === 'price-asc'
        ? [[this.effectivePrice(today), 'asc']]
        : sort === 'price-desc'
          ? [[this.effectivePrice(today), 'desc']]
          : sort === 'rating'
            ? [
                [sql`case when total_reviews = 0 then 0 else rating_sum::numeric / total_reviews end`, 'desc'],
                [sql.ref('total_reviews'), 'desc'],
              ]
            : sort === 'popularity'
              ? [
                  [sql.ref('total_reviews'), 'desc'],
                  [sql.ref('is_best_seller'), 'desc'],
                ]
              : [];
    return [[sql.ref('is_upcoming'), 'asc'], ...chosen, [sql.ref('created_at'), 'desc'], [sql.ref('id'), 'asc']];
  }

  private orderBy(sort: ProductSort, today: string) {
    return sql.join(this.orderKeys(sort, today).map(([key, direction]) => sql`${key} ${sql.raw(direction)}`));
  }

  /**
   * A page with no cache: one statement, the count, the page's ids (sorted on product_listing's
   * narrow rows or an index, never the details), then just those rows with their details and
   * stock, sorted again by the same keys. The reference the cached pages must equal, and what
   * the read bench's comparator serves.
   */
  uncachedPage(filter: ProductFilter, today: string = kolkataToday()): Promise<ProductPage> {
    return this.planned(filter, (db) => this.readPage(filter, today, db));
  }

  private async readPage(filter: ProductFilter, today: string, db: Kysely<CatalogueReadTables>): Promise<ProductPage> {
    const orderBy = this.orderBy(filter.sort ?? 'newest', today);
    const offset = (filter.page - 1) * filter.limit;
    // A search's matches are found once (each costs a trigram check) for both the count and the
    // page; any other filter is cheap to apply twice, and the page then walks an index when it can.
    const matched = searchTerm(filter) ? this.filtered(filter, today, db).selectAll() : undefined;
    let ids: Expression<unknown>;
    let total: Expression<unknown>;
    if (matched) {
      ids = sql`select id from matched order by ${orderBy} limit ${filter.limit} offset ${offset}`;
      total = sql`select count(*)::int as total from matched`;
    } else {
      let page = this.filtered(filter, today, db).select('id');
      for (const [key, direction] of this.orderKeys(filter.sort ?? 'newest', today))
        page = page.orderBy(key, direction);
      ids = page.limit(filter.limit).offset(offset);
      total = this.filtered(filter, today, db).select(sql<number>`count(*)::int`.as('total'));
    }
    const { rows } = await sql<ListedRow & { total: number }>`
      ${matched ? sql`with matched as materialized (${matched})` : sql``}
      select counted.total, listed.*
      from (${total}) counted
      left join lateral (
        select l.*, ${sql.raw(DETAIL_COLUMNS)}, s.stock, s.updated_at as stock_updated_at
        from (${ids}) page
        join product_listing l on l.id = page.id
        join product_detail d on d.id = page.id
        left join product_stock s on s.id = page.id
      ) listed on true
      order by ${orderBy}`.execute(db);
    const count = rows[0]?.total ?? 0; // one row with only the total when the page is past the end
    const products = rows.filter((row) => row.id !== null).map((row) => toProductView(row, today));
    return { products, currentPage: filter.page, totalPages: Math.ceil(count / filter.limit), total: count };
  }

  /** What the listing can be filtered by, across the whole catalogue (cached until it changes). */
  facets(): Promise<ProductFacets> {
    return this.facetCache.get('facets', () => this.readFacets());
  }

  private async readFacets(): Promise<ProductFacets> {
    const { rows } = await sql<{
      brands: string[] | null;
      colors: Array<{ name: string; code: string }> | null;
      sizes: string[] | null;
      min_price: string | null;
      max_price: string | null;
    }>`
      select
        (select array_agg(distinct brand order by brand) from product_listing) as brands,
        (select jsonb_agg(distinct jsonb_build_object('name', v->>'colorName', 'code', v->>'colorCode'))
           from product_detail d, jsonb_array_elements(d.color_variants) v where coalesce(v->>'isActive', 'true') <> 'false') as colors,
        (select array_agg(distinct s) from product_detail d, jsonb_array_elements_text(d.sizes) s) as sizes,
        (select min(price) from product_listing) as min_price,
        (select max(price) from product_listing) as max_price`.execute(this.db);
    const row = rows[0];
    const sizes = new Set(row?.sizes ?? []);
    return {
      brands: row?.brands ?? [],
      colors: (row?.colors ?? []).sort((a, b) => a.name.localeCompare(b.name)),
      sizes: SIZES.filter((size): size is Size => sizes.has(size)),
      minPrice: Math.floor(Number(row?.min_price ?? 0)),
      maxPrice: Math.ceil(Number(row?.max_price ?? 0)),
    };
  }

  /** product_listing with each row's details and stock. */
  private withDetails() {
    return this.db
      .selectFrom('product_listing')
      .innerJoin('product_detail', 'product_detail.id', 'product_listing.id')
      .leftJoin('product_stock', 'product_stock.id', 'product_listing.id')
      .selectAll('product_listing')
      .select([
        'product_detail.description',
        'product_detail.material',
        'product_detail.sizes',
        'product_detail.tags',
        'product_detail.specifications',
        'product_detail.base_images',
        'product_detail.color_variants',
        'product_detail.updated_at as detail_updated_at',
        'product_stock.stock',
        'product_stock.updated_at as stock_updated_at',
      ]);
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
    const rows = await this.withDetails()
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
    const row = await this.withDetails().where('product_listing.id', '=', id).executeTakeFirst();
    return row ? toProductView(row, today) : null;
  }
}

/** The search term as the listing matches it (trimmed, lower case), if any. */
function searchTerm(filter: ProductFilter): string | undefined {
  return filter.search?.trim().toLowerCase() || undefined;
}

/** The filter and sort without page and size, normalised as the listing applies them: the key of one order. */
function listingKey(filter: ProductFilter, today: string): string {
  return JSON.stringify([
    today,
    filter.category ? filter.category.toLowerCase() : null,
    filter.brand ? filter.brand.toLowerCase() : null,
    filter.size ? filter.size.toUpperCase() : null,
    filter.color ? filter.color.trim().toLowerCase() : null,
    filter.minPrice ?? null,
    filter.maxPrice ?? null,
    searchTerm(filter) ?? null,
    filter.sort ?? 'newest',
  ]);
}
