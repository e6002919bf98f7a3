import { defineReport, indiaDay, paise, rupees } from '../report';
import { paidAt, saleOf, SALE_EVENT_TYPES, type PlacedOrders } from './paid-orders';

interface Category {
  orders: number;
  units: number;
  value: number;
}

interface State {
  orders: PlacedOrders;
  /** Each product's category as the catalogue's events last set it. */
  categories: Map<string, string>;
  totals: Map<string, Category>;
}

/**
 * Paid orders by product category: the orders holding the category, units and the value of
 * those lines as placed (quantity x unit price; shipping is not split across categories). A
 * product's category is the one it had when the order was paid (ProductCreated and
 * ProductDetailsChanged are folded as they come); "unknown" when no product event was seen.
 */
export const salesByCategory = defineReport<State>({
  name: 'sales-by-category',
  description: 'Paid orders by product category: orders, units, line value (--from/--to: day paid)',
  eventTypes: ['ProductCreated', 'ProductDetailsChanged', ...SALE_EVENT_TYPES],
  columns: ['category', 'orders', 'units', 'value'],
  initial: () => ({ orders: new Map(), categories: new Map(), totals: new Map() }),
  apply(state, event, context) {
    if (event.type === 'ProductCreated' || event.type === 'ProductDetailsChanged') {
      const data = event.data as { productId: string; details: { category: string } };
      state.categories.set(data.productId, data.details.category);
      return state;
    }
    const sale = saleOf(state.orders, event);
    if (!sale || !context.inRange(indiaDay(paidAt(event)))) return state;
    const seen = new Set<string>();
    for (const line of sale.lines) {
      const category = state.categories.get(line.productId) ?? 'unknown';
      let total = state.totals.get(category);
      if (!total) state.totals.set(category, (total = { orders: 0, units: 0, value: 0 }));
      if (!seen.has(category)) total.orders += 1;
      seen.add(category);
      total.units += line.quantity;
      total.value += paise(line.price) * line.quantity - paise(line.discount);
    }
    return state;
  },
  rows: (state) =>
    [...state.totals.entries()]
      .sort(([a, x], [b, y]) => y.value - x.value || a.localeCompare(b))
      .map(([category, total]) => ({ category, orders: total.orders, units: total.units, value: rupees(total.value) })),
});
