import {
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

/** Issue #13 item 8: a payment arriving after an admin cancelled the order does not bring it back. */
describe('Security: a late payment never revives an order an admin cancelled', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.close());

  it('records it as paid with a refund due; the order stays cancelled', async () => {
    const asha = await shopper(shop);
    const product = await createProduct(shop);
    const order = (await placeOrder(shop, asha.token, [lineOf(product, 'M')])).body.order;
    const { verification } = await payOrder(shop, order._id, asha.token);
    const cancelled = await call(shop.app, 'PUT', `/api/orders/${order._id}/cancel`, { token: shop.admin });
    expect(cancelled.body.order.status).toBe('cancelled');

    const res = await verify(shop, asha.token, verification);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ status: 'cancelled', isPaid: true, refundDue: true });
  });
});
