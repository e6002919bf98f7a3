import { randomUUID } from 'node:crypto';
import { comparePositions, type EventStore, type Position } from '@store/eventstore';

/** One event of the known log: its stream, type, data and when it was decided. */
export interface LoggedEvent {
  stream: string;
  type: string;
  at: string;
  data: Record<string, unknown>;
}

const line = (productId: string, size: string, quantity: number, price: number, colorName: string | null) => ({
  productId,
  name: `Product ${productId}`,
  quantity,
  size,
  price,
  image: '',
  colorVariantId: colorName ? `${productId}-${colorName}` : null,
  colorName,
  colorCode: null,
});

const details = (category: string) => ({
  name: 'x',
  description: 'x',
  category,
  brand: 'b',
  material: 'm',
  sizes: ['S', 'M', 'L'],
  tags: [],
  specifications: {},
  baseImages: [],
});

function placed(orderId: string, at: string, items: ReturnType<typeof line>[], shippingCost: number): LoggedEvent {
  const itemsPrice = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return {
    stream: `order-${orderId}`,
    type: 'OrderPlaced',
    at,
    data: {
      orderId,
      userId: null,
      customer: { name: 'A', email: null, phone: null },
      items,
      shippingAddress: {},
      paymentMethod: 'razorpay',
      itemsPrice,
      shippingCost,
      totalPrice: itemsPrice + shippingCost,
      expiresAt: at,
      at,
    },
  };
}

const order = (orderId: string, type: string, at: string, data: Record<string, unknown> = {}): LoggedEvent => ({
  stream: `order-${orderId}`,
  type,
  at,
  data: { orderId, at, ...data },
});
const paid = (orderId: string, at: string) =>
  order(orderId, 'OrderPaid', at, {
    paymentId: `pay_${orderId}`,
    providerOrderId: `rp_${orderId}`,
    source: 'verify',
    reinstated: false,
  });
const failed = (orderId: string, at: string, reason: string, source = 'verify') =>
  order(orderId, 'PaymentFailed', at, { providerOrderId: `rp_${orderId}`, paymentId: null, reason, source });
const refund = (orderId: string, type: string, at: string, data: Record<string, unknown>): LoggedEvent => ({
  stream: `refund-${orderId}`,
  type,
  at,
  data: { orderId, ...data },
});
const stock = (productId: string, type: string, at: string, data: Record<string, unknown>): LoggedEvent => ({
  stream: `inventory-${productId}`,
  type,
  at,
  data: { productId, at, ...data },
});
const cart = (userId: string, type: string, at: string, data: Record<string, unknown> = {}): LoggedEvent => ({
  stream: `cart-${userId}`,
  type,
  at,
  data: { userId, at, ...data },
});
const cartLine = (productId: string, size: string, quantity: number) => ({
  productId,
  colorVariantId: null,
  size,
  quantity,
  productName: `Product ${productId}`,
});

/**
 * The known log every report test folds (times in UTC; India days are 5 h 30 later):
 * o1 paid 1 Nov, cancelled 2 Nov, refund r1 requested 2 Nov and failed 3 Nov, r3 (part) 3 Nov;
 * o2 paid 2 Nov (India) after two failed attempts; o3 failed once and expired, never paid;
 * o4 expired, then paid when it could not be fulfilled (2 Nov), refunded in full 3 Nov.
 */
