/** Texts and limits of the catalogue screens (spec sections 2, 5, 8 and 9). */
export const CATALOGUE_TEXT = {
  noProducts: 'No products found.',
  loadFailed: 'Failed to load product details',
  notFound: 'Product not found',
  subscribeFailed: 'Failed to subscribe',
  subscribed: "You're on the list! We'll email you when it's available.",
  /** A guest's request: the server's words when it gives none. */
  confirmationSent:
    "Check your email: click the link we sent to confirm, and we'll notify you when this product is available",
  confirming: 'Confirming your email address...',
  confirmedTitle: "You're on the list",
  /** The server's words, for a confirmation page opened without a token. */
  confirmLinkInvalid: 'This confirmation link is not valid. Please ask to be notified again from the product page.',
  addedToCart: 'Added to cart!',
  outOfStock: 'Out of Stock',
  notifyMe: 'Notify Me',
  featured: 'Featured',
  upcoming: 'Coming Soon',
  offerBadge: 'OFFER',
  returnPolicyNote: 'Easy 3-day returns on damaged or defective items.',
} as const;

export const CATALOGUE_LIMITS = {
  /** Colour swatches on a card, then a '+N' count. */
  cardSwatches: 4,
  /** Placeholder cards while a list loads. */
  placeholderCards: 8,
} as const;

/** The synthetic colour built from a product's base images (shared with the server). */
export { ORIGINAL_COLOUR } from '@store/contracts';

/** The listing's sort choices, in the order the select shows them. */
export const SORT_LABELS = {
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Top rated',
  popularity: 'Most popular',
} as const;

export const CATEGORY_LABELS: Record<string, string> = { topwear: 'Topwear', bottomwear: 'Bottomwear' };

export const PLACEHOLDER_IMAGE = '/placeholder-product.svg';
