/**
 * The addresses of the storefront's public pages, as the web app links them and as the sitemap
 * and the pages' canonical links name them: one spelling per page, so a search engine sees one
 * URL for it (the listing answers at /products too, but every link and canonical says /collections).
 */
export const STOREFRONT_PAGES = {
  home: '/',
  listing: '/collections',
  privacy: '/privacy',
  terms: '/terms',
} as const;

/** A product's page. */
export const productPath = (productId: string): string => `/products/${encodeURIComponent(productId)}`;

/** What a listing's canonical URL keeps: the filters that make it a page of its own. */
export interface ListingPathParams {
  category?: string;
  search?: string;
  /** 1 (the default) is left out. */
  page?: number;
}

/**
 * A listing page's address with only its category, search and page, in that order, whatever
 * other filters, sort or order of parameters the shopper's URL had.
 */
export function listingPath({ category, search, page }: ListingPathParams): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (search) params.set('search', search);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${STOREFRONT_PAGES.listing}?${query}` : STOREFRONT_PAGES.listing;
}
