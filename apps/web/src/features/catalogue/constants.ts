/** Texts and limits of the catalogue screens (spec sections 2, 5, 8 and 9). */
export const CATALOGUE_TEXT = {
  noProducts: 'No products found.',
  /** The listing's (visually hidden) heading above its product cards. */
  productsHeading: 'Products',
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
  notifyMe: 'Notify Me',
  offerBadge: 'OFFER',
} as const;

/** The listing's sort choices, in the order the select shows them. */
export const SORT_LABELS = {
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Top rated',
  popularity: 'Most popular',
} as const;
