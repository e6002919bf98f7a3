import { paymentSignature } from '@store/payments';
import {
  call,
  createProduct,
  eventually,
  lineOf,
  payOrder,
  placeOrder,
  startShop,
  verify,
  type Shop,
} from '../support/shop';

const ADMIN = '/api/admin/discounts';

/** Issue #44: "under racing checkouts a code with 10 uses left is used exactly 10 times". */
describe('50 checkouts racing for a code with 10 uses left', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop({ UNPAID_ORDERS_PER_CONTACT: '100', UNPAID_ORDERS_PER_DEVICE: '100' });
  });
  afterAll(() => shop.close());

  it('uses it exactly 10 times and refuses the others with the message, nothing half-written', async () => {
    const product = await createProduct(shop, {
      colorVariants: [
        {
          colorName: 'Black',
          colorCode: '#000000',
          images: [{ url: '/demo/black.svg', altText: 'Black' }],
          isDefault: true,
          stock: { M: 100 },
        },
      ],
    });
    const created = await call(shop.app, 'POST', ADMIN, {
      token: shop.admin,
      body: { code: 'RUSH10', type: 'percent', value: 10, usageLimit: 12, isActive: true },
    });
    const discountId = created.body.discount._id as string;
    // Two uses already gone: 10 left.
    for (let i = 0; i < 2; i += 1) {
      const placed = await placeOrder(shop, null, [lineOf(product, 'M', 1)], { discountCode: 'RUSH10' });
      const { verification } = await payOrder(shop, placed.body.order._id, null);
      await verify(shop, null, verification);
    }

    const checkout = async (i: number) => {
      const phone = `97${String(10_000_000 + i).slice(-8)}`;
      const placed = await call(shop.app, 'POST', '/api/orders/guest', {
        body: {
          customerName: `Racer ${i}`,
          customerPhone: phone,
          customerEmail: `racer${i}@example.in`,
          orderItems: [lineOf(product, 'M', 1)],
          shippingAddress: {
            name: `Racer ${i}`,
            phone,
            street: '1 MG Rd',
            city: 'Pune',
            state: 'Maharashtra',
            zipCode: '411001',
            country: 'India',
          },
          discountCode: 'rush10',
        },
      });
      if (placed.status !== 201) return placed;
      const orderId = placed.body.order._id as string;
      const orderToken = placed.body.order.accessToken as string;
      const started = await call(shop.app, 'POST', '/api/payments/create-order-guest', {
        body: { amount: 1, orderId, currency: 'INR', orderToken },
      });
      const providerOrderId = started.body.orderId as string;
      const paymentId = `pay_race${String(i).padStart(10, '0')}`;
      const verified = await verify(shop, null, {
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(providerOrderId, paymentId, shop.config.RAZORPAY_KEY_SECRET),
        orderId,
        orderToken,
      });
      expect(verified.status).toBe(200);
      return placed;
    };
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => checkout(i)));
    const placed = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(new Set(refused.map((r) => `${r.status} ${r.body.message}`))).toEqual(
      new Set(['400 This code has been used up']),
    );
    for (const order of placed) expect(order.body.order).toMatchObject({ discountCode: 'RUSH10', discountTotal: 79.9 });

    // Every placed order was paid: every use counts, and the refused checkouts held no stock.
    await eventually('12 uses counted', async () => {
      const res = await call(shop.app, 'GET', `${ADMIN}/${discountId}`, { token: shop.admin });
      return res.body.discount.uses === 12 && res.body.discount.reserved === 0;
    });
    const res = await call(shop.app, 'GET', `${ADMIN}/${discountId}`, { token: shop.admin });
    expect(res.body.discount).toMatchObject({ uses: 12, reserved: 0, discountGiven: 958.8 });
    const product2 = await call(shop.app, 'GET', `/api/products/${product._id}`);
    expect(product2.body.product.colorVariants[0].stock.M).toBe(88);
  }, 180_000);
});
