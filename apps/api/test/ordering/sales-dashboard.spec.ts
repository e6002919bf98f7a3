import { randomUUID } from 'node:crypto';
import { salesDashboardProjection } from '@store/ordering';
import { DATABASE, EVENT_STORE } from '@store/platform';
import { projectionStatus, rebuildProjection } from '@store/projections';
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

/** GET /reports/sales-dashboard: figures of the sales_dashboard read model, built from order and refund events. */
describe('sales dashboard', () => {
  let shop: Shop;
  let asha: { token: string; id: string };

  beforeAll(async () => {
    shop = await startShop();
    asha = await shopper(shop);
  });
  afterAll(() => shop.close());

  const dashboard = async () =>
    (await call(shop.app, 'GET', '/api/reports/sales-dashboard', { token: shop.admin })).body;
  const caughtUp = () =>
    eventually(
      'the dashboard has caught up',
      async () =>
        (await projectionStatus(shop.app.get(DATABASE), shop.app.get(EVENT_STORE), { names: ['sales_dashboard'] }))[0]
          .lagEvents === 0,
    );

  it('counts revenue, paid orders, average order value, awaiting shipment, payments pending, refunds due, units by product and size, and a day series of 30', async () => {
    const tee = await createProduct(shop, { price: 1000, name: 'Dash Tee' });
    const jogger = await createProduct(shop, { price: 500, name: 'Dash Jogger' });
    const pay = async (orderId: string) => {
      const { verification } = await payOrder(shop, orderId, asha.token);
      expect((await verify(shop, asha.token, verification)).status).toBe(200);
    };
    const first = (await placeOrder(shop, asha.token, [lineOf(tee, 'M', 2)])).body.order;
    const second = (await placeOrder(shop, asha.token, [lineOf(jogger, 'S', 1), lineOf(tee, 'L', 1, 1)])).body.order;
    await placeOrder(shop, asha.token, [lineOf(jogger, 'M', 1)]);
    await pay(first._id);
    await pay(second._id);
    await call(shop.app, 'PUT', `/api/orders/${second._id}/status`, {
      token: shop.admin,
      body: { status: 'cancelled' },
    });
    await call(shop.app, 'POST', `/api/orders/${second._id}/refunds`, {
      token: shop.admin,
      body: { refundId: randomUUID(), amount: 100 },
    });
    // Waits on the figures themselves: the log's head can trail a busy server's open transactions.
    const body = await eventually('the dashboard shows every order and the refund', async () => {
      const shown = await dashboard();
      const teeM = shown.lowStock?.find(
        (line: { productId: string; size: string }) => line.productId === tee._id && line.size === 'M',
      );
      return (
        shown.ordersPlaced === 3 &&
        shown.paidOrders === 2 &&
        shown.refunded === 100 &&
        shown.refundsDue === 1 &&
        teeM?.available === 1 &&
        shown
      );
    });
    const revenue = first.totalPrice + second.totalPrice;
    expect(body).toMatchObject({
      success: true,
      revenue,
      revenueLast30Days: revenue,
      paidOrders: 2,
      averageOrderValue: revenue / 2,
      awaitingShipment: 1,
      paymentsPending: 1,
      refundsDue: 1,
      refunded: 100,
      ordersPlaced: 3,
      topProducts: [
        { productId: tee._id, name: 'Dash Tee', units: 3 },
        { productId: jogger._id, name: 'Dash Jogger', units: 1 },
      ],
    });
    expect(body.topSizes).toEqual([
      { size: 'M', units: 2 },
      { size: 'L', units: 1 },
      { size: 'S', units: 1 },
    ]);
    // createProduct: Black S 2 / M 3, Olive L 4; the orders took Black M 2 and Olive L 1 (one unpaid order holds Jogger M 1)
    expect(body.lowStock).toEqual(
      expect.arrayContaining([
        {
          productId: tee._id,
          name: 'Dash Tee',
          variantId: tee.colorVariants[0]._id,
          colorName: 'Black',
          size: 'M',
          available: 1,
        },
        {
          productId: jogger._id,
          name: 'Dash Jogger',
          variantId: jogger.colorVariants[0]._id,
          colorName: 'Black',
          size: 'M',
          available: 2,
        },
      ]),
    );
    expect(body.lowStock.map((line: { available: number }) => line.available)).toEqual(
      [...body.lowStock.map((line: { available: number }) => line.available)].sort((a, b) => a - b),
    );
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1)).toMatchObject({ paidOrders: 2, revenue, refunded: 100 });

    await call(shop.app, 'POST', `/api/orders/${second._id}/refunds`, {
      token: shop.admin,
      body: { refundId: randomUUID(), amount: second.totalPrice - 100 },
    });
    await eventually('the full refund is shown', async () => (await dashboard()).refunded === second.totalPrice);
    expect(await dashboard()).toMatchObject({ refundsDue: 0, refunded: second.totalPrice });
  });

  it('is rebuilt to the same figures by a replay', async () => {
    await caughtUp();
    const before = await dashboard();
    await rebuildProjection(salesDashboardProjection, {
      db: shop.app.get(DATABASE),
      eventStore: shop.app.get(EVENT_STORE),
      databaseUrl: shop.config.DATABASE_URL,
    });
    expect(await dashboard()).toEqual(before);
  });

  it('is admin-only (401/403)', async () => {
    expect((await call(shop.app, 'GET', '/api/reports/sales-dashboard')).status).toBe(401);
    expect((await call(shop.app, 'GET', '/api/reports/sales-dashboard', { token: asha.token })).status).toBe(403);
  });
});
