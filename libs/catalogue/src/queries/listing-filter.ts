// The listing's filter and sort as SQL on product_listing, and the key of one filtered order.
import type { ProductSort } from '@store/contracts';
import { sql, type Expression, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { CatalogueReadTables } from '../projections/catalogue.tables';

/** What GET /products filters and sorts by, and which page it shows. */
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
export type Q = SelectQueryBuilder<CatalogueReadTables, 'product_listing', Record<never, never>>;

/** The price the shopper pays today: the offer price inside its window (Asia/Kolkata dates), else the price. */
export function effectivePrice(today: string) {
  return sql<number>`case when has_offer_pricing and offer_price is not null
    and (offer_valid_from is null or left(offer_valid_from, 10) <= ${today})
    and (offer_valid_until is null or left(offer_valid_until, 10) >= ${today})
    then offer_price else price end`;
}

/** product_listing narrowed to the filter (prices as on `today` in India). */
export function filteredListing(db: Kysely<CatalogueReadTables>, filter: ProductFilter, today: string): Q {
  let query: Q = db.selectFrom('product_listing');
  if (filter.category) query = query.where('category', '=', filter.category.toLowerCase());
  if (filter.brand) query = query.where(sql<boolean>`lower(brand) = ${filter.brand.toLowerCase()}`);
  if (filter.minPrice !== undefined) query = query.where(sql<boolean>`${effectivePrice(today)} >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) query = query.where(sql<boolean>`${effectivePrice(today)} <= ${filter.maxPrice}`);
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

/** The listing's order: upcoming last, then the chosen sort, then newest first (id breaks ties). */
export function listingOrderKeys(sort: ProductSort, today: string): Array<[Expression<unknown>, 'asc' | 'desc']> {
  const chosen: Array<[Expression<unknown>, 'asc' | 'desc']> =
    sort === 'price-asc'
      ? [[effectivePrice(today), 'asc']]
      : sort === 'price-desc'
        ? [[effectivePrice(today), 'desc']]
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

/** listingOrderKeys as an ORDER BY list. */
export function listingOrderBy(sort: ProductSort, today: string) {
  return sql.join(listingOrderKeys(sort, today).map(([key, direction]) => sql`${key} ${sql.raw(direction)}`));
}

/** The search term as the listing matches it (trimmed, lower case), if any. */
export function searchTerm(filter: ProductFilter): string | undefined {
  return filter.search?.trim().toLowerCase() || undefined;
}

/** The filter and sort without page and size, normalised as the listing applies them: the key of one order. */
export function listingKey(filter: ProductFilter, today: string): string {
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
