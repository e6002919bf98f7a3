import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { orderShipmentsStream, RETURN_MESSAGES as M, UPLOAD_NOT_AN_IMAGE } from '@store/contracts';
import type { EventStore } from '@store/eventstore';
import { EVENT_STORE } from '@store/platform';
import { call, shopper, startShop, type Shop } from '../support/shop';
import { adminStep, askReturn, deliveredOrder, multipart, PNG, returnsOf, uploadPhoto } from './support';

const damaged = (line = 0, quantity = 1) => ({
  lines: [{ line, quantity }],
  reason: 'damaged',
  photos: ['/uploads/a.png'],
});

describe('who may see and ask for returns, and what is refused (issue #43)', () => {
  let shop: Shop;
  let uploads: string;
  let asha: { token: string; id: string };
  let ravi: { token: string; id: string };

  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), 'returns-'));
    shop = await startShop({ UPLOAD_DIR: uploads });
    [asha, ravi] = await Promise.all([shopper(shop), shopper(shop)]);
  });
  afterAll(async () => {
    await shop.close();
    await rm(uploads, { recursive: true, force: true });
  });

  it('shows an order’s returns to its buyer, a guest with the token and the admin; anyone else is told the order does not exist', async () => {
    const mine = await deliveredOrder(shop, asha.token);
    expect((await returnsOf(shop, mine.orderId, { token: asha.token })).status).toBe(200);
    expect((await returnsOf(shop, mine.orderId, { token: shop.admin })).status).toBe(200);
    expect((await returnsOf(shop, mine.orderId, { token: ravi.token })).status).toBe(404);
    expect((await returnsOf(shop, mine.orderId)).status).toBe(404);
    expect((await returnsOf(shop, randomUUID(), { token: shop.admin })).status).toBe(404);
    expect((await askReturn(shop, mine.orderId, damaged(), { token: ravi.token })).status).toBe(404);
    expect((await uploadPhoto(shop, mine.orderId, { token: ravi.token })).status).toBe(404);

    const guest = await deliveredOrder(shop, null);
    const orderToken = guest.accessToken!;
    expect((await returnsOf(shop, guest.orderId, { orderToken })).status).toBe(200);
    expect((await returnsOf(shop, guest.orderId, { orderToken: 'forged' })).status).toBe(404);
    const photo = await uploadPhoto(shop, guest.orderId, { orderToken });
    expect(photo.status).toBe(201);
    const asked = await askReturn(
      shop,
      guest.orderId,
      { lines: [{ line: 1, quantity: 1 }], reason: 'defective', photos: [photo.body.secure_url] },
      { orderToken },
    );
    expect(asked.status).toBe(201);
    expect(asked.body.returns[0].steps[0].by).toBe('Customer');
    expect((await askReturn(shop, guest.orderId, damaged(), { orderToken: 'forged' })).status).toBe(404);
  });

  it('lets only the customer ask: an admin may look but not ask or upload (403), writing nothing', async () => {
    const { orderId } = await deliveredOrder(shop, asha.token);
    const byAdmin = await askReturn(shop, orderId, damaged(), { token: shop.admin });
    expect([byAdmin.status, byAdmin.body.message]).toEqual([403, M.customerOnly]);
    expect((await uploadPhoto(shop, orderId, { token: shop.admin })).status).toBe(403);
    expect((await returnsOf(shop, orderId, { token: asha.token })).body.returns).toEqual([]);
  });

  it('refuses bad requests with the reason, writing nothing', async () => {
    const { orderId } = await deliveredOrder(shop, asha.token);
    const refused = async (body: Record<string, unknown>, status: number, message: string) => {
      const res = await askReturn(shop, orderId, body, { token: asha.token });
      expect([res.status, res.body.message]).toEqual([status, message]);
    };
    await refused({ lines: [], reason: 'damaged' }, 400, M.linesRequired);
    await refused({ lines: [{ line: 0, quantity: 1 }], reason: 'bored' }, 400, M.reasonInvalid);
    await refused({ lines: [{ line: 0, quantity: 1 }], reason: 'damaged' }, 400, M.photosRequired);
    await refused({ ...damaged(), photos: Array(6).fill('/uploads/a.png') }, 400, M.photosTooMany);
    await refused({ ...damaged(), photos: ['javascript:alert(1)'] }, 400, M.photoInvalid);
    await refused({ ...damaged(), comment: 'x'.repeat(1001) }, 400, M.commentTooLong);
    await refused(damaged(7), 400, M.unknownLine(7));
    await refused(damaged(0, 3), 409, M.tooMany(0, 2));
    await refused(
      { lines: [{ line: 0, quantity: 1, exchange: { size: 'S' } }], reason: 'size_exchange' },
      400,
      M.exchangesDisabled,
    );
    const res = await returnsOf(shop, orderId, { token: asha.token });
    expect(res.body.returns).toEqual([]);
    expect(res.body.returnable.map((line: { returnable: number }) => line.returnable)).toEqual([2, 1]);
  });

  it('refuses an order not delivered yet, and a request after the window closed', async () => {
    const shipped = await deliveredOrder(shop, asha.token, false);
    const notYet = await askReturn(shop, shipped.orderId, damaged(), { token: asha.token });
    expect([notYet.status, notYet.body.message]).toEqual([409, M.notDelivered]);
    expect((await returnsOf(shop, shipped.orderId, { token: asha.token })).body).toMatchObject({
      canRequest: false,
      window: { open: false, deliveredAt: null },
    });

    // Delivered eight days ago (the carrier's scan recorded late): the 3-day window has closed.
    const { orderId } = await deliveredOrder(shop, asha.token, false);
    const shipments = await call(shop.app, 'GET', `/api/orders/${orderId}/shipments`, { token: shop.admin });
    const { shipmentId, carrier, awb } = shipments.body.shipments[0];
    const at = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString();
    await shop.app.get<EventStore>(EVENT_STORE).append(orderShipmentsStream(orderId), [
      {
        type: 'ShipmentDelivered',
        data: { orderId, shipmentId, carrier, awb, at },
        metadata: {
          actor: { id: null, role: 'admin' },
          correlationId: randomUUID(),
          causationId: null,
          occurredAt: at,
        },
      },
    ]);
    const late = await askReturn(shop, orderId, damaged(), { token: asha.token });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^The return window closed on \d{4}-\d{2}-\d{2}$/);
    expect((await returnsOf(shop, orderId, { token: asha.token })).body.window.open).toBe(false);
  });

  it('checks the photo upload like a product image: an image by its content, one file, at most 5 MB', async () => {
    const { orderId } = await deliveredOrder(shop, asha.token);
    const notImage = await uploadPhoto(
      shop,
      orderId,
      { token: asha.token },
      multipart('file', 'x.png', Buffer.from('<svg>')),
    );
    expect([notImage.status, notImage.body.message]).toEqual([400, UPLOAD_NOT_AN_IMAGE]);
    const wrongField = await uploadPhoto(shop, orderId, { token: asha.token }, multipart('photo', 'x.png', PNG));
    expect([wrongField.status, wrongField.body.message]).toEqual([400, M.photoRequired]);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const tooBig = await uploadPhoto(shop, orderId, { token: asha.token }, multipart('file', 'x.png', big));
    expect([tooBig.status, tooBig.body.message]).toEqual([400, M.photoTooLarge]);
    const noFile = await call(shop.app, 'POST', `/api/orders/${orderId}/returns/photos`, {
      token: asha.token,
      body: {},
    });
    expect([noFile.status, noFile.body.message]).toEqual([400, M.photoRequired]);
  });

  it('keeps the admin routes to admins (401 signed out, 403 a shopper) and refuses bad steps with their reason', async () => {
    const { orderId } = await deliveredOrder(shop, asha.token);
    const asked = await askReturn(shop, orderId, damaged(), { token: asha.token });
    const { returnId, number } = asked.body.returns[0];
    for (const [method, url] of [
      ['GET', '/api/admin/returns'],
      ['GET', '/api/admin/returns/summary'],
      ['GET', `/api/admin/returns/${returnId}`],
      ['GET', '/api/admin/settings/returns'],
    ] as const) {
      expect((await call(shop.app, method, url)).status).toBe(401);
      expect((await call(shop.app, method, url, { token: asha.token })).status).toBe(403);
    }
    expect((await adminStep(shop, returnId, 'approve', { expectedVersion: 1 }, null)).status).toBe(401);
    expect((await adminStep(shop, returnId, 'approve', { expectedVersion: 1 }, asha.token)).status).toBe(403);
    expect((await call(shop.app, 'GET', `/api/admin/returns/${randomUUID()}-1`, { token: shop.admin })).status).toBe(
      404,
    );
    expect((await call(shop.app, 'GET', '/api/admin/returns/nonsense', { token: shop.admin })).status).toBe(404);
    expect((await adminStep(shop, `${randomUUID()}-1`, 'approve', { expectedVersion: 1 })).status).toBe(404);

    const refused = async (
      step: Parameters<typeof adminStep>[2],
      body: Record<string, unknown>,
      status: number,
      message: string,
    ) => {
      const res = await adminStep(shop, returnId, step, body);
      expect([res.status, res.body.message]).toEqual([status, message]);
    };
    await refused('approve', {}, 400, M.versionRequired);
    await refused(
      'approve',
      { expectedVersion: 1, pickup: { carrier: 'Speedy', awb: 'SP123456' } },
      400,
      M.unknownCarrier('Speedy'),
    );
    await refused('approve', { expectedVersion: 1, pickup: { carrier: 'DTDC', awb: '1' } }, 400, M.awbInvalid);
    await refused('reject', { expectedVersion: 1, reason: ' ' }, 400, M.rejectReasonRequired);
    await refused(
      'receive',
      { expectedVersion: 1, lines: [{ line: 0, quantity: 1, condition: 'good' }] },
      409,
      M.notInState(number, 'requested', 'marked received'),
    );
    await refused(
      'refund',
      { expectedVersion: 1, refundId: randomUUID(), lines: [{ line: 0, amount: 10 }] },
      409,
      M.notInState(number, 'requested', 'refunded'),
    );
    await refused('approve', { expectedVersion: 2 }, 409, M.staleVersion(number, 'changed'));

    expect(
      (await adminStep(shop, returnId, 'approve', { expectedVersion: 1, pickup: null })).body.return.customerShips,
    ).toBe(true);
    await refused(
      'receive',
      { expectedVersion: 2, lines: [{ line: 0, quantity: 2, condition: 'good' }] },
      400,
      M.receivedTooMany(0, 1),
    );
    await refused(
      'receive',
      { expectedVersion: 2, lines: [{ line: 1, quantity: 1, condition: 'good' }] },
      400,
      M.receivedNotInReturn(1),
    );
    await refused(
      'receive',
      { expectedVersion: 2, lines: [{ line: 0, quantity: 0, condition: 'good' }] },
      400,
      M.receivedNothing,
    );
    await adminStep(shop, returnId, 'receive', {
      expectedVersion: 2,
      lines: [{ line: 0, quantity: 1, condition: 'damaged' }],
    });
    await refused(
      'refund',
      { expectedVersion: 3, refundId: randomUUID(), lines: [{ line: 0, amount: 1000.01 }] },
      400,
      M.refundLineTooMuch(0, '₹1,000.00'),
    );
    await refused(
      'exchange',
      { expectedVersion: 3, carrier: 'DTDC', awb: 'D1234567' },
      409,
      M.exchangeOnlyForExchanges,
    );
    const ledger = await call(shop.app, 'GET', `/api/orders/${orderId}/refunds`, { token: shop.admin });
    expect(ledger.body.refunds).toEqual([]);

    // A rejected return gives its units back to what can be returned.
    const other = await askReturn(shop, orderId, damaged(1), { token: asha.token });
    const second = other.body.returns[1];
    const rejected = await adminStep(shop, second.returnId, 'reject', { expectedVersion: 1, reason: 'Tags removed' });
    expect(rejected.body.return).toMatchObject({ state: 'rejected', rejectionReason: 'Tags removed' });
    const view = await returnsOf(shop, orderId, { token: asha.token });
    expect(view.body.returnable.map((line: { returnable: number }) => line.returnable)).toEqual([1, 1]);
  });

  it('keeps the returns policy as an event stream with its actor; bad values are refused', async () => {
    const first = await call(shop.app, 'GET', '/api/admin/settings/returns', { token: shop.admin });
    expect(first.body).toMatchObject({
      settings: { windowDays: 3, exchangesEnabled: false, pickupExpiryDays: 14 },
      updatedAt: null,
      updatedBy: null,
    });
    const bad = await call(shop.app, 'PUT', '/api/admin/settings/returns', {
      token: shop.admin,
      body: { windowDays: 61, exchangesEnabled: true },
    });
    expect([bad.status, bad.body.message]).toEqual([400, M.windowDaysInvalid]);
    expect(
      (
        await call(shop.app, 'PUT', '/api/admin/settings/returns', {
          token: asha.token,
          body: { windowDays: 5, exchangesEnabled: true },
        })
      ).status,
    ).toBe(403);
    const saved = await call(shop.app, 'PUT', '/api/admin/settings/returns', {
      token: shop.admin,
      body: { windowDays: 5, exchangesEnabled: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      message: M.settingsSaved,
      settings: { windowDays: 5, exchangesEnabled: true, pickupExpiryDays: 14 },
      updatedBy: expect.any(String),
    });
    const { orderId } = await deliveredOrder(shop, asha.token);
    const view = await returnsOf(shop, orderId, { token: asha.token });
    expect(view.body).toMatchObject({ exchangesEnabled: true, window: { days: 5 } });
    expect(view.body.reasons.map((reason: { value: string }) => reason.value)).toContain('size_exchange');
    await call(shop.app, 'PUT', '/api/admin/settings/returns', {
      token: shop.admin,
      body: { windowDays: 3, exchangesEnabled: false },
    });
  });
});
