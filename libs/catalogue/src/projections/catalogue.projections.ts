import type { ColourVariant } from '../domain/product-events';
import { importHistoryProjection } from './import-history.projection';
import { productListingProjection } from './product-listing.projection';
import { productSalesProjection } from './product-sales.projection';
import { stockHistoryProjection } from './stock-history.projection';
import { stockReservationsProjection } from './stock-reservations.projection';
import { sizeChartsProjection } from './size-charts.projection';
import { verifiedBuyersProjection } from './verified-buyers.projection';

export { PRODUCT_LISTING_PROJECTION, productListingProjection } from './product-listing.projection';
export { STOCK_HISTORY_PROJECTION, stockHistoryProjection } from './stock-history.projection';
export { IMPORT_HISTORY_PROJECTION, importHistoryProjection } from './import-history.projection';
export { SIZE_CHARTS_PROJECTION, sizeChartsProjection } from './size-charts.projection';
export { VERIFIED_BUYERS_PROJECTION, verifiedBuyersProjection } from './verified-buyers.projection';

/** In stock: some purchasable colour (the product's own, or an active variant) has a unit in some size. */
export function computeInStock(variants: ColourVariant[], stock: Record<string, number>): boolean {
  const sumFor = (variantId: string) =>
    Object.entries(stock)
      .filter(([key]) => key.startsWith(`${variantId}|`))
      .reduce((total, [, n]) => total + Math.max(0, n), 0);
  // The product's own colour ('Original') is purchasable beside its active variants.
  return sumFor('-') > 0 || variants.filter((v) => v.isActive !== false).some((v) => sumFor(v.variantId) > 0);
}

/** Every projection of the catalogue module, for the projection host and the rebuild CLI. */
export const catalogueProjections = [
  productListingProjection,
  stockHistoryProjection,
  productSalesProjection,
  stockReservationsProjection,
  importHistoryProjection,
  sizeChartsProjection,
  verifiedBuyersProjection,
];
