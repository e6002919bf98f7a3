/** Stream names of the catalogue module. */
export const PRODUCT_STREAM_PREFIX = 'catalogue-product-';
export const INVENTORY_STREAM_PREFIX = 'catalogue-inventory-';
export const REVIEW_STREAM_PREFIX = 'catalogue-review-';
export const productStream = (productId: string) => `${PRODUCT_STREAM_PREFIX}${productId}`;
export const inventoryStream = (productId: string) => `${INVENTORY_STREAM_PREFIX}${productId}`;
export const SALE_STREAM_PREFIX = 'catalogue-sale-';
/** One stream per (product, order): that order's sold units of the product (see domain/sale-record.ts). */
export const saleStream = (productId: string, orderId: string) => `${SALE_STREAM_PREFIX}${productId}-${orderId}`;
/** One stream per (product, user): one live review per user per product. */
export const reviewStream = (productId: string, userId: string) => `${REVIEW_STREAM_PREFIX}${productId}-${userId}`;
export const isProductStream = (s: string) => s.startsWith(PRODUCT_STREAM_PREFIX);
export const isInventoryStream = (s: string) => s.startsWith(INVENTORY_STREAM_PREFIX);
export const isReviewStream = (s: string) => s.startsWith(REVIEW_STREAM_PREFIX);
export const NOTIFY_STREAM_PREFIX = 'catalogue-notify-';
export const notifyStream = (productId: string) => `${NOTIFY_STREAM_PREFIX}${productId}`;
export const IMPORT_STREAM_PREFIX = 'catalogue-import-';
/** One stream per applied CSV import (CatalogueImported), appended together with its products' events. */
export const importStream = (importId: string) => `${IMPORT_STREAM_PREFIX}${importId}`;
export const SIZE_CHART_STREAM_PREFIX = 'catalogue-size-chart-';
/** One stream per size chart's owner (a category or a product): at most one chart each (issue #44). */
export const sizeChartStream = (scope: 'category' | 'product', target: string) =>
  `${SIZE_CHART_STREAM_PREFIX}${scope}-${target}`;
export const isSizeChartStream = (s: string) => s.startsWith(SIZE_CHART_STREAM_PREFIX);
