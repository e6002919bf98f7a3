import { BULK_SHIPMENT_MESSAGES as B, deliveryRangeText, shortOrderId, SHIPMENT_MESSAGES as M } from '@store/contracts';
import {
  call,
  createProduct,
  eventually,
  lineOf,
  placeOrder,
  placePaidOrder,
  shopper,
  startShop,
  type Shop,
} from '../support/shop';

/** `token` null: signed out. */
const bulkShip = (shop: Shop, csv: unknown, dryRun: boolean, token: string | null = shop.admin) =>
  call(shop.app, 'POST', '/api/admin/shipments/import', {
    token: token ?? undefined,
    body: { csv },
    query: { dryRun: String(dryRun) },
  });
const bulkDeliver = (shop: Shop, csv: unknown, dryRun: boolean, token: string | null = shop.admin) =>
  call(shop.app, 'POST', '/api/admin/shipments/delivered/import', {
    token: token ?? undefined,
    body: { csv },
    query: { dryRun: String(dryRun) },
  });
const shipmentsOf = async (shop: Shop, orderId: string) =>
  (await call(shop.app, 'GET', `/api/orders/${orderId}/shipments`, { token: shop.admin })).body;
const statusOf = async (shop: Shop, orderId: string) =>
  (await call(shop.app, 'GET', `/api/orders/${orderId}`, { token: shop.admin })).body.order.status as string;
const csv = (...rows: string[]) => ['orderId,carrier,awb,lines', ...rows].join('\n');