export const KNOWN_LOG: LoggedEvent[] = [
  {
    stream: 'product-p1',
    type: 'ProductCreated',
    at: '2026-10-30T00:00:00.000Z',
    data: { productId: 'p1', details: details('Men'), createdAt: '2026-10-30T00:00:00.000Z' },
  },
  {
    stream: 'product-p2',
    type: 'ProductCreated',
    at: '2026-10-30T00:00:00.000Z',
    data: { productId: 'p2', details: details('Women'), createdAt: '2026-10-30T00:00:00.000Z' },
  },
  {
    stream: 'product-p3',
    type: 'ProductCreated',
    at: '2026-10-30T00:00:00.000Z',
    data: { productId: 'p3', details: details('Men'), createdAt: '2026-10-30T00:00:00.000Z' },
  },
  stock('p1', 'StockSet', '2026-10-30T01:00:00.000Z', {
    variantId: null,
    size: 'M',
    previous: 0,
    quantity: 20,
    reason: 'initial stock',
  }),
  stock('p2', 'StockSet', '2026-10-30T01:00:00.000Z', {
    variantId: null,
    size: 'S',
    previous: 0,
    quantity: 10,
    reason: 'initial stock',
  }),
  stock('p1', 'StockAdjusted', '2026-10-31T01:00:00.000Z', {
    variantId: null,
    size: 'M',
    delta: -2,
    quantity: 18,
    reason: 'damaged',
  }),
  stock('p2', 'StockAdjusted', '2026-10-31T02:00:00.000Z', {
    variantId: null,
    size: 'S',
    delta: 5,
    quantity: 15,
    reason: 'restock',
  }),

  cart('u1', 'CartItemAdded', '2026-11-01T03:00:00.000Z', cartLine('p1', 'M', 1)),
  cart('u1', 'CartItemQuantityChanged', '2026-11-01T03:10:00.000Z', { ...cartLine('p1', 'M', 2), previous: 1 }),
  cart('u1', 'CartCheckedOut', '2026-11-01T03:50:00.000Z', {
    orderId: 'o1',
    lines: [{ productId: 'p1', colorVariantId: null, size: 'M', quantity: 2 }],
  }),
  placed('o1', '2026-11-01T04:00:00.000Z', [line('p1', 'M', 2, 500, 'Black'), line('p2', 'S', 1, 999.5, null)], 0),
  stock('p1', 'StockReserved', '2026-11-01T04:00:00.000Z', {
    orderId: 'o1',
    lines: [{ variantId: null, size: 'M', quantity: 2 }],
  }),
  paid('o1', '2026-11-01T05:00:00.000Z'),
  stock('p1', 'StockCommitted', '2026-11-01T05:00:00.000Z', {
    orderId: 'o1',
    lines: [{ variantId: null, size: 'M', quantity: 2 }],
  }),
  cart('u2', 'CartItemAdded', '2026-11-01T05:00:00.000Z', cartLine('p2', 'S', 1)),
  cart('u2', 'CartItemAdded', '2026-11-01T05:10:00.000Z', cartLine('p3', 'L', 1)),
  cart('u2', 'CartItemRemoved', '2026-11-01T05:20:00.000Z', { productId: 'p2', colorVariantId: null, size: 'S' }),
  cart('u2', 'CartItemRemoved', '2026-11-01T06:00:00.000Z', { productId: 'p3', colorVariantId: null, size: 'L' }),

  placed('o2', '2026-11-01T20:00:00.000Z', [line('p3', 'L', 1, 300, 'Red')], 50),
  failed('o2', '2026-11-01T20:05:00.000Z', 'card_declined'),
  failed('o2', '2026-11-01T20:10:00.000Z', 'insufficient_funds', 'webhook'),
  paid('o2', '2026-11-01T20:15:00.000Z'),

  cart('u3', 'CartItemAdded', '2026-11-02T05:00:00.000Z', cartLine('p1', 'M', 3)),
  placed('o3', '2026-11-02T06:00:00.000Z', [line('p1', 'M', 1, 500, 'Black')], 50),
  stock('p1', 'StockReserved', '2026-11-02T06:00:00.000Z', {
    orderId: 'o3',
    lines: [{ variantId: null, size: 'M', quantity: 1 }],
  }),
  cart('u4', 'CartItemAdded', '2026-11-02T06:00:00.000Z', cartLine('p2', 'S', 1)),
  cart('u4', 'CartItemAdded', '2026-11-02T06:01:00.000Z', cartLine('p3', 'L', 2)),
  failed('o3', '2026-11-02T06:10:00.000Z', 'card_declined'),
  cart('u4', 'CartCheckedOut', '2026-11-02T06:10:00.000Z', {
    orderId: 'o5',
    lines: [{ productId: 'p2', colorVariantId: null, size: 'S', quantity: 1 }],
  }),
  placed('o4', '2026-11-02T07:00:00.000Z', [line('p2', 'M', 2, 1000, 'Blue')], 0),
  cart('u5', 'CartItemAdded', '2026-11-02T07:00:00.000Z', cartLine('p1', 'M', 1)),
  cart('u5', 'CartCleared', '2026-11-02T07:05:00.000Z'),
  order('o3', 'OrderExpired', '2026-11-02T07:30:00.000Z'),
  stock('p1', 'StockReleased', '2026-11-02T07:30:00.000Z', {
    orderId: 'o3',
    lines: [{ variantId: null, size: 'M', quantity: 1 }],
  }),
  order('o4', 'OrderExpired', '2026-11-02T07:30:00.000Z'),
  order('o4', 'OrderPaidUnfulfillable', '2026-11-02T08:00:00.000Z', {
    paymentId: 'pay_o4',
    providerOrderId: 'rp_o4',
    source: 'webhook',
  }),
  order('o1', 'OrderCancelled', '2026-11-02T10:00:00.000Z', { from: 'confirmed', by: 'admin', refundDue: true }),
  refund('o1', 'RefundRequested', '2026-11-02T11:00:00.000Z', {
    refundId: 'r1',
    amount: 1999.5,
    reason: 'cancelled by admin',
    restock: true,
    paymentId: 'pay_o1',
  }),
  refund('o1', 'RefundIssued', '2026-11-02T11:00:01.000Z', {
    refundId: 'r1',
    providerRefundId: 'rfnd_1',
    status: 'pending',
  }),

  refund('o4', 'RefundRequested', '2026-11-03T04:00:00.000Z', {
    refundId: 'r2',
    amount: 2000,
    reason: 'could not fulfil',
    restock: false,
    paymentId: 'pay_o4',
  }),
  refund('o4', 'RefundIssued', '2026-11-03T04:00:01.000Z', {
    refundId: 'r2',
    providerRefundId: 'rfnd_2',
    status: 'pending',
  }),
  refund('o4', 'RefundProcessed', '2026-11-03T05:00:00.000Z', { refundId: 'r2', providerRefundId: 'rfnd_2' }),
  refund('o1', 'RefundFailed', '2026-11-03T09:00:00.000Z', {
    refundId: 'r1',
    providerRefundId: 'rfnd_1',
    reason: 'gateway timeout',
  }),
  refund('o1', 'RefundRequested', '2026-11-03T10:00:00.000Z', {
    refundId: 'r3',
    amount: 1000,
    reason: 'partial goodwill',
    restock: false,
    paymentId: 'pay_o1',
  }),
  refund('o1', 'RefundIssued', '2026-11-03T10:00:01.000Z', {
    refundId: 'r3',
    providerRefundId: 'rfnd_3',
    status: 'processed',
  }),
  {
    stream: 'product-p3',
    type: 'ProductDetailsChanged',
    at: '2026-11-04T00:00:00.000Z',
    data: { productId: 'p3', details: details('Accessories'), changedAt: '2026-11-04T00:00:00.000Z' },
  },
  cart('u4', 'CartItemQuantityChanged', '2026-11-04T12:00:00.000Z', { ...cartLine('p3', 'L', 1), previous: 2 }),
];

/** When the report "runs" for the known log: u3's cart is idle over a day, u4's is not. */
export const KNOWN_NOW = new Date('2026-11-05T00:00:00.000Z');

/**
 * Appends the log one event at a time, in order, so the global log holds it exactly so; then
 * waits until the head covers the last event (the head is what every reader can see: a
 * transaction left open elsewhere on the server, e.g. another suite, holds it back a moment).
 */
export async function appendLog(eventStore: EventStore, log: readonly LoggedEvent[]): Promise<void> {
  let last: Position | null = null;
  for (const event of log) {
    const result = await eventStore.append(event.stream, [
      {
        id: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: {
          actor: { id: null, role: 'system' },
          correlationId: randomUUID(),
          causationId: null,
          occurredAt: event.at,
        },
      },
    ]);
    last = result.position;
  }
  const deadline = Date.now() + 20_000;
  for (;;) {
    const head = await eventStore.headPosition();
    if (!last || (head && comparePositions(head, last) >= 0)) return;
    if (Date.now() > deadline) throw new Error('the head did not reach the appended log within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
