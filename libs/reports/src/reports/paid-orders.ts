import type { ReportEvent } from '../report';

/**
 * Shared by the sales reports: the order events that make a sale, and a small memory of each
 * order (its lines as placed) until it is paid. "Sales" are paid orders (OrderPaid, or
 * OrderPaidUnfulfillable: the money came in and is refunded later), valued at the OrderPlaced
 * lines and prices, on the India day of the payment. An order counts once, however many payment
 * events arrive. Cancelled and refunded orders stay in the sales of the day they were paid;
 * refunds are shown where they happen (sales-by-day's refunded column, the refunds report).
 */
export const SALE_EVENT_TYPES = ['OrderPlaced', 'OrderPaid', 'OrderPaidUnfulfillable'] as const;

export interface PlacedLine {
  productId: string;
  size: string;
  colorName: string | null;
  quantity: number;
  price: number;
  /** Rupees a discount code took off the whole line (issue #44); 0 without one. */
  discount: number;
}

export interface PlacedOrder {
  lines: PlacedLine[];
  itemsPrice: number;
  shippingCost: number;
  totalPrice: number;
}

export interface OrderPlacedData {
  orderId: string;
  items: Array<{
    productId: string;
    quantity: number;
    size: string;
    price: number;
    colorName: string | null;
    discount?: number;
  }>;
  itemsPrice: number;
  shippingCost: number;
  totalPrice: number;
}

/** Unpaid orders waiting for a payment (an expired order can still be paid and reinstated). */
export type PlacedOrders = Map<string, PlacedOrder>;

/**
 * Remembers an order when placed; returns the order when this event is its first payment
 * (then forgets its lines: a paid order never sells again), otherwise null.
 */
export function saleOf(orders: PlacedOrders, event: ReportEvent): PlacedOrder | null {
  if (event.type === 'OrderPlaced') {
    const data = event.data as OrderPlacedData;
    orders.set(data.orderId, {
      lines: data.items.map((item) => ({
        productId: item.productId,
        size: item.size,
        colorName: item.colorName ?? null,
        quantity: item.quantity,
        price: item.price,
        // What a discount code took off the line (issue #44): its value is what was charged.
        discount: item.discount ?? 0,
      })),
      itemsPrice: data.itemsPrice,
      shippingCost: data.shippingCost,
      totalPrice: data.totalPrice,
    });
    return null;
  }
  if (event.type !== 'OrderPaid' && event.type !== 'OrderPaidUnfulfillable') return null;
  const orderId = (event.data as { orderId: string }).orderId;
  const order = orders.get(orderId);
  if (!order) return null; // paid twice, or placed before the log's start
  orders.delete(orderId);
  return order;
}

/** The payment's own time (data.at), as the dashboard uses it. */
export const paidAt = (event: ReportEvent) => (event.data as { at?: string }).at ?? event.occurredAt;
