import { defineReport, indiaDay } from '../report';

interface Reason {
  failures: number;
  orders: Set<string>;
  lastDay: string;
}

type State = Map<string, Reason>;

/**
 * Failed payments (PaymentFailed) by the reason the payment provider gave: failed attempts,
 * distinct orders, and the last day one happened. Most frequent first.
 */
export const paymentFailuresByReason = defineReport<State>({
  name: 'payment-failures-by-reason',
  description: 'Failed payments by provider reason: failures, orders, last day (--from/--to: day failed)',
  eventTypes: ['PaymentFailed'],
  columns: ['reason', 'failures', 'orders', 'last_day'],
  initial: () => new Map(),
  apply(state, event, context) {
    const data = event.data as { orderId: string; reason?: string | null; at?: string };
    const day = indiaDay(data.at ?? event.occurredAt);
    if (!context.inRange(day)) return state;
    const reason = String(data.reason || '(no reason)');
    let row = state.get(reason);
    if (!row) state.set(reason, (row = { failures: 0, orders: new Set(), lastDay: day }));
    row.failures += 1;
    row.orders.add(data.orderId);
    if (day > row.lastDay) row.lastDay = day;
    return state;
  },
  rows: (state) =>
    [...state.entries()]
      .sort(([a, x], [b, y]) => y.failures - x.failures || a.localeCompare(b))
      .map(([reason, row]) => ({ reason, failures: row.failures, orders: row.orders.size, last_day: row.lastDay })),
});
