import { randomUUID } from 'node:crypto';
import { SHIPMENT_MESSAGES as M } from '@store/contracts';
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

const ship = (shop: Shop, orderId: string, body: Record<string, unknown>, token: string | null = shop.admin) =>
  call(shop.app, 'POST', `/api/orders/${orderId}/shipments`, { token: token ?? undefined, body });
const shipments = (shop: Shop, orderId: string, options: { token?: string; query?: Record<string, string> } = {}) =>
  call(shop.app, 'GET', `/api/orders/${orderId}/shipments`, options);
const delivered = (shop: Shop, orderId: string, shipmentId: string, token: string = shop.admin) =>
  call(shop.app, 'POST', `/api/orders/${orderId}/shipments/${shipmentId}/delivered`, { token });
const orderStatus = async (shop: Shop, orderId: string) =>
  (await call(shop.app, 'GET', `/api/orders/${orderId}`, { token: shop.admin })).body.order.status as string;

/** A paid order of two lines: 2 x Black M and 1 x Olive L. */
async function twoLineOrder(shop: Shop, token: string | null) {
  const product = await createProduct(shop, { price: 1000 });
  return placePaidOrder(shop, token, [lineOf(product, 'M', 2, 0), lineOf(product, 'L', 1, 1)]);
}

describe('shipping an order with tracking (issue #43)', () => {
  let shop: Shop;
  let asha: { token: string; id: string; payload: Record<string, unknown> };
  let ravi: { token: string; id: string; payload: Record<string, unknown> };

  beforeAll(async () => {
    shop = await startShop();
    [asha, ravi] = await Promise.all([shopper(shop), shopper(shop)]);
  });
  afterAll(() => shop.close());

  it('ships half of a two-line order (processing), then the rest (shipped, the invoice issued), then delivers both (delivered)', async () => {
    const { orderId } = await twoLineOrder(shop, asha.token);

    const first = await ship(shop, orderId, {
      carrier: 'Delhivery',
      awb: 'DL10001',
      lines: [{ line: 0, quantity: 1 }],
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      message: M.shipped,
      orderStatus: 'processing',
      remaining: [
        { line: 0, quantity: 1 },
        { line: 1, quantity: 1 },
      ],
      shipments: [
        {
          carrier: 'Delhivery',
          awb: 'DL10001',
          trackingUrl: 'https://www.delhivery.com/track/package/DL10001',
          lines: [{ line: 0, quantity: 1, size: 'M', colorName: expect.any(String) }],
          deliveredAt: null,
        },
      ],
    });
    expect(await orderStatus(shop, orderId)).toBe('processing');

    const rest = await ship(shop, orderId, { carrier: 'Blue Dart', awb: 'BD-20002' });
    expect(rest.status).toBe(201);
    expect(rest.body.orderStatus).toBe('shipped');
    expect(rest.body.shipments[1].lines).toEqual([
      expect.objectContaining({ line: 0, quantity: 1 }),
      expect.objectContaining({ line: 1, quantity: 1 }),
    ]);
    expect(rest.body.remaining.every((line: { quantity: number }) => line.quantity === 0)).toBe(true);
    const invoice = await eventually('the invoice', async () => {
      const res = await call(shop.app, 'GET', `/api/orders/${orderId}/invoice`, {
        token: shop.admin,
        query: { format: 'json' },
      });
      return res.status === 200 && res.body.document;
    });
    expect(invoice).toMatchObject({ kind: 'invoice', orderId });

    const [s1, s2] = rest.body.shipments.map((shipment: { shipmentId: string }) => shipment.shipmentId);
    expect((await delivered(shop, orderId, s1)).body.orderStatus).toBe('shipped');
    const last = await delivered(shop, orderId, s2);
    expect([last.status, last.body.message, last.body.orderStatus]).toEqual([200, M.delivered, 'delivered']);
    expect(last.body.shipments.every((shipment: { deliveredAt: string | null }) => shipment.deliveredAt)).toBe(true);

    const history = await call(shop.app, 'GET', `/api/orders/${orderId}/history`, { token: shop.admin });
    const lines = history.body.history.map((entry: { summary: string }) => entry.summary);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Shipped 1 unit with Delhivery, AWB DL10001 (part of the order)',
        'Shipped 2 units with Blue Dart, AWB BD-20002 (the whole order is now shipped)',
        'Shipment Delhivery DL10001 delivered',
        'Status changed from confirmed to processing',
        'Status changed from shipped to delivered',
      ]),
    );
    const shippedLine = history.body.history.find((entry: { type: string }) => entry.type === 'ShipmentDispatched');
    expect(shippedLine.actor).toMatchObject({ role: 'admin' });
  });

  it('e-mails a partial shipment on its own, and the whole order’s shipping e-mail lists every parcel with its tracking link', async () => {
    const { orderId } = await twoLineOrder(shop, ravi.token);
    const email = ravi.payload.email as string;
    await ship(shop, orderId, { carrier: 'DTDC', awb: 'D7000001', lines: [{ line: 1, quantity: 1 }] });
    const part = await shop.smtp.waitFor(email, (mail) => /Part of your order/.test(mail.subject ?? ''));
    expect(part.text).toContain('https://www.dtdc.in/tracking.asp?strCnno=D7000001');
    await ship(shop, orderId, { carrier: 'Ekart', awb: 'EK-0000002' });
    const shipped = await shop.smtp.waitFor(email, (mail) => /^Order #\S+ has shipped/.test(mail.subject ?? ''));
    expect(shipped.text).toContain('DTDC, AWB D7000001: track it at https://www.dtdc.in/tracking.asp?strCnno=D7000001');
    expect(shipped.text).toContain(
      'Ekart, AWB EK-0000002: track it at https://ekartlogistics.com/shipmenttrack/EK-0000002',
    );
    expect(shipped.text).toMatch(/tax invoice/); // the invoice's paragraph follows the tracking
    expect(shipped.html).toContain('href="https://ekartlogistics.com/shipmenttrack/EK-0000002"');
    expect(shop.smtp.to(email).filter((mail) => /Part of your order/.test(mail.subject ?? ''))).toHaveLength(1);
  });

  it('shows the shipments to the buyer, a guest with the order’s token and the admin; anyone else is told the order does not exist', async () => {
    const mine = await twoLineOrder(shop, asha.token);
    await ship(shop, mine.orderId, { carrier: 'Shiprocket', awb: 'SR123456' });
    expect((await shipments(shop, mine.orderId, { token: asha.token })).body.shipments).toHaveLength(1);
    expect((await shipments(shop, mine.orderId)).status).toBe(404);
    expect((await shipments(shop, mine.orderId, { token: ravi.token })).status).toBe(404);
    expect((await shipments(shop, randomUUID(), { token: shop.admin })).status).toBe(404);

    const guest = await twoLineOrder(shop, null);
    await ship(shop, guest.orderId, { carrier: 'India Post', awb: 'EE123456789IN' });
    const byToken = await shipments(shop, guest.orderId, { query: { token: guest.accessToken! } });
    expect(byToken.status).toBe(200);
    expect(byToken.body.shipments[0].trackingUrl).toContain('consignment=EE123456789IN');
    expect((await shipments(shop, guest.orderId, { query: { token: 'forged' } })).status).toBe(404);
  });

  it('lets only an admin ship or mark delivered (401 signed out, 403 a shopper), writing nothing', async () => {
    const { orderId } = await twoLineOrder(shop, asha.token);
    expect((await ship(shop, orderId, { carrier: 'DTDC', awb: 'D1234567' }, null)).status).toBe(401);
    expect((await ship(shop, orderId, { carrier: 'DTDC', awb: 'D1234567' }, asha.token)).status).toBe(403);
    expect((await delivered(shop, orderId, randomUUID(), asha.token)).status).toBe(403);
    expect((await shipments(shop, orderId, { token: shop.admin })).body.shipments).toEqual([]);
    expect((await delivered(shop, orderId, randomUUID())).status).toBe(404);
  });

  it('refuses bad input (400) and what the order’s state forbids (409) with clear messages, writing nothing', async () => {
    const { orderId } = await twoLineOrder(shop, asha.token);
    const refused = async (body: Record<string, unknown>, status: number, message: string) => {
      const res = await ship(shop, orderId, body);
      expect([res.status, res.body.message]).toEqual([status, message]);
    };
    await refused({ carrier: 'Delhivery', awb: '12' }, 400, M.awbInvalid);
    await refused({ carrier: 'Speedy', awb: 'SP123456' }, 400, M.unknownCarrier('Speedy'));
    await refused({ carrier: 'Delhivery', awb: 'DL555555', lines: [{ line: 5, quantity: 1 }] }, 400, M.unknownLine(5));
    await refused({ carrier: 'Delhivery', awb: 'DL555555', lines: [{ line: 0, quantity: 3 }] }, 409, M.tooMany(0, 2));
    expect((await shipments(shop, orderId, { token: shop.admin })).body.shipments).toEqual([]);

    await ship(shop, orderId, { carrier: 'Delhivery', awb: 'DL555555', lines: [{ line: 1, quantity: 1 }] });
    await refused({ carrier: 'Delhivery', awb: 'dl555555' }, 409, M.duplicateAwb('dl555555'));
    await refused(
      { carrier: 'Delhivery', awb: 'DL666666', lines: [{ line: 1, quantity: 1 }] },
      409,
      M.lineAlreadyShipped(1),
    );
    expect((await shipments(shop, orderId, { token: shop.admin })).body.shipments).toHaveLength(1);

    const cancelled = await twoLineOrder(shop, asha.token);
    await call(shop.app, 'PUT', `/api/orders/${cancelled.orderId}/status`, {
      token: shop.admin,
      body: { status: 'cancelled' },
    });
    const product = await createProduct(shop);
    const unpaid = (await placeOrder(shop, asha.token, [lineOf(product, 'M')])).body.order._id as string;
    expect((await ship(shop, cancelled.orderId, { carrier: 'DTDC', awb: 'D9999999' })).body.message).toBe(
      M.closed('cancelled'),
    );
    const res = await ship(shop, unpaid, { carrier: 'DTDC', awb: 'D9999999' });
    expect([res.status, res.body.message]).toEqual([409, M.unpaid]);
  });

  it('keeps the carriers as data: seeded, replaced by the admin with its actor, validated', async () => {
    const seeded = await call(shop.app, 'GET', '/api/admin/carriers', { token: shop.admin });
    expect(seeded.body).toMatchObject({ updatedAt: null, updatedBy: null });
    expect(seeded.body.carriers.map((carrier: { name: string }) => carrier.name)).toContain('Xpressbees');
    expect((await call(shop.app, 'GET', '/api/admin/carriers', { token: asha.token })).status).toBe(403);

    const bad = await call(shop.app, 'PUT', '/api/admin/carriers', {
      token: shop.admin,
      body: { carriers: [{ name: 'Plain', trackingUrlTemplate: 'http://plain.in/{awb}' }] },
    });
    expect([bad.status, bad.body.message]).toEqual([400, 'Tracking link must be an https:// address containing {awb}']);

    const carriers = [
      ...seeded.body.carriers,
      { name: 'Shadowfax', trackingUrlTemplate: 'https://tracker.shadowfax.in/#/track/{awb}' },
    ];
    const saved = await call(shop.app, 'PUT', '/api/admin/carriers', { token: shop.admin, body: { carriers } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: 'Carriers saved', updatedBy: expect.any(String) });
    const { orderId } = await twoLineOrder(shop, asha.token);
    const shipped = await ship(shop, orderId, { carrier: 'shadowfax', awb: 'SF-778899' });
    expect(shipped.body.shipments[0]).toMatchObject({
      carrier: 'Shadowfax',
      trackingUrl: 'https://tracker.shadowfax.in/#/track/SF-778899',
    });
  });
});
