import { LIMIT_MESSAGES } from '@store/contracts';
import { randomUUID } from 'node:crypto';
import { call, createProduct, lineOf, placeOrder, shopper, startShop, type Shop } from '../support/shop';

/**
 * Issue #13 item 3: orders and the public writes have limits (429 + Retry-After). Issue #38 moved
 * what one shopper may hold unpaid to its contact and browser (shared-address-limits.spec.ts);
 * per IP, orders keep a high backstop.
 */
describe('Security: limits on public endpoints', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop({
      RATE_LIMIT_ORDERS_IP: '3/1h',
      UNPAID_ORDERS_PER_CONTACT: '3',
      ORDER_MAX_UNITS_PER_LINE: '5',
      RATE_LIMIT_REGISTER_IP: '2/1h',
      RATE_LIMIT_NOTIFY_ME_IP: '2/1h',
      RATE_LIMIT_REVIEW_WRITES_USER: '1/1h',
      RATE_LIMIT_FORGOT_PASSWORD_IP: '2/1h',
    });
  });
  afterAll(() => shop.close());

  const guestOrder = (
    product: { _id: string; colorVariants: { _id: string }[] },
    ip: string,
    email: string,
    quantity = 1,
  ) =>
    call(shop.app, 'POST', '/api/orders/guest', {
      ip,
      body: {
        customerName: 'Ravi Kumar',
        customerPhone: '9123456789',
        customerEmail: email,
        orderItems: [lineOf(product, 'L', quantity, 1)],
        shippingAddress: {
          name: 'Ravi Kumar',
          phone: '9123456789',
          street: '1 MG Road',
          city: 'Pune',
          state: 'Maharashtra',
          zipCode: '411001',
        },
      },
    });

  const expectLimited = (
    res: { status: number; headers: Record<string, unknown>; body: { message: string } },
    message: string = LIMIT_MESSAGES.tooManyRequests,
  ) => {
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body.message).toBe(message);
  };

  it('limits orders per IP (RATE_LIMIT_ORDERS_IP, a flood backstop), guest and signed in alike', async () => {
    const product = await createProduct(shop);
    const asha = await shopper(shop);
    for (let i = 0; i < 2; i += 1)
      expect((await guestOrder(product, '198.51.100.20', `g${i}-${randomUUID()}@example.in`)).status).toBe(201);
    expect(
      (
        await call(shop.app, 'POST', '/api/orders', {
          ip: '198.51.100.20',
          token: asha.token,
          body: {
            orderItems: [lineOf(product, 'L', 1, 1)],
            shippingAddress: {
              name: 'Asha',
              phone: '9876543210',
              street: '1 MG Road',
              city: 'Pune',
              state: 'Maharashtra',
              zipCode: '411001',
            },
          },
        })
      ).status,
    ).toBe(201);
    expectLimited(await guestOrder(product, '198.51.100.20', `g9-${randomUUID()}@example.in`));
  });

  it('refuses more units of one size than a shopper ever buys', async () => {
    const product = await createProduct(shop);
    const res = await guestOrder(product, '198.51.100.40', `units-${randomUUID()}@example.in`, 6);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('At most 5 units of one size can be ordered at once');
  });

  it('limits the orders a signed-in shopper has waiting for payment (UNPAID_ORDERS_PER_CONTACT), from any browser', async () => {
    const asha = await shopper(shop);
    const product = await createProduct(shop);
    for (let i = 0; i < 3; i += 1)
      expect((await placeOrder(shop, asha.token, [lineOf(product, 'L', 1, 1)])).status).toBe(201);
    expectLimited(
      await placeOrder(shop, asha.token, [lineOf(product, 'L', 1, 1)]),
      LIMIT_MESSAGES.unpaidOrdersOfContact(3),
    );
  });

  it('limits registrations, notify-me and forgot-password per IP, review writes per user', async () => {
    const ip = '198.51.100.50';
    const register = (i: number) =>
      call(shop.app, 'POST', '/api/auth/register', {
        ip,
        body: {
          name: 'Asha',
          email: `r${i}-${randomUUID()}@example.in`,
          phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
          password: 'secret12',
        },
      });
    expect((await register(1)).status).toBe(201);
    expect((await register(2)).status).toBe(201);
    expectLimited(await register(3));

    const product = await createProduct(shop);
    const notify = () =>
      call(shop.app, 'POST', `/api/products/${product._id}/notify`, {
        ip,
        body: { email: `n-${randomUUID()}@example.in` },
      });
    expect((await notify()).status).toBe(200);
    expect((await notify()).status).toBe(200);
    expectLimited(await notify());

    const forgot = () =>
      call(shop.app, 'POST', '/api/auth/forgot-password', { ip, body: { email: `f-${randomUUID()}@example.in` } });
    expect((await forgot()).status).toBe(200);
    expect((await forgot()).status).toBe(200);
    expectLimited(await forgot());

    const asha = await shopper(shop);
    const reviewed = await createProduct(shop);
    const review = () =>
      call(shop.app, 'POST', '/api/reviews', {
        token: asha.token,
        body: { productId: reviewed._id, rating: 5, comment: 'Fits well and breathes.' },
      });
    expect((await review()).status).not.toBe(429);
    expectLimited(await review());
  });
});
