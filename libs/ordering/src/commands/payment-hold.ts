import type { ProductsQuery } from '@store/catalogue';
import type { OrderLine } from '../domain/order-events';

const MINUTE_MS = 60_000;

/**
 * How long the order waits for payment (issue #45): the shortest unpaid-order hold of its
 * products, a product without one holding for the store's `defaultMs` (ORDER_PAYMENT_TIMEOUT).
 * A drop set to 5 minutes makes a cart that holds it wait 5 minutes, everything in it included;
 * a product set longer than the default (up to 60) holds longer only in an order of such products.
 * The products come from the pricing cache the order was just priced from (no read).
 */
export async function paymentHoldMs(
  products: Pick<ProductsQuery, 'forPricing'>,
  items: readonly Pick<OrderLine, 'productId'>[],
  defaultMs: number,
): Promise<number> {
  let hold = Infinity;
  for (const productId of new Set(items.map((item) => item.productId))) {
    const minutes = (await products.forPricing(productId))?.paymentHoldMinutes;
    hold = Math.min(hold, minutes != null ? minutes * MINUTE_MS : defaultMs);
  }
  return Number.isFinite(hold) ? hold : defaultMs;
}
