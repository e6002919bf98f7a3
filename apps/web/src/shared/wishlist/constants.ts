export const WISHLIST_STORAGE_KEY = 'wishlist-storage';

export const WISHLIST_TEXT = {
  added: 'Added to wishlist',
  removed: 'Removed from wishlist',
  empty: 'Your wishlist is empty.',
} as const;
