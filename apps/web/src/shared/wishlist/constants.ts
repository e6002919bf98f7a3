/** Storage key and toasts of the wishlist (spec sections 4 and 8). */
export const WISHLIST_STORAGE_KEY = 'wishlist-storage';

export const WISHLIST_TEXT = {
  added: 'Added to wishlist',
  removed: 'Removed from wishlist',
} as const;
