import { defineReport, indiaDay, paise, rupees } from '../report';
import { paidAt, saleOf, SALE_EVENT_TYPES, type PlacedOrders } from './paid-orders';

interface Day {
  paidOrders: number;
  units: number;
  items: number;
  shipping: number;
  revenue: number;
  cancelled: number;
  refunded: number;
}

interface State {
  orders: PlacedOrders;
  /** Paid orders: the day they were paid (to count a later cancellation on that day). */
  paidDay: Map<string, string>;
  refunds: Map<string, { day: string; amount: number }>;
  days: Map<string, Day>;
}

const day = (state: State, key: string): Day => {
  let row = state.days.get(key);
  if (!row)
    state.days.set(
      key,
      (row = { paidOrders: 0, units: 0, items: 0, shipping: 0, revenue: 0, cancelled: 0, refunded: 0 }),
    );
  return row;
};

/**
 * Per India day: orders paid that day and their value as placed (items, shipping, revenue =
 * total charged), how many of them were later cancelled, and refunds requested that day (a
 * failed refund is taken off the day it failed). net = revenue - refunded. The same
 * figures as the dashboard's sales per day (sales_daily), read from the log instead.
 */
export const salesByDay = defineReport<State>({
  name: 'sales-by-day',
  description: 'Paid orders per India day: units, items, shipping, revenue, later cancelled, refunded, net',
  eventTypes: [...SALE_EVENT_TYPES, 'OrderCancelled', 'RefundRequested', 'RefundFailed'],
  columns: ['day', 'paid_orders', 'units', 'items', 'shipping', 'revenue', 'cancelled_later', 'refunded', 'net'],
  initial: () => ({ orders: new Map(), paidDay: new Map(), refunds: new Map(), days: new Map() }),
  apply(state, event) {
    // The order events name their order; the refund events their refund and, requested, its amount.
    const data = event.data as { orderId: string; refundId: string; amount: number };
    const sale = saleOf(state.orders, event);
    if (sale) {
      const key = indiaDay(paidAt(event));
      const row = day(state, key);
      row.paidOrders += 1;
      row.units += sale.lines.reduce((sum, line) => sum + line.quantity, 0);
      row.items += paise(sale.itemsPrice);
      row.shipping += paise(sale.shippingCost);
      row.revenue += paise(sale.totalPrice);
      state.paidDay.set(data.orderId, key);
    } else if (event.type === 'OrderCancelled') {
      const key = state.paidDay.get(data.orderId);
      if (key) day(state, key).cancelled += 1;
    } else if (event.type === 'RefundRequested' && !state.refunds.has(data.refundId)) {
      const key = indiaDay(event.occurredAt);
      state.refunds.set(data.refundId, { day: key, amount: paise(data.amount) });
      day(state, key).refunded += paise(data.amount);
    } else if (event.type === 'RefundFailed') {
      const refund = state.refunds.get(data.refundId);
      if (refund) {
        day(state, indiaDay(event.occurredAt)).refunded -= refund.amount;
        refund.amount = 0; // a second RefundFailed takes nothing more off
      }
    }
    return state;
  },
  rows: (state, context) =>
    [...state.days.entries()]
      .filter(([key]) => context.inRange(key))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, row]) => ({
        day: key,
        paid_orders: row.paidOrders,
        units: row.units,
        items: rupees(row.items),
        shipping: rupees(row.shipping),
        revenue: rupees(row.revenue),
        cancelled_later: row.cancelled,
        refunded: rupees(row.refunded),
        net: rupees(row.revenue - row.refunded),
      })),
});
