import {
  address,
  call,
  createProduct,
  lineOf,
  payOrder,
  placeOrder,
  shopper,
  startShop,
  verify,
  type Shop,
} from '../support/shop';

/** Issue #13 item 7: an order id is not a credential; a guest order opens with its signed access token. */
describe('Security: guest orders need their access token', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.close());

  it('answers 404 without the token or with another order’s, and the order with its own', async () => {
    const product = await createProduct(shop);
    const first = (await placeOrder(shop, null, [lineOf(product, 'M')])).body.order;
    const second = (await placeOrder(shop, null, [lineOf(product, 'S')])).body.order;
    expect(first.accessToken).toEqual(expect.any(String));

    const read = (query?: Record<string, string>, headers?: Record<string, string>) =>
      call(shop.app, 'GET', `/api/orders/${first._id}`, { query, headers });
    expect((await read()).status).toBe(404);
    expect((await read({ token: second.accessToken })).status).toBe(404);
    expect((await read({ token: `${first.accessToken}x` })).status).toBe(404);
    expect((await read({ token: 'a'.repeat(10_000) })).status).toBe(404);
    const opened = await read({ token: first.accessToken });
    expect(opened.status).toBe(200);
    expect(opened.body.order.shippingAddress).toMatchObject({ name: address.name, phone: address.phone });
    expect((await read(undefined, { 'x-order-token': first.accessToken })).status).toBe(200);
    expect((await call(shop.app, 'GET', `/api/orders/${first._id}`, { token: shop.admin })).status).toBe(200);
  });

  it('refuses to start, fail or verify a guest payment without the token', async () => {
    const product = await createProduct(shop);
    const order = (await placeOrder(shop, null, [lineOf(product, 'M')])).body.order;
    const body = { amount: 1, orderId: order._id, currency: 'INR' };
    expect((await call(shop.app, 'POST', '/api/payments/create-order-guest', { body })).status).toBe(404);
    expect(
      (
        await call(shop.app, 'POST', '/api/payments/payment-failed', {
          body: { orderId: order._id, error: { description: 'x' } },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(shop.app, 'POST', '/api/payments/create-order-guest', {
          body: { ...body, orderToken: order.accessToken },
        })
      ).status,
    ).toBe(200);
  });

  it('puts the token in the confirmation e-mail link', async () => {
    const product = await createProduct(shop);
    const order = (await placeOrder(shop, null, [lineOf(product, 'M')], { customerEmail: 'guest-link@example.in' }))
      .body.order;
    const { verification } = await payOrder(shop, order._id, null);
    expect((await verify(shop, null, verification)).status).toBe(200);
    const mail = await shop.smtp.waitFor('guest-link@example.in', (m) => /confirmed/.test(m.subject));
    const link = new RegExp(`/order-confirmation/${order._id}\\?token=([^\\s]+)`).exec(mail.text);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]);
    expect((await call(shop.app, 'GET', `/api/orders/${order._id}`, { query: { token } })).status).toBe(200);
  });

  it('a signed-in shopper reads their own orders without a token, and nobody else’s', async () => {
    const [asha, ravi] = [await shopper(shop), await shopper(shop)];
    const product = await createProduct(shop);
    const order = (await placeOrder(shop, asha.token, [lineOf(product, 'M')])).body.order;
    expect(order.accessToken).toBeUndefined();
    expect((await call(shop.app, 'GET', `/api/orders/${order._id}`, { token: asha.token })).status).toBe(200);
    expect((await call(shop.app, 'GET', `/api/orders/${order._id}`, { token: ravi.token })).status).toBe(404);
  });
});
