/** Texts and limits every screen showing products shares (spec sections 2, 8 and 9). */
export const PRODUCT_TEXT = {
  loadFailed: 'Failed to load product details',
  notFound: 'Product not found',
  featured: 'Featured',
  upcoming: 'Coming Soon',
  outOfStock: 'Out of Stock',
} as const;

/** The categories' names as the menus, headings and breadcrumbs show them. */
export const CATEGORY_LABELS: Record<string, string> = { topwear: 'Topwear', bottomwear: 'Bottomwear' };

export const PRODUCT_LIMITS = {
  /** Colour swatches on a card, then a '+N' count. */
  cardSwatches: 4,
  /** Placeholder cards while a list loads. */
  placeholderCards: 8,
} as const;

/** The synthetic colour built from a product's base images (shared with the server). */
export { ORIGINAL_COLOUR } from '@store/contracts';

export const PLACEHOLDER_IMAGE = '/placeholder-product.svg';
