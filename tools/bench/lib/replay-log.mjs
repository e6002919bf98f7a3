// The replay bench's realistic log: a few real guest checkouts and cart edits made over HTTP on
// the built store (so every event has the domain's own shape), then cloned with fresh order,
// payment and shopper ids and appended straight to the event store until the log holds the
// asked-for numbers of orders and cart events.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { api } from './store-server.mjs';

const address = {
  name: 'Replay Shopper',
  phone: '9876543210',
  street: '1 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zipCode: '411001',
  country: 'India',
};
const SIZES = ['S', 'M', 'L', 'XL'];

export async function createStockedProducts(store, token, count) {
  const products = [];
  for (let n = 0; n < count; n += 1) {
    const res = await api(store.url, 'POST', '/api/products', {
      token,
      body: {
        name: `Replay Tee ${n}`,
        description: 'A product the replay bench orders and carts',
        category: 'topwear',
        brand: 'ThreadFit',
        material: 'Cotton',
        hsnCode: '6109',
        sizes: SIZES,
        price: 499 + n,
        colorVariants: [
          {
            colorName: 'Black',
            colorCode: '#000000',
            images: [{ url: '/demo/black.svg', altText: 'Black' }],
            isDefault: true,
            stock: { S: 1_000_000, M: 1_000_000, L: 1_000_000, XL: 1_000_000 },
          },
        ],
      },
    });
    if (res.status !== 201) throw new Error(`product not created: ${JSON.stringify(res.body)}`);
    products.push(res.body.product);
  }
  return products;
}

/** One paid guest checkout of 1-3 lines (place, create payment, verify), as checkout.mjs does. */
export async function paidGuestCheckout(store, products, n) {
  const lines = products.slice(n % products.length, (n % products.length) + 1 + (n % 3));
  const orderItems = lines.map((product, i) => ({
    product: product._id,
    quantity: 1 + ((n + i) % 2),
    size: SIZES[(n + i) % 4],
    colorVariantId: product.colorVariants[0]._id,
  }));
  const placed = await api(store.url, 'POST', '/api/orders/guest', {
    body: { orderItems, shippingAddress: address, customerName: 'Replay Shopper', customerPhone: '9876543210' },
  });
  if (placed.status !== 201) throw new Error(`order failed: ${placed.status} ${JSON.stringify(placed.body)}`);
  const orderId = placed.body.order._id;
  const orderToken = placed.body.order.accessToken;
  const started = await api(store.url, 'POST', '/api/payments/create-order-guest', {
    body: { amount: placed.body.order.totalPrice, orderId, currency: 'INR', orderToken },
  });
  if (started.status !== 200) throw new Error(`create-order failed: ${JSON.stringify(started.body)}`);
  const paymentId = `pay_${randomBytes(7).toString('hex')}`;
  const signature = createHmac('sha256', store.env.RAZORPAY_KEY_SECRET)
    .update(`${started.body.orderId}|${paymentId}`)
    .digest('hex');
  const verified = await api(store.url, 'POST', '/api/payments/verify-guest', {
    body: {
      razorpay_order_id: started.body.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
      orderId,
      orderToken,
    },
  });
  if (verified.status !== 200 || !verified.body.order.isPaid)
    throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
}

/** A shopper's cart over a session: lines added, quantities changed, lines removed, emptied. */
export async function cartSession(store, token, products) {
  const line = (product, quantity, size = 'M') => ({
    product: product._id,
    quantity,
    size,
    colorVariantId: product.colorVariants[0]._id,
  });
  const steps = [
    [line(products[0], 1)],
    [line(products[0], 2), line(products[1], 1)],
    [line(products[0], 2), line(products[1], 1), line(products[2], 1, 'L')],
    [line(products[1], 3), line(products[2], 1, 'L')],
    [line(products[2], 2, 'L'), line(products[3], 1)],
    [],
  ];
  for (const items of steps) {
    const res = await api(store.url, 'PUT', '/api/cart', { token, body: { items } });
    if (res.status !== 200) throw new Error(`cart failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

const ORDER_IDS = [
  ['OrderPlaced', 'orderId'],
  ['PaymentStarted', 'providerOrderId'],
  ['OrderPaid', 'paymentId'],
];

/** Ids in `events` a clone must not share with its template: orders, gateway orders, payments, shoppers. */
export function idsToRename(events, shopperIds) {
  const ids = new Set(shopperIds);
  for (const event of events)
    for (const [type, field] of ORDER_IDS) if (event.type === type && event.data[field]) ids.add(event.data[field]);
  return [...ids];
}

/** The template's events with every id in `ids` replaced by a fresh one (data and stream ids). */
export function cloneEvents(events, ids) {
  const fresh = new Map(
    ids.map((id) => [
      id,
      id.startsWith('pay_') || id.startsWith('order_')
        ? `${id.split('_')[0]}_${randomBytes(7).toString('hex')}`
        : randomUUID(),
    ]),
  );
  const pattern = new RegExp(ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  const rename = (text) => (ids.length ? text.replace(pattern, (id) => fresh.get(id)) : text);
  return events.map((event) => ({
    streamId: rename(event.streamId),
    event: {
      type: event.type,
      version: event.version,
      data: JSON.parse(rename(JSON.stringify(event.data))),
      metadata: { ...event.metadata, correlationId: randomUUID() },
    },
  }));
}

/** Appends cloned events, consecutive events of one stream in one append, `concurrency` clones at a time. */
export async function appendClones(store, makeClone, clones, concurrency = 16) {
  let next = 0;
  let appended = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let n = next++; n < clones; n = next++) {
        const events = makeClone();
        for (let i = 0; i < events.length;) {
          let j = i;
          while (j < events.length && events[j].streamId === events[i].streamId) j += 1;
          await store.append(
            events[i].streamId,
            events.slice(i, j).map((clone) => clone.event),
          );
          appended += j - i;
          i = j;
        }
      }
    }),
  );
  return appended;
}
