import { ConflictError, ValidationError } from '@store/platform/domain';
import { givenFor } from '@store/platform/testing';
import {
  canPay,
  orderDecider,
  paymentRetriesLeft,
  stockDisposition,
  evolveOrder,
  initialOrderState,
  type OrderState,
} from '../../src/domain/order';
import type { OrderEvent } from '../../src/domain/order-events';
import { upcastOrderPlaced, type OrderPersonal } from '../../src/domain/order-personal';
import { withPersonal } from '../../src/personal/order-personal-data';
import { orderTotals, shippingFor, toPaise } from '../../src/domain/pricing';

const given = givenFor(orderDecider);
const now = '2026-11-22T10:00:00.000Z';
const orderId = 'o1';

const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: {
    orderId,
    userId: 'u1',
    personal: { subject: `order:${orderId}`, sealed: 'v2.aXY.dGFn.Y3Q' },
    items: [
      {
        productId: 'p1',
        name: 'Flex Tee',
        quantity: 2,
        size: 'M',
        price: 499,
        image: '/a.svg',
        colorVariantId: 'v1',
        colorName: 'Black',
        colorCode: '#000',
      },
    ],
    paymentMethod: 'razorpay',
    itemsPrice: 998,
    shippingCost: 0,
    totalPrice: 998,
    expiresAt: '2026-11-22T10:30:00.000Z',
    at: now,
  },
};
const started = (providerOrderId: string): OrderEvent => ({
  type: 'PaymentStarted',
  data: { orderId, providerOrderId, amount: 99800, currency: 'INR', at: now },
});
const failed = (providerOrderId: string): OrderEvent => ({
  type: 'PaymentFailed',
  data: { orderId, providerOrderId, paymentId: null, reason: 'declined', source: 'verify', at: now },
});
const paid: OrderEvent = {
  type: 'OrderPaid',
  data: { orderId, paymentId: 'pay_1', providerOrderId: 'order_1', source: 'verify', reinstated: false, at: now },
};
const expired: OrderEvent = { type: 'OrderExpired', data: { orderId, at: now } };
const status = (from: OrderState['status'], to: OrderState['status']): OrderEvent => ({
  type: 'OrderStatusChanged',
  data: { orderId, from, to, at: now },
});
/** The payment pay_1 of `providerOrderId`, as verify or the webhook reports it; its stock held unless said otherwise. */
const recordPayment = (providerOrderId: string, source: 'verify' | 'webhook', { stockHeld = true } = {}) =>
  ({ type: 'RecordPayment', providerOrderId, paymentId: 'pay_1', source, stockHeld, now }) as const;
const recordWebhookFailure = (providerOrderId: string, reason: string) =>
  ({ type: 'RecordPaymentFailure', providerOrderId, paymentId: null, reason, source: 'webhook', now }) as const;
const fold = (events: OrderEvent[]) => events.reduce(evolveOrder, initialOrderState());

describe('pricing', () => {
  it('ships free from 699 and charges 29 below it', () => {
    expect(shippingFor(699)).toBe(0);
    expect(shippingFor(698.99)).toBe(29);
    expect(orderTotals([{ price: 349.5, quantity: 2 }])).toEqual({ itemsPrice: 699, shippingCost: 0, totalPrice: 699 });
    expect(orderTotals([{ price: 199.99, quantity: 3 }])).toEqual({
      itemsPrice: 599.97,
      shippingCost: 29,
      totalPrice: 628.97,
    });
  });

  it('charges the provider in paise', () => expect(toPaise(628.97)).toBe(62897));
});

