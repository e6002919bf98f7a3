/** The product shapes the storefront reads: the API's contract (spec section 3). */
export type { ColorVariant, Product, ProductImage, StockBySize } from '@store/contracts';
