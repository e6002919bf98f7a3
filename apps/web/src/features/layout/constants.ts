/** Texts and delays of the storefront frame (spec sections 2 and 9). */
export const SEARCH_FOCUS_DELAY_MS = 100;
export const SCROLL_TO_TOP_DELAY_MS = 100;

export const SEARCH_PLACEHOLDER = 'Search products...';

export const LAYOUT_TEXT = {
  bannerText: 'We ship all over India',
  whatsappSupport: 'WhatsApp Support',
} as const;

export const NAV_LINKS = [
  { label: 'All Products', to: '/collections' },
  { label: 'Topwear', to: '/collections?category=topwear' },
  { label: 'Bottomwear', to: '/collections?category=bottomwear' },
] as const;

/** The mobile side menu lists the categories first. */
export const MOBILE_NAV_LINKS = [NAV_LINKS[1], NAV_LINKS[2], NAV_LINKS[0]] as const;

export const ACCOUNT_LINKS = [
  { label: 'Profile', to: '/profile' },
  { label: 'My Orders', to: '/orders' },
  { label: 'Wishlist', to: '/wishlist' },
] as const;

export const ADMIN_PANEL_LINK = { label: 'Admin Panel', to: '/admin/products' } as const;

/** /collections?search={URL-encoded term} */
export const searchPath = (term: string): string => `/collections?search=${encodeURIComponent(term)}`;