describe('order decider', () => {
  it('starts a payment for a pending order, once per provider order', () => {
    given([placed])
      .when({ type: 'StartPayment', providerOrderId: 'order_1', amount: 99800, now })
      .then([started('order_1')]);
    given([placed, started('order_1')])
      .when({ type: 'StartPayment', providerOrderId: 'order_1', amount: 99800, now })
      .then([]);
  });

  it('confirms the order on payment: pending -> confirmed, paid, payment completed', () => {
    given([placed, started('order_1')])
      .when(recordPayment('order_1', 'verify'))
      .then([paid]);
    const state = fold([placed, started('order_1'), paid]);
    expect(state).toMatchObject({ status: 'confirmed', isPaid: true, paidAt: now, paymentStatus: 'completed' });
    expect(stockDisposition(state)).toBe('commit');
  });

  it('records a payment once: verify and webhook together confirm it once', () =>
    given([placed, started('order_1'), paid])
      .when(recordPayment('order_1', 'webhook'))
      .then([]));

  it("refuses a payment for a provider order it never opened with 'Payment verification failed'", () =>
    given([placed, started('order_1')])
      .when(recordPayment('order_X', 'verify'))
      .thenFails('Payment verification failed', ValidationError));

  it('allows the first attempt and 3 retries, then refuses further payments', () => {
    const history = [placed, started('a'), failed('a'), started('b'), failed('b'), started('c'), failed('c')];
    expect(paymentRetriesLeft(fold(history))).toBe(1);
    given(history)
      .when({ type: 'StartPayment', providerOrderId: 'd', amount: 99800, now })
      .then([started('d')]);
    const exhausted = [...history, started('d'), failed('d')];
    expect(paymentRetriesLeft(fold(exhausted))).toBe(0);
    expect(canPay(fold(exhausted))).toBe(false);
    given(exhausted)
      .when({ type: 'StartPayment', providerOrderId: 'e', amount: 1, now })
      .thenFails('This order has used all its payment retries. Please place a new order.', ConflictError);
  });

  it('counts a failed attempt once and never moves a paid order back', () => {
    given([placed, started('a'), failed('a')])
      .when(recordWebhookFailure('a', 'again'))
      .then([]);
    given([placed, started('order_1'), paid])
      .when(recordWebhookFailure('order_1', 'late'))
      .then([]);
  });

  it('expires an unpaid pending order, and never a paid one', () => {
    given([placed]).when({ type: 'Expire', now }).then([expired]);
    given([placed, started('order_1'), paid])
      .when({ type: 'Expire', now })
      .then([]);
    const state = fold([placed, expired]);
    expect(state.status).toBe('cancelled');
    expect(stockDisposition(state)).toBe('release');
    given([placed, expired])
      .when({ type: 'StartPayment', providerOrderId: 'x', amount: 1, now })
      .thenFails('This order expired before it was paid. Please place a new order.', ConflictError);
  });

  it('reinstates an expired order paid late when its stock could be reserved again, else marks it for a refund', () => {
    const late = [placed, started('order_1'), expired];
    given(late)
      .when(recordPayment('order_1', 'webhook'))
      .then([
        {
          type: 'OrderPaid',
          data: {
            orderId,
            paymentId: 'pay_1',
            providerOrderId: 'order_1',
            source: 'webhook',
            reinstated: true,
            at: now,
          },
        },
      ]);
    const unfulfillable: OrderEvent = {
      type: 'OrderPaidUnfulfillable',
      data: { orderId, paymentId: 'pay_1', providerOrderId: 'order_1', source: 'webhook', at: now },
    };
    given(late)
      .when(recordPayment('order_1', 'webhook', { stockHeld: false }))
      .then([unfulfillable]);
    const state = fold([...late, unfulfillable]);
    expect(state).toMatchObject({ status: 'cancelled', isPaid: true, refundDue: true, unfulfillable: true });
  });

  it('keeps an order cancelled by an admin cancelled when its payment arrives: paid and refund due', () => {
    const cancelled: OrderEvent = {
      type: 'OrderCancelled',
      data: { orderId, from: 'pending', by: 'admin', refundDue: false, at: now },
    };
    const unfulfillable: OrderEvent = {
      type: 'OrderPaidUnfulfillable',
      data: { orderId, paymentId: 'pay_1', providerOrderId: 'order_1', source: 'webhook', at: now },
    };
    given([placed, started('order_1'), cancelled])
      .when(recordPayment('order_1', 'webhook'))
      .then([unfulfillable]);
    expect(fold([placed, started('order_1'), cancelled, unfulfillable])).toMatchObject({
      status: 'cancelled',
      isPaid: true,
      refundDue: true,
    });
  });

  it('lets the owner cancel before shipping, and not after', () => {
    given([placed])
      .when({ type: 'Cancel', by: 'owner', now })
      .then([{ type: 'OrderCancelled', data: { orderId, from: 'pending', by: 'owner', refundDue: false, at: now } }]);
    given([placed, started('order_1'), paid, status('confirmed', 'shipped')])
      .when({ type: 'Cancel', by: 'owner', now })
      .thenFails('An order that is shipped can no longer be cancelled', ConflictError);
  });

  it('marks a refund due when a paid order is cancelled', () =>
    given([placed, started('order_1'), paid])
      .when({ type: 'Cancel', by: 'admin', now })
      .then([{ type: 'OrderCancelled', data: { orderId, from: 'confirmed', by: 'admin', refundDue: true, at: now } }]));

  it('follows confirmed -> processing -> shipped -> delivered -> returned for an admin', () => {
    const paidOrder = [placed, started('order_1'), paid];
    given(paidOrder)
      .when({ type: 'ChangeStatus', to: 'processing', now })
      .then([status('confirmed', 'processing')]);
    given([...paidOrder, status('confirmed', 'processing')])
      .when({ type: 'ChangeStatus', to: 'shipped', now })
      .then([status('processing', 'shipped')]);
    given([...paidOrder, status('confirmed', 'shipped')])
      .when({ type: 'ChangeStatus', to: 'delivered', now })
      .then([status('shipped', 'delivered')]);
    given([...paidOrder, status('confirmed', 'shipped'), status('shipped', 'delivered')])
      .when({ type: 'ChangeStatus', to: 'returned', now })
      .then([status('delivered', 'returned')]);
    expect(fold([...paidOrder, status('confirmed', 'shipped'), status('shipped', 'delivered')]).deliveredAt).toBe(now);
  });

  it.each([
    ['pending', 'processing'],
    ['pending', 'shipped'],
    ['pending', 'confirmed'],
    ['confirmed', 'pending'],
    ['delivered', 'shipped'],
    ['cancelled', 'processing'],
    ['returned', 'delivered'],
  ] as const)('refuses %s -> %s with a clear 409', (from, to) => {
    const history: OrderEvent[] = [placed];
    if (from !== 'pending') history.push(started('order_1'), paid);
    if (from === 'delivered' || from === 'returned')
      history.push(status('confirmed', 'shipped'), status('shipped', 'delivered'));
    if (from === 'returned') history.push(status('delivered', 'returned'));
    if (from === 'cancelled')
      history.push({
        type: 'OrderCancelled',
        data: { orderId, from: 'confirmed', by: 'admin', refundDue: true, at: now },
      });
    given(history)
      .when({ type: 'ChangeStatus', to, now })
      .thenFails(`An order that is ${from} cannot be changed to ${to}`, ConflictError);
  });
});

