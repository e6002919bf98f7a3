/** The admin menu of spec section 2 (Admin layout) plus the dashboard (#15), the GST screens (#42), the carriers and the delivery areas (#43) and the engineers' System screen (#17); /admin/products is the landing page. */
export const ADMIN_SECTIONS = [
  { path: 'products', label: 'Products' },
  { path: 'orders', label: 'Orders' },
  { path: 'users', label: 'Users' },
  { path: 'offers', label: 'Offers' },
  { path: 'discounts', label: 'Discount codes' },
  { path: 'hero-images', label: 'Hero Images' },
  { path: 'collection-banners', label: 'Collection Banners' },
  { path: 'dashboard', label: 'Dashboard' },
  { path: 'tax-returns', label: 'GST returns' },
  { path: 'settings/tax', label: 'Business and tax' },
  { path: 'settings/gst-rates', label: 'GST rates' },
  { path: 'delivery-areas', label: 'Delivery areas' },
  { path: 'carriers', label: 'Carriers' },
  { path: 'system', label: 'System' },
] as const;

/** Sections with their own screens (the others still show the placeholder). */
export const ADMIN_SCREENS_BUILT: ReadonlySet<string> = new Set([
  'dashboard',
  'products',
  'orders',
  'users',
  'offers',
  'discounts',
  'hero-images',
  'collection-banners',
  'tax-returns',
  'settings/tax',
  'settings/gst-rates',
  'delivery-areas',
  'carriers',
  'system',
]);
