/** The listing's sort orders (GET /products?sort=). Upcoming products come last whatever the sort. */
export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'rating', 'popularity'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** GET /products page size. */
export const PRODUCTS_PAGE_SIZE = 24;

/** The name of the product's own colour, offered beside its variants (spec section 2). */
export const ORIGINAL_COLOUR = { name: 'Original', code: '#000000' } as const;

/**
 * The one rule for the struck-through price (the spec's `displayOriginalPrice`): the original
 * price the admin set in the product form, else the product's price. The storefront strikes it
 * through only while an offer applies; the admin list shows the same figure. The server's
 * product view, the cart line, the order line and every screen read it from here.
 */
export function offerReferencePrice(pricing: { price: number; originalPrice: number | null }): number {
  return pricing.originalPrice ?? pricing.price;
}
