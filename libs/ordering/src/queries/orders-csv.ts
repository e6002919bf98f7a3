import { csvCell, type Order } from '@store/contracts';

export const ORDERS_CSV_HEADER = [
  'Order ID',
  'Date',
  'Customer',
  'Type',
  'Email',
  'Phone',
  'Items',
  'Units',
  'Items total',
  'Shipping',
  'Total',
  'Status',
  'Payment',
  'Paid at',
  'City',
  'State',
] as const;

/** At most this many rows in one export (newest first); the filters narrow a larger list. */
export const ORDERS_CSV_MAX_ROWS = 10_000;

/** One CSV cell: the shared writer (quoted as RFC 4180 asks, a formula-like text defused). */
export { csvCell };

const money = (amount: number) => amount.toFixed(2);

/** The admin order list as CSV: one row per order, amounts in rupees with 2 decimals. */
export function ordersCsv(orders: Order[]): string {
  const lines = [ORDERS_CSV_HEADER.join(',')];
  for (const order of orders) {
    const units = order.orderItems.reduce((sum, item) => sum + item.quantity, 0);
    lines.push(
      [
        order._id,
        order.createdAt,
        order.customerName ?? order.user?.name ?? '',
        order.user ? 'registered' : 'guest',
        order.customerEmail ?? '',
        order.customerPhone ?? '',
        order.orderItems
          .map((item) => `${item.name} (${item.size}${item.colorName ? ` - ${item.colorName}` : ''}) x${item.quantity}`)
          .join('; '),
        units,
        money(order.itemsPrice),
        money(order.shippingCost),
        money(order.totalPrice),
        order.status,
        order.paymentStatus,
        order.paidAt ?? '',
        order.shippingAddress?.city ?? '',
        order.shippingAddress?.state ?? '',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
