import { SIZES, type ProductFacetsResponse, type Size } from '@store/contracts';
import { sql, type Expression, type Kysely } from 'kysely';
import type { CatalogueReadTables } from '../projections/catalogue.tables';
import { filteredListing, listingOrderBy, listingOrderKeys, searchTerm, type ProductFilter } from './listing-filter';
import { toProductView, type ListedRow, type ProductView } from './product-view';

/** product_detail's columns as a listed row carries them (d: product_detail). */
const DETAIL_COLUMNS =
  'd.description, d.material, d.hsn_code, d.payment_hold_minutes, d.sizes, d.tags, d.specifications, d.base_images, d.color_variants, d.updated_at as detail_updated_at';
export type ProductPage = { products: ProductView[]; currentPage: number; totalPages: number; total: number };
export type ProductFacets = Omit<ProductFacetsResponse, 'success'>;

/** product_listing with each row's details and stock. */
export function withDetails(db: Kysely<CatalogueReadTables>) {
  return db
    .selectFrom('product_listing')
    .innerJoin('product_detail', 'product_detail.id', 'product_listing.id')
    .leftJoin('product_stock', 'product_stock.id', 'product_listing.id')
    .selectAll('product_listing')
    .select([
      'product_detail.description',
      'product_detail.material',
      'product_detail.hsn_code',
      'product_detail.payment_hold_minutes',
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

/**
 * A page with no cache: one statement, the count, the page's ids (sorted on product_listing's
 * narrow rows or an index, never the details), then just those rows with their details and
 * stock, sorted again by the same keys.
 */
export async function readProductPage(
  db: Kysely<CatalogueReadTables>,
  filter: ProductFilter,
  today: string,
): Promise<ProductPage> {
  const orderBy = listingOrderBy(filter.sort ?? 'newest', today);
  const offset = (filter.page - 1) * filter.limit;
  // A search's matches are found once (each costs a trigram check) for both the count and the
  // page; any other filter is cheap to apply twice, and the page then walks an index when it can.
  const matched = searchTerm(filter) ? filteredListing(db, filter, today).selectAll() : undefined;
  let ids: Expression<unknown>;
  let total: Expression<unknown>;
  if (matched) {
    ids = sql`select id from matched order by ${orderBy} limit ${filter.limit} offset ${offset}`;
    total = sql`select count(*)::int as total from matched`;
  } else {
    let page = filteredListing(db, filter, today).select('id');
    for (const [key, direction] of listingOrderKeys(filter.sort ?? 'newest', today))
      page = page.orderBy(key, direction);
    ids = page.limit(filter.limit).offset(offset);
    total = filteredListing(db, filter, today).select(sql<number>`count(*)::int`.as('total'));
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

/** What the listing can be filtered by, across the whole catalogue. */
export async function readFacets(db: Kysely<CatalogueReadTables>): Promise<ProductFacets> {
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
      (select max(price) from product_listing) as max_price`.execute(db);
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
