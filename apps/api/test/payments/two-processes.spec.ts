import { createProduct, lineOf, payOrder, placeOrder, startShop, verify, type Shop } from '../support/shop';

/**
 * Two API processes on one database. A process remembers the orders it placed between the steps
 * of a checkout (RecentOrders); a step another process took meanwhile must not be lost or refused.
 */
describe('a checkout whose steps reach two processes', () => {
  let first: Shop;
  let second: Shop;

  beforeAll(async () => {
    first = await startShop();
    second = await startShop({ DATABASE_URL: first.config.DATABASE_URL });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('verifies a payment the other process started after this one placed the order', async () => {
    const product = await createProduct(first, { price: 450 });
    const placed = await placeOrder(first, null, [lineOf(product, 'M')]);
    expect(placed.status).toBe(201);
    const { verification } = await payOrder(second, placed.body.order._id, null);
    const res = await verify(first, null, verification);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ _id: placed.body.order._id, isPaid: true, status: 'confirmed' });
  });

  it('starts a payment on an order the other process changed after this one placed it, then verifies it', async () => {
    const product = await createProduct(first, { price: 450 });
    const placed = await placeOrder(first, null, [lineOf(product, 'M')]);
    await payOrder(second, placed.body.order._id, null); // the order's stream moves on in the other process
    const { started, verification } = await payOrder(first, placed.body.order._id, null);
    expect(started).toMatchObject({ success: true, amount: Math.round(placed.body.order.totalPrice * 100) });
    const res = await verify(first, null, verification);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ isPaid: true, paymentStatus: 'completed' });
  });

  it('refuses to start a payment for an order the other process saw paid, though this one remembers it unpaid', async () => {
    const product = await createProduct(first, { price: 450 });
    const placed = await placeOrder(first, null, [lineOf(product, 'M')]);
    const { verification } = await payOrder(second, placed.body.order._id, null);
    expect((await verify(second, null, verification)).status).toBe(200);
    const again = await payOrder(first, placed.body.order._id, null).catch((error: Error) => error.message);
    expect(again).toMatch(/already paid/i);
  });
});
