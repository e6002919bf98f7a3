import {
  call,
  createProduct,
  eventually,
  lineOf,
  payOrder,
  placeOrder,
  shopper,
  startShop,
  stockBecomes,
  verify,
  type Shop,
} from '../support/shop';

describe('a pending order not paid within ORDER_PAYMENT_TIMEOUT', () => {
  let shop: Shop;
  let asha: { token: string };

  beforeAll(async () => {
    shop = await startShop({ ORDER_PAYMENT_TIMEOUT: '1s' });
    asha = await shopper(shop);
  });
  afterAll(async () => {
    await shop.close();
  });

  const orderOf = async (id: string) =>
    (await call(shop.app, 'GET', `/api/orders/${id}`, { token: asha.token })).body.order;

  it('is cancelled by the expiry job and its stock released', async () => {
    const product = await createProduct(shop);
    const { body } = await placeOrder(shop, asha.token, [lineOf(product, 'M', 3)]);
    await stockBecomes(shop, product._id, 'M', 0);
    await eventually('the order expires', async () => (await orderOf(body.order._id)).status === 'cancelled');
    expect(await orderOf(body.order._id)).toMatchObject({ expired: true, canPay: false });
    await stockBecomes(shop, product._id, 'M', 3);
    const again = await call(shop.app, 'POST', '/api/payments/create-order', {
      token: asha.token,
      body: { amount: 1, orderId: body.order._id, currency: 'INR' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order expired before it was paid. Please place a new order.');
  });

  it('is reinstated when its payment still arrives and the stock is there', async () => {
    const product = await createProduct(shop);
    const { body } = await placeOrder(shop, asha.token, [lineOf(product, 'M', 2)]);
    const { verification } = await payOrder(shop, body.order._id, asha.token);
    await stockBecomes(shop, product._id, 'M', 1);
    await eventually('the order expires', async () => (await orderOf(body.order._id)).status === 'cancelled');
    await stockBecomes(shop, product._id, 'M', 3);
    const res = await verify(shop, asha.token, verification);
    expect(res.body.order).toMatchObject({ status: 'confirmed', isPaid: true, refundDue: false });
    await stockBecomes(shop, product._id, 'M', 1);
  });

  it('is marked paid but unfulfillable, for a refund, when its stock was sold meanwhile', async () => {
    const product = await createProduct(shop);
    const { body } = await placeOrder(shop, asha.token, [lineOf(product, 'M', 3)]);
    const { verification } = await payOrder(shop, body.order._id, asha.token);
    await stockBecomes(shop, product._id, 'M', 0);
    await eventually('the order expires', async () => (await orderOf(body.order._id)).status === 'cancelled');
    await stockBecomes(shop, product._id, 'M', 3);
    const other = await placeOrder(shop, null, [lineOf(product, 'M', 3)]);
    expect(other.status).toBe(201);
    const res = await verify(shop, asha.token, verification);
    expect(res.body.order).toMatchObject({
      status: 'cancelled',
      isPaid: true,
      paymentStatus: 'completed',
      refundDue: true,
    });
    const history = await call(shop.app, 'GET', `/api/orders/${body.order._id}/history`, { token: shop.admin });
    expect(history.body.history.at(-1).summary).toMatch(/refund due/);
    await stockBecomes(shop, product._id, 'M', 0);
  });
});
