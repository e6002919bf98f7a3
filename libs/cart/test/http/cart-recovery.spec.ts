import { randomUUID } from 'node:crypto';
import type { NewEvent, Position } from '@store/eventstore';
import { waitForProjections } from '@store/projections';
import { CART_RECOVERY_PROJECTION } from '../../src';
import { call, signInAdmin, signUpShopper, startCartApp, type CartTestApp } from '../support/cart-test-app';

const metadata = () => ({
  actor: { id: null, role: 'system' as const },
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
});
const hoursAfter = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3600_000).toISOString();
const T0 = '2026-11-20T10:00:00.000Z';

describe('GET /reports/cart-recovery (issue #44): the dashboard panel', () => {
  let t: CartTestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startCartApp();
    admin = await signInAdmin(t);
  });
  afterAll(() => t?.close());

  const append = async (streamId: string, event: Omit<NewEvent, 'metadata'>): Promise<Position> =>
    (await t.eventStore.append(streamId, [{ ...event, metadata: metadata() }])).position;
  const reminded = (userId: string, at: string) =>
    append(`cart-${userId}`, {
      type: 'CartReminderSent',
      data: { userId, changeRevision: 0, lines: [], code: null, at },
    });
  /** The ordering module's events as it publishes them (only the fields the projection reads). */
  const placed = (orderId: string, userId: string, totalPrice: number, at: string) =>
    append(`order-${orderId}`, { type: 'OrderPlaced', data: { orderId, userId, items: [], totalPrice, at } });
  const paid = (orderId: string, at: string) =>
    append(`order-${orderId}`, { type: 'OrderPaid', data: { orderId, paymentId: `pay_${orderId}`, at } });
  const recovery = async () => (await call(t.app, 'GET', '/api/reports/cart-recovery', { token: admin })).body;

  it('answers 401 without a token and 403 for a shopper', async () => {
    const shopper = await signUpShopper(t);
    expect((await call(t.app, 'GET', '/api/reports/cart-recovery')).status).toBe(401);
    const res = await call(t.app, 'GET', '/api/reports/cart-recovery', { token: shopper.token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: 'Admin access required' });
  });

  it('starts at zero with no rate', async () => {
    expect(await recovery()).toEqual({
      success: true,
      recovery: { remindersSent: 0, cartsRecovered: 0, revenueRecovered: 0, recoveryRate: null, windowDays: 7 },
    });
  });

  it('counts reminders sent, carts recovered by a paid order within 7 days, and their revenue', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await reminded(a, T0);
    await reminded(b, T0);
    await reminded(c, T0);
    await placed('r1', a, 1499.5, hoursAfter(T0, 2));
    await paid('r1', hoursAfter(T0, 3));
    await placed('r2', a, 999, hoursAfter(T0, 5)); // a's cart was recovered already
    await paid('r2', hoursAfter(T0, 6));
    await placed('r3', b, 2000, hoursAfter(T0, 24 * 8)); // after the window
    await paid('r3', hoursAfter(T0, 24 * 8 + 1));
    const last = await placed('r4', c, 700, hoursAfter(T0, 1)); // never paid
    expect(await waitForProjections(t.db, [CART_RECOVERY_PROJECTION], last, { timeoutMs: 10_000 })).toBe(true);
    expect((await recovery()).recovery).toEqual({
      remindersSent: 3,
      cartsRecovered: 1,
      revenueRecovered: 1499.5,
      recoveryRate: 33.3,
      windowDays: 7,
    });
  });
});
