/** The admin menu of spec section 2 (Admin layout) plus the dashboard (#15), the GST screens (#42), the carriers, the delivery areas, the returns and their settings (#43) and the engineers' System screen (#17); /admin/products is the landing page. */
export const ADMIN_SECTIONS = [
  { path: 'products', label: 'Products' },
  { path: 'orders', label: 'Orders' },
  { path: 'returns', label: 'Returns' },
  { path: 'users', label: 'Users' },
  { path: 'offers', label: 'Offers' },
  { path: 'hero-images', label: 'Hero Images' },
  { path: 'collection-banners', label: 'Collection Banners' },
  { path: 'dashboard', label: 'Dashboard' },
  { path: 'tax-returns', label: 'GST returns' },
  { path: 'settings/tax', label: 'Business and tax' },
  { path: 'settings/gst-rates', label: 'GST rates' },
  { path: 'delivery-areas', label: 'Delivery areas' },
  { path: 'carriers', label: 'Carriers' },
  { path: 'settings/returns', label: 'Return settings' },
  { path: 'system', label: 'System' },
] as const;

/** Sections with their own screens (the others still show the placeholder). */
export const ADMIN_SCREENS_BUILT: ReadonlySet<string> = new Set([
  'dashboard',
  'products',
  'orders',
  'returns',
  'users',
  'offers',
  'hero-images',
  'collection-banners',
  'tax-returns',
  'settings/tax',
  'settings/gst-rates',
  'delivery-areas',
  'carriers',
  'settings/returns',
  'system',
]);
