import { RecentOrders } from '../../src/commands/recent-orders';
import { orderDecider, type OrderState } from '../../src/domain/order';

const awaitingPayment = (orderId: string): OrderState => ({
  ...orderDecider.initialState(),
  orderId,
  exists: true,
  status: 'pending',
  isPaid: false,
});

describe('RecentOrders', () => {
  it('gives back an order awaiting payment as it was remembered, with its revision', () => {
    const recent = new RecentOrders(10);
    recent.remember('a', { state: awaitingPayment('a'), revision: 3 });
    expect(recent.recall('a')).toEqual({ state: awaitingPayment('a'), revision: 3 });
  });

  it('keeps no order that can no longer be paid, and drops what it had of it', () => {
    const recent = new RecentOrders(10);
    recent.remember('a', { state: awaitingPayment('a'), revision: 1 });
    recent.remember('a', { state: { ...awaitingPayment('a'), isPaid: true, status: 'confirmed' }, revision: 2 });
    expect(recent.recall('a')).toBeUndefined();
    recent.remember('b', { state: { ...awaitingPayment('b'), status: 'cancelled' }, revision: 1 });
    expect(recent.recall('b')).toBeUndefined();
    recent.remember('c', { state: orderDecider.initialState(), revision: null });
    expect(recent.recall('c')).toBeUndefined();
  });

  it('forgets on request, and the least recently written first when full', () => {
    const recent = new RecentOrders(2);
    recent.remember('a', { state: awaitingPayment('a'), revision: 0 });
    recent.remember('b', { state: awaitingPayment('b'), revision: 0 });
    recent.remember('a', { state: awaitingPayment('a'), revision: 1 });
    recent.remember('c', { state: awaitingPayment('c'), revision: 0 });
    expect(recent.recall('b')).toBeUndefined();
    expect(recent.recall('a')?.revision).toBe(1);
    recent.forget('a');
    expect(recent.recall('a')).toBeUndefined();
    expect(recent.recall('c')).toBeDefined();
  });
});
