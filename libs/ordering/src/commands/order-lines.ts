import type { ReserveLine } from '@store/catalogue';
import type { OrderLine } from '../domain/order-events';
import type { RequestedLine } from './order-input';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isOrderId = (id: string) => UUID.test(id);

const lineKey = (line: { productId: string; size: string; colorVariantId: string | null }) =>
  `${line.productId}|${line.colorVariantId ?? '-'}|${line.size}`;

/** Two lines of one product, colour and size are one line. */
export function mergeLines(lines: RequestedLine[]): RequestedLine[] {
  const merged = new Map<string, RequestedLine>();
  for (const line of lines) {
    const existing = merged.get(lineKey(line));
    merged.set(lineKey(line), existing ? { ...existing, quantity: existing.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

/** The order's lines by product: each product's stock is reserved, committed and released on its own stream. */
export function byProduct(items: OrderLine[]): Map<string, OrderLine[]> {
  const groups = new Map<string, OrderLine[]>();
  for (const item of items) groups.set(item.productId, [...(groups.get(item.productId) ?? []), item]);
  return groups;
}

export const reserveLine = (line: OrderLine): ReserveLine => ({
  variantId: line.colorVariantId,
  size: line.size,
  quantity: line.quantity,
  productName: line.name,
  colourName: line.colorName ?? 'Original',
});
