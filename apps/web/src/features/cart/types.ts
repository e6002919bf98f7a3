import type { Product } from '../catalogue/types';

/** A cart line (spec section 3, Cart line). */
export interface CartLine {
  product: Product;
  quantity: number;
  size: string;
  colorVariantId: string | null;
  colorName: string | null;
  colorCode: string | null;
  image: string;
  price: number;
  originalPrice: number | null;
}

/** What identifies a line: the same product, size and colour variant merge into one. */
export interface CartLineRef {
  productId: string;
  size: string;
  colorVariantId: string | null;
}

/** What a shopper adds: a product in a size and colour, some number of times. */
export interface CartAddition {
  product: Product;
  quantity: number;
  size: string;
  colorVariantId: string | null;
  colorName: string | null;
  colorCode: string | null;
  image?: string | null;
}