describe('bulk shipping and bulk delivered from a CSV (issue #43)', () => {
  let shop: Shop;
  let asha: { token: string; id: string; payload: Record<string, unknown> };

  beforeAll(async () => {
    shop = await startShop();
    asha = await shopper(shop);
  });
  afterAll(() => shop.close());

  /** A paid order of two lines: 2 x M and 1 x L. */
  async function paidOrder() {
    const product = await createProduct(shop, { price: 1000 });
    const { orderId } = await placePaidOrder(shop, asha.token, [
      lineOf(product, 'M', 2, 0),
      lineOf(product, 'L', 1, 1),
    ]);
    return orderId as string;
  }

  /** The order's number as the admin reads it, once the admin list (read model) knows the order. */
  async function numberOf(orderId: string) {
    await eventually('the order in the admin list', async () => {
      const res = await call(shop.app, 'GET', '/api/orders', { token: shop.admin, query: { search: orderId } });
      return res.body.orders?.length === 1;
    });
    return `#${shortOrderId(orderId)}`;
  }

  it('dry-runs then applies two orders by CSV, one by its number in part, one whole; their statuses follow', async () => {
    const [first, second] = await Promise.all([paidOrder(), paidOrder()]);
    const file = csv(`${await numberOf(first)},Delhivery,DLB100001,1:1`, `${second},blue dart,BDB200002,`);

    const dry = await bulkShip(shop, file, true);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({
      success: true,
      dryRun: true,
      orders: 2,
      message: B.shipReady(2, 2),
      rows: [
        { row: 2, ok: true, orderId: first, units: 1, message: 'Ships 1 unit (part of the order)' },
        { row: 3, ok: true, orderId: second, units: 3, message: 'Ships 3 units (the rest of the order)' },
      ],
    });
    expect((await shipmentsOf(shop, first)).shipments).toEqual([]); // a dry run writes nothing

    const applied = await bulkShip(shop, file, false);
    expect([applied.status, applied.body.message, applied.body.dryRun]).toEqual([200, B.shipApplied(2, 2), false]);
    expect((await shipmentsOf(shop, first)).shipments).toMatchObject([
      { carrier: 'Delhivery', awb: 'DLB100001', lines: [{ line: 0, quantity: 1 }] },
    ]);
    expect((await shipmentsOf(shop, second)).shipments).toMatchObject([
      { carrier: 'Blue Dart', awb: 'BDB200002', trackingUrl: expect.stringContaining('BDB200002') },
    ]);
    expect(await statusOf(shop, first)).toBe('processing');
    expect(await statusOf(shop, second)).toBe('shipped');
    const history = await call(shop.app, 'GET', `/api/orders/${second}/history`, { token: shop.admin });
    const dispatched = history.body.history.find((entry: { type: string }) => entry.type === 'ShipmentDispatched');
    expect(dispatched.actor).toMatchObject({ role: 'admin' });
    // The shipped order's e-mail: its parcel's tracking link and the delivery it was promised at checkout.
    const placed = (await call(shop.app, 'GET', `/api/orders/${second}`, { token: shop.admin })).body.order;
    const mail = await shop.smtp.waitFor(
      asha.payload.email as string,
      (sent) => sent.subject === `Order #${shortOrderId(second)} has shipped - ThreadFit`,
    );
    expect(mail.text).toContain('Blue Dart, AWB BDB200002: track it at https://www.bluedart.com/');
    expect(placed.deliveryEstimate).toMatchObject({ minDays: 2, maxDays: 4 }); // Pune, 411001
    expect(mail.text).toContain(deliveryRangeText(placed.deliveryEstimate.from, placed.deliveryEstimate.to));

    // The same file again: every row is refused as the single shipment would refuse it.
    const again = await bulkShip(shop, file, false);
    expect(again.status).toBe(422);
    expect(again.body.rows.map((row: { message: string }) => row.message)).toEqual([
      M.duplicateAwb('DLB100001'),
      M.duplicateAwb('BDB200002'),
    ]);

    // Bulk delivered: the second order's one shipment, by its number and AWB.
    const deliveredFile = `orderId,awb\n${await numberOf(second)},bdb200002\n`;
    const deliverDry = await bulkDeliver(shop, deliveredFile, true);
    expect(deliverDry.body).toMatchObject({ dryRun: true, rows: [{ ok: true, message: B.willDeliver }] });
    expect(await statusOf(shop, second)).toBe('shipped');
    const deliver = await bulkDeliver(shop, deliveredFile, false);
    expect([deliver.status, deliver.body.message]).toEqual([200, B.deliverApplied(1)]);
    expect(await statusOf(shop, second)).toBe('delivered');
    expect((await shipmentsOf(shop, second)).shipments[0].deliveredAt).toEqual(expect.any(String));
  });

  it('writes nothing when one row is refused: unknown order, cancelled or unpaid order, duplicate AWB, bad lines', async () => {
    const product = await createProduct(shop, { price: 500 });
    const [good, cancelled] = await Promise.all([paidOrder(), paidOrder()]);
    await call(shop.app, 'PUT', `/api/orders/${cancelled}/status`, {
      token: shop.admin,
      body: { status: 'cancelled' },
    });
    const unpaid = (await placeOrder(shop, asha.token, [lineOf(product, 'M')])).body.order._id as string;
    const file = csv(
      `${good},Delhivery,DLX000001,`,
      `${cancelled},Delhivery,DLX000002,`,
      `${unpaid},Delhivery,DLX000003,`,
      `#ZZZZZZ,Delhivery,DLX000004,`,
      `${good.replace(/.$/, (c) => (c === '0' ? '1' : '0'))},Delhivery,DLX000005,`,
      `${good},Delhivery,DLX000001,`,
      `${good},Delhivery,DLX000006,9:1`,
    );
    for (const dryRun of [true, false]) {
      const res = await bulkShip(shop, file, dryRun);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, dryRun, message: B.refused(6) });
      expect(res.body.rows.map((row: { ok: boolean; message: string }) => [row.ok, row.message])).toEqual([
        [true, 'Ships 3 units (the rest of the order)'],
        [false, M.closed('cancelled')],
        [false, M.unpaid],
        [false, B.orderInvalid],
        [false, B.orderNotFound],
        [false, B.awbOnRow('DLX000001', 2)],
        [false, M.unknownLine(8)],
      ]);
    }
    expect((await shipmentsOf(shop, good)).shipments).toEqual([]);
    expect(await statusOf(shop, good)).toBe('confirmed');
  });

  it('refuses a file that is not the CSV asked for (400): empty, missing columns, too many rows, too long, not text', async () => {
    const cases: [unknown, string][] = [
      ['', B.csvEmpty],
      ['orderId,carrier\n1,2\n', B.csvColumns(['awb'])],
      [csv(...Array.from({ length: 501 }, (_, i) => `#AAAAAA,Delhivery,DL${100000 + i},`)), B.tooManyRows],
      ['x'.repeat(200_001), B.csvTooLong],
      [42, B.csvMustBeText],
    ];
    for (const [body, message] of cases) {
      const res = await bulkShip(shop, body, true);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const delivered = await bulkDeliver(shop, 'orderId\nx\n', true);
    expect([delivered.status, delivered.body.message]).toEqual([400, B.csvColumns(['awb'])]);
    const badQuery = await call(shop.app, 'POST', '/api/admin/shipments/import', {
      token: shop.admin,
      body: { csv: csv() },
      query: { dryRun: 'maybe' },
    });
    expect(badQuery.status).toBe(400);
  });

  it('is for admins only: 401 signed out, 403 for a shopper, writing nothing', async () => {
    const orderId = await paidOrder();
    const file = csv(`${orderId},Delhivery,DLP000001,`);
    for (const token of [null, asha.token]) {
      expect((await bulkShip(shop, file, false, token)).status).toBe(token ? 403 : 401);
      expect((await bulkDeliver(shop, `orderId,awb\n${orderId},DLP000001\n`, false, token)).status).toBe(
        token ? 403 : 401,
      );
    }
    expect((await shipmentsOf(shop, orderId)).shipments).toEqual([]);
  });

  it('keeps the status dropdown from contradicting the shipments, pointing to the Shipments panel', async () => {
    const orderId = await paidOrder();
    const setStatus = (status: string) =>
      call(shop.app, 'PUT', `/api/orders/${orderId}/status`, { token: shop.admin, body: { status } });
    expect((await bulkShip(shop, csv(`${orderId},Delhivery,DLS000001,1:2`), false)).status).toBe(200);
    const shipped = await setStatus('shipped');
    expect([shipped.status, shipped.body.message]).toEqual([409, M.statusNeedsShipping(1)]);
    const deliver = await call(shop.app, 'PUT', `/api/orders/${orderId}/deliver`, { token: shop.admin });
    expect([deliver.status, deliver.body.message]).toEqual([409, M.statusNeedsShipping(1)]);
    expect(await statusOf(shop, orderId)).toBe('processing');

    expect((await bulkShip(shop, csv(`${orderId},DTDC,DTS000002,`), false)).status).toBe(200);
    expect(await statusOf(shop, orderId)).toBe('shipped');
    const delivered = await setStatus('delivered');
    expect([delivered.status, delivered.body.message]).toEqual([409, M.statusNeedsDelivery(2)]);
    expect(
      (await bulkDeliver(shop, `orderId,awb\n${orderId},DLS000001\n${orderId},DTS000002\n`, false)).body.message,
    ).toBe(B.deliverApplied(2));
    expect(await statusOf(shop, orderId)).toBe('delivered');
  });
});
