import { call, createProduct, eventually, lineOf, placeOrder, shopper, startShop, type Shop } from '../support/shop';

const ADMIN = '/api/admin/discounts';

/** Issue #44: a use held by an unpaid order is given back when the order expires. */
describe('a discount code on an order that expires unpaid', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop({ ORDER_PAYMENT_TIMEOUT: '1s' });
  });
  afterAll(() => shop.close());

  it('gives the use back, so the single-use code can be used by another customer', async () => {
    const product = await createProduct(shop);
    const { discount } = (
      await call(shop.app, 'POST', ADMIN, {
        token: shop.admin,
        body: { code: 'LASTONE', type: 'fixed', value: 100, usageLimit: 1, isActive: true },
      })
    ).body;
    const [asha, ravi] = [await shopper(shop), await shopper(shop)];
    const held = await placeOrder(shop, asha.token, [lineOf(product, 'M', 1)], { discountCode: 'lastone' });
    expect(held.status).toBe(201);
    // 799 - 100 = 699: still free shipping
    expect(held.body.order).toMatchObject({ discountTotal: 100, shippingCost: 0, totalPrice: 699 });

    await eventually('the use is given back at expiry', async () => {
      const res = await call(shop.app, 'GET', `${ADMIN}/${discount._id}/history`, { token: shop.admin });
      return res.body.history.some((h: { type: string; summary: string }) => h.type === 'DiscountReleased');
    });
    const history = await call(shop.app, 'GET', `${ADMIN}/${discount._id}/history`, { token: shop.admin });
    expect(history.body.history.at(-1).summary).toMatch(/^Order #[0-9A-F]{6} expired unpaid: its use was given back$/);
    const again = await placeOrder(shop, ravi.token, [lineOf(product, 'M', 1)], { discountCode: 'LASTONE' });
    expect(again.status).toBe(201);
  }, 60_000);
});
