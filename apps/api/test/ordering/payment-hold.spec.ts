import { productBody } from '@store/catalogue/testing';
import { ReservationSweeper } from '@store/ordering';
import { call, createProduct, eventually, lineOf, placeOrder, shopper, startShop, type Shop } from '../support/shop';

const MINUTE = 60_000;
const holdOf = (order: { createdAt: string; expiresAt: string }) =>
  Date.parse(order.expiresAt) - Date.parse(order.createdAt);

/**
 * Issue #45: a product's unpaid-order hold (paymentHoldMinutes, 1 to 60; none: ORDER_PAYMENT_TIMEOUT).
 * An order waits for payment as long as the shortest hold of its products, and the units of an
 * order that lapsed are sold to the next shopper at once.
 */
describe("a product's unpaid-order hold", () => {
  let shop: Shop;
  let asha: { token: string };

  beforeAll(async () => {
    shop = await startShop({ ORDER_PAYMENT_TIMEOUT: '15m', STOCK_SWEEP_INTERVAL: '1h' });
    asha = await shopper(shop);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('is set by the admin, shown on the product, kept by an update that leaves it out and cleared by null', async () => {
    const drop = await createProduct(shop, { paymentHoldMinutes: 5 });
    expect(drop.paymentHoldMinutes).toBe(5);
    const read = await call(shop.app, 'GET', `/api/products/${drop._id}`);
    expect(read.body.product.paymentHoldMinutes).toBe(5);

    const kept = await call(shop.app, 'PUT', `/api/products/${drop._id}`, {
      token: shop.admin,
      body: productBody({ name: drop.name, price: 999 }),
    });
    expect(kept.status).toBe(200);
    expect(kept.body.product.paymentHoldMinutes).toBe(5);

    const cleared = await call(shop.app, 'PUT', `/api/products/${drop._id}`, {
      token: shop.admin,
      body: productBody({ name: drop.name, paymentHoldMinutes: null }),
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.product.paymentHoldMinutes).toBeNull();

    const plain = await createProduct(shop);
    expect(plain.paymentHoldMinutes).toBeNull();
  });

  it.each([0, 61, 2.5, 'soon', -5])('refuses a hold of %p minutes with the rule, creating nothing', async (minutes) => {
    const name = `Refused hold ${String(minutes)}`;
    const res = await call(shop.app, 'POST', '/api/products', {
      token: shop.admin,
      body: productBody({ name, paymentHoldMinutes: minutes }),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Payment hold must be a whole number of minutes from 1 to 60');
    const listed = await call(shop.app, 'GET', `/api/products?search=${encodeURIComponent(name)}`);
    expect(listed.body.products ?? []).toHaveLength(0);
  });

  it('is an admin setting: a shopper cannot set it', async () => {
    const product = await createProduct(shop);
    const anonymous = await call(shop.app, 'PUT', `/api/products/${product._id}`, {
      body: productBody({ paymentHoldMinutes: 5 }),
    });
    expect(anonymous.status).toBe(401);
    const asShopper = await call(shop.app, 'PUT', `/api/products/${product._id}`, {
      token: asha.token,
      body: productBody({ paymentHoldMinutes: 5 }),
    });
    expect(asShopper.status).toBe(403);
  });

  it('holds an order for the shortest hold of its products, else ORDER_PAYMENT_TIMEOUT', async () => {
    const drop = await createProduct(shop, { paymentHoldMinutes: 5 });
    const ten = await createProduct(shop, { paymentHoldMinutes: 10 });
    const plain = await createProduct(shop);

    const dropOnly = await placeOrder(shop, null, [lineOf(drop, 'M')]);
    expect(dropOnly.status).toBe(201);
    expect(holdOf(dropOnly.body.order)).toBe(5 * MINUTE);

    const cart = await placeOrder(shop, asha.token, [lineOf(plain, 'M'), lineOf(ten, 'M'), lineOf(drop, 'S')]);
    expect(cart.status).toBe(201);
    expect(holdOf(cart.body.order)).toBe(5 * MINUTE);

    const usual = await placeOrder(shop, asha.token, [lineOf(plain, 'S')]);
    expect(holdOf(usual.body.order)).toBe(15 * MINUTE);
  });

  it("sells a lapsed order's unit to the next shopper at once", async () => {
    const drop = await createProduct(shop, {
      paymentHoldMinutes: 5,
      colorVariants: [
        {
          colorName: 'Black',
          colorCode: '#000000',
          images: [{ url: '/demo/black.svg', altText: 'Black tee' }],
          isDefault: true,
          stock: { M: 1 },
        },
      ],
    });
    const first = await placeOrder(shop, asha.token, [lineOf(drop, 'M')]);
    expect(first.status).toBe(201);
    const refused = await placeOrder(shop, null, [lineOf(drop, 'M')]);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Insufficient stock for .* in size M \(Black\)\. Available: 0$/);

    // Six minutes on: the sweeper expires the unpaid order and releases its unit.
    const sweeper = shop.app.get(ReservationSweeper);
    const sixMinutesOn = new Date(Date.parse(first.body.order.expiresAt) + MINUTE);
    await eventually('the lapsed order is settled', async () =>
      (await sweeper.sweep(sixMinutesOn)).settled.some((s) => s.orderId === first.body.order._id),
    );
    // No wait for any read model: the next shopper gets the unit.
    const next = await placeOrder(shop, null, [lineOf(drop, 'M')]);
    expect(next.status).toBe(201);
    const history = await call(shop.app, 'GET', `/api/orders/${first.body.order._id}/history`, { token: shop.admin });
    expect(history.status).toBe(200);
  });
});
