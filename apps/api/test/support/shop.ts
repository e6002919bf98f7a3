import type { Type } from '@nestjs/common';
import { createProduct as createCatalogueProduct } from '@store/catalogue/testing';
import { adminToken, call, registerVerified } from '@store/identity/testing';
import { startSmtp, type TestSmtp } from '@store/platform/testing';
import { paymentSignature, webhookSignature } from '@store/payments';
import { startTestApp, type TestApp } from './test-app';

export { call };

/**
 * The whole store (every module, projections, reactors, job workers) on a fresh database with a
 * real SMTP server: for the tests of flows that cross modules (ordering, payments).
 */
export interface Shop extends TestApp {
  smtp: TestSmtp;
  admin: string;
  close(): Promise<void>;
}

export async function startShop(env: Record<string, string> = {}, imports: Type<unknown>[] = []): Promise<Shop> {
  const smtp = await startSmtp();
  const t = await startTestApp(
    {
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: 'admin@threadfit.test',
      ADMIN_PASSWORD: 'Admin@12345',
      DEMO_CATALOGUE: 'off',
      DATABASE_POOL_SIZE: '8',
      ...env,
    },
    imports,
  );
  const shop = { ...t, smtp, admin: '' } as Shop;
  shop.admin = (await adminToken(shop)).token;
  shop.close = async () => {
    await t.close();
    await smtp.close();
  };
  return shop;
}

export const shopper = (shop: Shop) => registerVerified(shop);

/** A product with two colours (Black: S 2, M 3; Olive: L 4) unless overridden, created by the admin. */
export const createProduct = (shop: Shop, overrides: Record<string, unknown> = {}) =>
  createCatalogueProduct(shop, shop.admin, overrides);

export const address = {
  name: 'Asha Verma',
  phone: '9876543210',
  houseName: 'Flat 4',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zipCode: '411001',
  country: 'India',
};

export const lineOf = (
  product: { _id: string; colorVariants: { _id: string }[] },
  size: string,
  quantity = 1,
  variant = 0,
) => ({
  product: product._id,
  name: 'whatever the client says',
  quantity,
  size,
  price: 1,
  colorVariantId: product.colorVariants[variant]?._id ?? null,
});

/** Guest orders' access tokens (issued by POST /orders/guest), which their payment calls carry. */
const guestOrderTokens = new Map<string, string>();

export async function placeOrder(
  shop: Shop,
  token: string | null,
  items: unknown[],
  extra: Record<string, unknown> = {},
) {
  const body = {
    orderItems: items,
    shippingAddress: address,
    paymentMethod: 'razorpay',
    shippingCost: 0,
    totalPrice: 1,
    ...extra,
  };
  if (token) return call(shop.app, 'POST', '/api/orders', { token, body });
  const res = await call(shop.app, 'POST', '/api/orders/guest', {
    body: { customerName: 'Ravi Kumar', customerPhone: '9123456789', customerEmail: 'ravi@example.in', ...body },
  });
  if (res.body?.order?.accessToken) guestOrderTokens.set(res.body.order._id, res.body.order.accessToken);
  return res;
}

/** Units left of one colour and size, as the storefront sees them. */
export async function stockOf(shop: Shop, productId: string, size: string, variant = 0): Promise<number> {
  const res = await call(shop.app, 'GET', `/api/products/${productId}`);
  return res.body.product.colorVariants[variant].stock[size] ?? 0;
}

/** Waits until the storefront shows `units` of one colour and size (the listing follows the inventory). */
export const stockBecomes = (shop: Shop, productId: string, size: string, units: number, variant = 0) =>
  eventually(
    `${units} units of ${size} in the listing`,
    async () => (await stockOf(shop, productId, size, variant)) === units,
  );

/** Starts a payment for an order and pays it the way Razorpay's checkout would. */
export async function payOrder(shop: Shop, orderId: string, token: string | null) {
  const orderToken = token ? undefined : guestOrderTokens.get(orderId);
  const started = await call(
    shop.app,
    'POST',
    token ? '/api/payments/create-order' : '/api/payments/create-order-guest',
    { token: token ?? undefined, body: { amount: 1, orderId, currency: 'INR', orderToken } },
  );
  if (started.status !== 200) throw new Error(`create-order failed: ${JSON.stringify(started.body)}`);
  const providerOrderId = started.body.orderId as string;
  const paymentId = `pay_${Math.random().toString(36).slice(2, 16).padEnd(14, 'x')}`;
  const verification = {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(providerOrderId, paymentId, shop.config.RAZORPAY_KEY_SECRET),
    orderId,
    orderToken,
  };
  return { started: started.body, verification };
}

export const verify = (shop: Shop, token: string | null, verification: Record<string, unknown>) =>
  call(shop.app, 'POST', token ? '/api/payments/verify' : '/api/payments/verify-guest', {
    token: token ?? undefined,
    body: verification,
  });

/** Razorpay's webhook request: the raw body and its signature header. */
export async function sendWebhook(
  shop: Shop,
  payload: unknown,
  options: { eventId?: string; secret?: string; raw?: string } = {},
) {
  const raw = options.raw ?? JSON.stringify(payload);
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(raw, options.secret ?? shop.config.RAZORPAY_WEBHOOK_SECRET),
      ...(options.eventId ? { 'x-razorpay-event-id': options.eventId } : {}),
    },
    payload: raw,
  });
  return { status: response.statusCode, body: response.json() };
}

export function capturedWebhook(providerOrderId: string, paymentId: string, event = 'payment.captured') {
  return {
    entity: 'event',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount: 100,
          currency: 'INR',
          status: event === 'payment.failed' ? 'failed' : 'captured',
          order_id: providerOrderId,
          error_description: event === 'payment.failed' ? 'Card declined' : null,
          notes: {},
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  };
}

/** Polls until `check` returns a truthy value (async effects: reactors, jobs). */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 45_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined | null | false;
  while (Date.now() < deadline) {
    last = await check();
    if (last) return last;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
}

/** Places an order of `items` and pays it (verified as the browser would): its id, its answer and a guest's access token. */
export async function placePaidOrder(
  shop: Shop,
  token: string | null,
  items: unknown[],
  extra: Record<string, unknown> = {},
) {
  const placed = await placeOrder(shop, token, items, extra);
  if (placed.status !== 201) throw new Error(`order not placed: ${JSON.stringify(placed.body)}`);
  const orderId = placed.body.order._id as string;
  const { verification } = await payOrder(shop, orderId, token);
  const verified = await verify(shop, token, verification);
  if (verified.status !== 200) throw new Error(`payment not verified: ${JSON.stringify(verified.body)}`);
  return {
    orderId,
    order: placed.body.order,
    accessToken: placed.body.order.accessToken as string | undefined,
    paymentId: verification.razorpay_payment_id,
  };
}
