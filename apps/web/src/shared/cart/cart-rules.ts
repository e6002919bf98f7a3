import { STOCK_MESSAGES } from '@store/contracts';
import { primaryImage, sellingPrice, stockFor, struckPrice } from '../products/product-rules';
import type { Product } from '../products/types';
import type { CartAddition, CartLine, CartLineRef } from './types';

/** price: the offer price when offer pricing is on and the offer is valid, else the price; originalPrice: the displayed original price when an offer applies, else null. */
export function linePricing(product: Product): { price: number; originalPrice: number | null } {
  return { price: sellingPrice(product), originalPrice: struckPrice(product) };
}

export const refOf = (line: CartLine): CartLineRef => ({
  productId: line.product._id,
  size: line.size,
  colorVariantId: line.colorVariantId ?? null,
});

export const sameLine = (line: CartLine, ref: CartLineRef): boolean =>
  line.product._id === ref.productId &&
  line.size === ref.size &&
  (line.colorVariantId ?? null) === (ref.colorVariantId ?? null);

export const lineKey = (ref: CartLineRef): string => `${ref.productId}|${ref.size}|${ref.colorVariantId ?? ''}`;

/** A new line for an addition, priced from the product. */
export function buildLine(addition: CartAddition): CartLine {
  return {
    product: addition.product,
    quantity: addition.quantity,
    size: addition.size,
    colorVariantId: addition.colorVariantId ?? null,
    colorName: addition.colorName ?? null,
    colorCode: addition.colorCode ?? null,
    image: addition.image || primaryImage(addition.product),
    ...linePricing(addition.product),
  };
}

/** The same product, size and colour variant merge into one line by summing quantity. */
export function mergeLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const ref = refOf(line);
  const existing = lines.find((item) => sameLine(item, ref));
  if (!existing) return [...lines, line];
  return lines.map((item) => (item === existing ? { ...item, quantity: item.quantity + line.quantity } : item));
}

/** 'Only {n} items available in stock for {product name} ({size}[ - {colour name}])' ('Only 1 item' for one), as the API says it. */
export const stockMessage = STOCK_MESSAGES.onlyAvailableFor;

/**
 * The stock rule: the resulting quantity may not exceed the stock of the chosen size (the
 * active variant's when a colour variant is chosen). Returns the message when it would.
 */
export function checkStock(
  product: Product,
  size: string,
  colorVariantId: string | null,
  colourName: string | null,
  resultingQuantity: number,
): string | null {
  const available = stockFor(product, size, colorVariantId);
  if (resultingQuantity <= available) return null;
  return stockMessage(available, product.name, size, colorVariantId ? colourName : null);
}

/** The quantity a line would reach after adding: existing plus added. */
export function resultingQuantity(lines: readonly CartLine[], addition: CartAddition): number {
  const ref = { productId: addition.product._id, size: addition.size, colorVariantId: addition.colorVariantId ?? null };
  return (lines.find((line) => sameLine(line, ref))?.quantity ?? 0) + addition.quantity;
}

export const cartCount = (lines: readonly CartLine[]): number =>
  lines.reduce((total, line) => total + line.quantity, 0);

export const cartSubtotal = (lines: readonly CartLine[]): number =>
  lines.reduce((total, line) => total + line.price * line.quantity, 0);
