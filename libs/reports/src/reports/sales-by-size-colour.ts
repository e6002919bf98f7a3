import { defineReport, indiaDay, paise, rupees } from '../report';
import { paidAt, saleOf, SALE_EVENT_TYPES, type PlacedOrders } from './paid-orders';

interface State {
  orders: PlacedOrders;
  totals: Map<string, { size: string; colour: string; units: number; value: number }>;
}

/**
 * Units and line value of paid orders by size and colour (the colour name on the order line;
 * "-" for a product without colour variants). Sorted by units, most sold first.
 */
export const salesBySizeColour = defineReport<State>({
  name: 'sales-by-size-colour',
  description: 'Paid units and line value by size and colour (--from/--to: day paid)',
  eventTypes: [...SALE_EVENT_TYPES],
  columns: ['size', 'colour', 'units', 'value'],
  initial: () => ({ orders: new Map(), totals: new Map() }),
  apply(state, event, context) {
    const sale = saleOf(state.orders, event);
    if (!sale || !context.inRange(indiaDay(paidAt(event)))) return state;
    for (const line of sale.lines) {
      const colour = line.colorName ?? '-';
      const key = `${line.size}|${colour}`;
      let total = state.totals.get(key);
      if (!total) state.totals.set(key, (total = { size: line.size, colour, units: 0, value: 0 }));
      total.units += line.quantity;
      total.value += paise(line.price) * line.quantity - paise(line.discount);
    }
    return state;
  },
  rows: (state) =>
    [...state.totals.values()]
      .sort((a, b) => b.units - a.units || a.size.localeCompare(b.size) || a.colour.localeCompare(b.colour))
      .map((total) => ({ size: total.size, colour: total.colour, units: total.units, value: rupees(total.value) })),
});
