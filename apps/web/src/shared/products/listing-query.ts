import { PRODUCT_SORTS, PRODUCTS_PAGE_SIZE, type ProductSort } from '@store/contracts';
import type { ProductListQuery } from '@store/contracts/requests';

/** The listing's query keys kept in the URL, so links, reload and Back show the same page. */
export const LISTING_KEYS = [
  'category',
  'search',
  'brand',
  'size',
  'color',
  'minPrice',
  'maxPrice',
  'sort',
  'page',
] as const;
export type ListingKey = (typeof LISTING_KEYS)[number];

const price = (value: string | null) => {
  const n = value === null || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** The API query a listing URL asks for; anything malformed in the URL is left out. */
export function listingQuery(params: URLSearchParams): ProductListQuery & { page: number; limit: number } {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const text = (key: ListingKey) => params.get(key)?.trim().slice(0, 100) || undefined;
  return {
    category: text('category'),
    search: text('search'),
    brand: text('brand'),
    size: text('size'),
    color: text('color'),
    minPrice: price(params.get('minPrice')),
    maxPrice: price(params.get('maxPrice')),
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: PRODUCTS_PAGE_SIZE,
  };
}

/**
 * The URL after a change: empty values leave it, and any change but the page itself goes back
 * to page 1 (a new filter's page 3 is not the old one's).
 */
export function changedListing(
  params: URLSearchParams,
  changes: Partial<Record<ListingKey, string | number | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  return next;
}

/** How many filters (besides search and category) narrow the list. */
export const activeFilterCount = (query: ProductListQuery) =>
  [query.brand, query.size, query.color, query.minPrice, query.maxPrice].filter((value) => value !== undefined).length;
