import { CART_RECOVERY_WINDOW_DAYS } from '@store/contracts';
import { defineReport, indiaDay, paise, rupees } from '../report';

const WINDOW_MS = CART_RECOVERY_WINDOW_DAYS * 86_400_000;

interface Reminder {
  day: string;
  at: number;
  recovered: boolean;
}

interface Day {
  sent: number;
  recovered: number;
  /** paise */
  revenue: number;
}

interface State {
  /** Each shopper's latest reminder (the only one an order can recover). */
  latest: Map<string, Reminder>;
  /** Orders placed within a reminder's window, until paid: the reminder and the total (paise). */
  pending: Map<string, { reminder: Reminder; total: number }>;
  days: Map<string, Day>;
}

const ms = (iso: string) => new Date(iso).getTime();

function dayOf(state: State, day: string): Day {
  let row = state.days.get(day);
  if (!row) state.days.set(day, (row = { sent: 0, recovered: 0, revenue: 0 }));
  return row;
}

const rate = (row: Day) => (row.sent ? Math.round((row.recovered / row.sent) * 1000) / 10 : 0);

/**
 * Cart reminders (issue #44) by the India day sent: reminders sent (CartReminderSent), carts
 * recovered and their revenue. A reminder is recovered by the first order the shopper places after
 * their latest reminder and pays, both within CART_RECOVERY_WINDOW_DAYS (7) of it; revenue is that
 * order's total (items and shipping). The same rule as the dashboard's panel (cart_recovery, in
 * libs/cart). A last row `total` sums the days shown.
 */
export const cartRecovery = defineReport<State>({
  name: 'cart-recovery',
  description: `Cart reminders by day sent: sent, recovered (paid order within ${CART_RECOVERY_WINDOW_DAYS} days), revenue recovered, rate %`,
  eventTypes: ['CartReminderSent', 'OrderPlaced', 'OrderPaid'],
  columns: ['day', 'reminders_sent', 'carts_recovered', 'revenue_recovered', 'recovery_rate'],
  initial: () => ({ latest: new Map(), pending: new Map(), days: new Map() }),
  apply(state, event) {
    switch (event.type) {
      case 'CartReminderSent': {
        if (!event.streamId.startsWith('cart-')) break;
        const data = event.data as { userId: string; at?: string };
        const at = data.at ?? event.occurredAt;
        const reminder = { day: indiaDay(at), at: ms(at), recovered: false };
        state.latest.set(data.userId, reminder);
        dayOf(state, reminder.day).sent += 1;
        break;
      }
      case 'OrderPlaced': {
        if (!event.streamId.startsWith('order-')) break;
        const data = event.data as { orderId: string; userId: string | null; totalPrice: number; at: string };
        const reminder = data.userId ? state.latest.get(data.userId) : undefined;
        if (!reminder || reminder.recovered) break;
        const placed = ms(data.at);
        if (placed >= reminder.at && placed - reminder.at <= WINDOW_MS)
          state.pending.set(data.orderId, { reminder, total: paise(data.totalPrice) });
        break;
      }
      case 'OrderPaid': {
        const data = event.data as { orderId: string; at: string };
        const order = state.pending.get(data.orderId);
        if (!order) break;
        state.pending.delete(data.orderId);
        if (order.reminder.recovered || ms(data.at) - order.reminder.at > WINDOW_MS) break;
        order.reminder.recovered = true;
        const row = dayOf(state, order.reminder.day);
        row.recovered += 1;
        row.revenue += order.total;
        break;
      }
    }
    return state;
  },
  rows(state, context) {
    const days = [...state.days.entries()]
      .filter(([day]) => context.inRange(day))
      .sort(([a], [b]) => a.localeCompare(b));
    const total: Day = { sent: 0, recovered: 0, revenue: 0 };
    const rows = days.map(([day, row]) => {
      total.sent += row.sent;
      total.recovered += row.recovered;
      total.revenue += row.revenue;
      return {
        day,
        reminders_sent: row.sent,
        carts_recovered: row.recovered,
        revenue_recovered: rupees(row.revenue),
        recovery_rate: rate(row),
      };
    });
    return [
      ...rows,
      {
        day: 'total',
        reminders_sent: total.sent,
        carts_recovered: total.recovered,
        revenue_recovered: rupees(total.revenue),
        recovery_rate: rate(total),
      },
    ];
  },
});
