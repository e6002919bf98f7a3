import {
  call,
  createProduct,
  eventually,
  lineOf,
  payOrder,
  placeOrder,
  shopper,
  startShop,
  verify,
  type Shop,
} from '../support/shop';

const travel = (shop: Shop, kind: string, id: string, at: string, token = shop.admin) =>
  call(shop.app, 'GET', `/api/admin/system/time-travel/${kind}/${id}`, { token, query: { at } });

/** A moment strictly after everything recorded so far, and before what comes next. */
async function moment() {
  await new Promise((resolve) => setTimeout(resolve, 20));
  const at = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 20));
  return at;
}

/** #17 /admin/system: an order, a product's stock and a cart as they were at a chosen time, beside now. */
describe('operations: time travel', () => {
  let shop: Shop;
  let asha: { token: string; id: string };

  beforeAll(async () => {
    shop = await startShop();
    asha = await shopper(shop);
  });
  afterAll(() => shop.close());

  it('shows an order at each of its states: placed, paid, shipped, delivered, beside its current state', async () => {
    const product = await createProduct(shop);
    const beforeOrder = await moment();
    const placed = await placeOrder(shop, asha.token, [lineOf(product, 'M', 2)]);
    expect(placed.status).toBe(201);
    const orderId = placed.body.order._id;
    const whenPlaced = await moment();
    const { verification } = await payOrder(shop, orderId, asha.token);
    expect((await verify(shop, asha.token, verification)).status).toBe(200);
    const whenPaid = await moment();
    expect(
      (await call(shop.app, 'PUT', `/api/orders/${orderId}/status`, { token: shop.admin, body: { status: 'shipped' } }))
        .status,
    ).toBe(200);
    const whenShipped = await moment();
    expect(
      (
        await call(shop.app, 'PUT', `/api/orders/${orderId}/status`, {
          token: shop.admin,
          body: { status: 'delivered' },
        })
      ).status,
    ).toBe(200);

    const at = async (when: string) => (await travel(shop, 'order', orderId, when)).body;
    const before = await at(beforeOrder);
    expect(before.past).toMatchObject({ state: null, eventsApplied: 0, revision: null });
    expect(before.current.state).toMatchObject({ status: 'delivered', isPaid: true });

    expect((await at(whenPlaced)).past.state).toMatchObject({
      exists: true,
      orderId,
      status: 'pending',
      isPaid: false,
      paymentStatus: 'pending',
    });
    expect((await at(whenPaid)).past.state).toMatchObject({
      status: 'confirmed',
      isPaid: true,
      paymentStatus: 'completed',
    });
    const shipped = await at(whenShipped);
    expect(shipped.past.state).toMatchObject({ status: 'shipped', deliveredAt: null });
    expect(shipped).toMatchObject({ success: true, kind: 'order', id: orderId, streamId: `order-${orderId}` });
    expect(shipped.timeline.map((entry: any) => entry.revision)).toEqual(
      shipped.timeline.map((_: unknown, index: number) => index),
    );
    expect(shipped.current.eventsApplied).toBe(shipped.timeline.length);
    expect(shipped.past.eventsApplied).toBeLessThan(shipped.current.eventsApplied);
  });

  it("shows a product's stock before and after an order reserved it", async () => {
    const product = await createProduct(shop);
    const beforeOrder = await moment();
    expect((await placeOrder(shop, asha.token, [lineOf(product, 'M', 2)])).status).toBe(201);
    const key = `${product.colorVariants[0]._id}|M`;
    const res = await eventually('the reservation is recorded', async () => {
      const body = (await travel(shop, 'stock', product._id, beforeOrder)).body;
      return body.current.state.available[key] === 1 ? body : null;
    });
    expect(res.past.state.available[key]).toBe(3);
    expect(Object.keys(res.past.state.reservations)).toHaveLength(0);
    expect(Object.keys(res.current.state.reservations)).toHaveLength(1);
  });

  it("shows a shopper's cart as it was before a change", async () => {
    const product = await createProduct(shop);
    const item = (size: string, quantity: number) => ({
      product: product._id,
      quantity,
      size,
      colorVariantId: product.colorVariants[0]._id,
    });
    expect(
      (await call(shop.app, 'PUT', '/api/cart', { token: asha.token, body: { items: [item('M', 1)] } })).status,
    ).toBe(200);
    const withOne = await moment();
    expect(
      (await call(shop.app, 'PUT', '/api/cart', { token: asha.token, body: { items: [item('M', 1), item('S', 2)] } }))
        .status,
    ).toBe(200);
    const res = (await travel(shop, 'cart', asha.id, withOne)).body;
    expect(res.past.state.lines).toHaveLength(1);
    expect(res.current.state.lines).toHaveLength(2);
  });

  it('answers 400 for a bad kind, id or time, 404 for nothing recorded, 401/403 to others', async () => {
    const now = new Date().toISOString();
    expect((await travel(shop, 'wishlist', 'x', now)).status).toBe(400);
    expect((await travel(shop, 'order', 'bad id!', now)).status).toBe(400);
    expect((await travel(shop, 'order', 'x'.repeat(65), now)).status).toBe(400);
    const noTime = await call(shop.app, 'GET', '/api/admin/system/time-travel/order/abc', { token: shop.admin });
    expect([noTime.status, noTime.body.errors[0].param]).toEqual([400, 'at']);
    expect((await travel(shop, 'order', 'abc', 'last tuesday')).status).toBe(400);
    expect((await travel(shop, 'order', 'abc', '0001-01-01T00:00:00Z')).status).toBe(400);
    expect((await travel(shop, 'order', '00000000-0000-4000-8000-000000000000', now)).status).toBe(404);
    expect((await travel(shop, 'order', 'abc', now, '')).status).toBe(401);
    expect((await travel(shop, 'order', 'abc', now, asha.token)).status).toBe(403);
  });
});
