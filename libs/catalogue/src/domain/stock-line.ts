/** One stock line: a colour variant (or none) and a size. */
export interface StockKey {
  variantId: string | null;
  size: string;
}
export const stockKey = ({ variantId, size }: StockKey) => `${variantId ?? '-'}|${size}`;

/**
 * Units of one stock line held for an order. Its own file because both the inventory and the
 * sale records it keeps (sale-record.ts) carry these lines.
 */
export interface ReservedLine extends StockKey {
  quantity: number;
}
