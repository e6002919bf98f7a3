/** Texts of the wishlist page (spec section 8). */
export const WISHLIST_PAGE_TEXT = {
  empty: 'Your wishlist is empty.',
} as const;
