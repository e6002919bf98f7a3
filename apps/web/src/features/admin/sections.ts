/** The admin menu of spec section 2 (Admin layout); /admin/products is the landing page. */
export const ADMIN_SECTIONS = [
  { path: 'products', label: 'Products' },
  { path: 'orders', label: 'Orders' },
  { path: 'users', label: 'Users' },
  { path: 'offers', label: 'Offers' },
  { path: 'hero-images', label: 'Hero Images' },
  { path: 'collection-banners', label: 'Collection Banners' },
] as const;
