import type { Product } from '@store/contracts';

/** A cart line: the API's contract (spec section 3, Cart line). */
export type { CartLine } from '@store/contracts';

/** What identifies a line: the same product, size and colour variant merge into one. */
export interface CartLineRef {
  productId: string;
  size: string;
  colorVariantId: string | null;
}

/** What a shopper adds: a product in a size and colour (null: the product's own, 'Original'), some number of times. */
export interface CartAddition {
  product: Product;
  quantity: number;
  size: string;
  colorVariantId: string | null;
  colorName: string | null;
  colorCode: string | null;
  image?: string | null;
}