describe('OrderPlaced personal data', () => {
  const customer = { name: 'Asha', email: 'asha@example.in', phone: '9876543210' };
  const shippingAddress = {
    name: 'Asha',
    phone: '9876543210',
    houseName: '',
    street: 'MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    zipCode: '411001',
    country: 'India',
  };

  it('keeps the sealed customer and address as they are, never opened by the domain', () => {
    const state = fold([placed]);
    expect(state.personal).toEqual({ subject: 'order:o1', sealed: 'v2.aXY.dGFn.Y3Q' });
    expect(state.customer).toBeNull();
    expect(state.shippingAddress).toBeNull();
  });

  it("reads the buyer's GSTIN with the opened personal details, and none from details sealed before it was asked for", () => {
    const state = fold([placed]);
    expect(withPersonal(state, { customer, shippingAddress, buyerGstin: '27AAPFU0939F1ZV' }).buyerGstin).toBe(
      '27AAPFU0939F1ZV',
    );
    expect(withPersonal(state, { customer, shippingAddress } as OrderPersonal).buyerGstin).toBeNull();
    expect(withPersonal(state, null)).toMatchObject({ customer: null, shippingAddress: null, buyerGstin: null });
  });

  it('lifts the first shape of OrderPlaced (plain customer and address, no GSTIN then) to the current one', () => {
    const { personal: _sealed, ...rest } = (placed as Extract<OrderEvent, { type: 'OrderPlaced' }>).data;
    const legacy = { type: 'OrderPlaced', data: { ...rest, customer, shippingAddress } } as unknown as OrderEvent;
    const state = fold([legacy]);
    expect(state.personal).toEqual({ legacy: { customer, shippingAddress, buyerGstin: null } });
    expect(state.totalPrice).toBe(998);
    expect(upcastOrderPlaced(upcastOrderPlaced(legacy.data as never))).toEqual({
      ...rest,
      personal: { legacy: { customer, shippingAddress, buyerGstin: null } },
    });
  });
});
