import { cartRecovery, reportContext, type ReportEvent } from '../src';

const T = (day: number, hour = 10) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();
let position = 0;
const event = (type: string, streamId: string, data: Record<string, unknown>): ReportEvent => ({
  type,
  data,
  streamId,
  position: String((position += 1)) as never,
  occurredAt: (data.at as string) ?? T(1),
});
const reminder = (userId: string, at: string) =>
  event('CartReminderSent', `cart-${userId}`, { userId, changeRevision: 0, lines: [], code: null, at });
const placed = (orderId: string, userId: string | null, totalPrice: number, at: string) =>
  event('OrderPlaced', `order-${orderId}`, { orderId, userId, totalPrice, at });
const paid = (orderId: string, at: string) => event('OrderPaid', `order-${orderId}`, { orderId, at });

const run = (events: ReportEvent[], range: { from?: string; to?: string } = {}) => {
  const context = reportContext({ ...range, now: new Date(T(30)) });
  let state = cartRecovery.initial(context);
  for (const e of events) state = cartRecovery.apply(state, e, context);
  return cartRecovery.rows(state, context);
};

describe('cart-recovery report (issue #44)', () => {
  it('counts reminders by day sent, and those recovered by a paid order within 7 days with its total', () => {
    expect(
      run([
        reminder('a', T(1)),
        reminder('b', T(1)),
        reminder('c', T(2)),
        placed('o1', 'a', 1499, T(1, 14)),
        paid('o1', T(1, 15)),
        placed('o2', 'a', 999, T(2)), // a second order recovers nothing more
        paid('o2', T(2, 11)),
        placed('o3', 'b', 2000, T(9)), // placed 8 days later: not recovered
        paid('o3', T(9, 11)),
        placed('o4', 'c', 700.5, T(3)), // never paid
        placed('o5', null, 5000, T(2)), // a guest
        paid('o5', T(2, 11)),
      ]),
    ).toEqual([
      { day: '2026-11-01', reminders_sent: 2, carts_recovered: 1, revenue_recovered: 1499, recovery_rate: 50 },
      { day: '2026-11-02', reminders_sent: 1, carts_recovered: 0, revenue_recovered: 0, recovery_rate: 0 },
      { day: 'total', reminders_sent: 3, carts_recovered: 1, revenue_recovered: 1499, recovery_rate: 33.3 },
    ]);
  });

  it('does not count an order placed before the reminder, nor one paid after the window', () => {
    expect(
      run([
        placed('o1', 'a', 1000, T(1, 8)),
        reminder('a', T(1)),
        paid('o1', T(1, 12)),
        reminder('b', T(1)),
        placed('o2', 'b', 1000, T(7)),
        paid('o2', T(9)),
      ]).at(-1),
    ).toEqual({ day: 'total', reminders_sent: 2, carts_recovered: 0, revenue_recovered: 0, recovery_rate: 0 });
  });

  it('credits an order to the latest reminder only, and selects days with --from/--to', () => {
    const events = [reminder('a', T(1)), reminder('a', T(3)), placed('o1', 'a', 1200, T(4)), paid('o1', T(4, 12))];
    expect(run(events)).toEqual([
      { day: '2026-11-01', reminders_sent: 1, carts_recovered: 0, revenue_recovered: 0, recovery_rate: 0 },
      { day: '2026-11-03', reminders_sent: 1, carts_recovered: 1, revenue_recovered: 1200, recovery_rate: 100 },
      { day: 'total', reminders_sent: 2, carts_recovered: 1, revenue_recovered: 1200, recovery_rate: 50 },
    ]);
    expect(run(events, { from: '2026-11-02' })).toEqual([
      { day: '2026-11-03', reminders_sent: 1, carts_recovered: 1, revenue_recovered: 1200, recovery_rate: 100 },
      { day: 'total', reminders_sent: 1, carts_recovered: 1, revenue_recovered: 1200, recovery_rate: 100 },
    ]);
  });
});
