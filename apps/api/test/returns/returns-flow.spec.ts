import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RETURN_MESSAGES as M } from '@store/contracts';
import { call, eventually, shopper, startShop, type Shop } from '../support/shop';
import { adminStep, askReturn, deliveredOrder, returnsOf, uploadPhoto } from './support';

describe('a damaged unit returned, received and refunded (issue #43)', () => {
  let shop: Shop;
  let uploads: string;
  let asha: { token: string; id: string; payload: Record<string, unknown> };

  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), 'returns-'));
    shop = await startShop({ UPLOAD_DIR: uploads });
    asha = await shopper(shop);
  });
  afterAll(async () => {
    await shop.close();
    await rm(uploads, { recursive: true, force: true });
  });

  it('goes from the shopper’s request to the refund, with the stock, the ledger, the timeline and the e-mails following', async () => {
    const { orderId, product } = await deliveredOrder(shop, asha.token);
    const email = asha.payload.email as string;

    const before = await returnsOf(shop, orderId, { token: asha.token });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      returns: [],
      canRequest: true,
      exchangesEnabled: false,
      reasons: [
        { value: 'damaged', label: 'Damaged' },
        { value: 'defective', label: 'Defective' },
      ],
      window: { open: true, days: 3 },
    });
    expect(before.body.returnable.map((line: { returnable: number }) => line.returnable)).toEqual([2, 1]);

    const photo = await uploadPhoto(shop, orderId, { token: asha.token });
    expect(photo.status).toBe(201);
    expect(photo.body.secure_url).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);

    const asked = await askReturn(
      shop,
      orderId,
      { lines: [{ line: 0, quantity: 1 }], reason: 'damaged', comment: 'Seam torn', photos: [photo.body.secure_url] },
      { token: asha.token },
    );
    expect(asked.status).toBe(201);
    expect(asked.body.message).toBe(M.requested);
    const [requested] = asked.body.returns;
    expect(requested).toMatchObject({
      state: 'requested',
      reason: 'damaged',
      comment: 'Seam torn',
      photos: [photo.body.secure_url],
      version: 1,
      lines: [{ line: 0, quantity: 1, size: 'M', unitPrice: 1000 }],
      steps: [{ type: 'ReturnRequested', state: 'requested', by: 'Customer' }],
    });
    expect(asked.body.returnable.map((line: { returnable: number }) => line.returnable)).toEqual([1, 1]);
    const { returnId, number } = requested;
    expect(number).toMatch(/^R-[0-9A-F]{6}-1$/);

    const list = await call(shop.app, 'GET', '/api/admin/returns', {
      token: shop.admin,
      query: { state: 'requested' },
    });
    expect(list.status).toBe(200);
    expect(list.body.returns).toEqual(
      expect.arrayContaining([expect.objectContaining({ returnId, units: 1, value: 1000, customerEmail: email })]),
    );
    expect(list.body.counts.requested).toBeGreaterThanOrEqual(1);
    expect(
      (await call(shop.app, 'GET', '/api/admin/returns', { token: shop.admin, query: { q: number } })).body.returns,
    ).toHaveLength(1);

    const approved = await adminStep(shop, returnId, 'approve', {
      expectedVersion: 1,
      pickup: { carrier: 'Delhivery', awb: 'DLRET00001' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      message: M.approved(number),
      customerEmail: email,
      return: {
        state: 'approved',
        version: 2,
        customerShips: false,
        pickup: {
          carrier: 'Delhivery',
          awb: 'DLRET00001',
          trackingUrl: 'https://www.delhivery.com/track/package/DLRET00001',
        },
      },
    });

    // A second admin who still sees version 1 is told what happened, and nothing changes.
    const late = await adminStep(shop, returnId, 'reject', { expectedVersion: 1, reason: 'Worn' });
    expect([late.status, late.body.message]).toEqual([409, M.staleVersion(number, 'approved')]);

    const received = await adminStep(shop, returnId, 'receive', {
      expectedVersion: 2,
      lines: [{ line: 0, quantity: 1, condition: 'good' }],
    });
    expect(received.status).toBe(200);
    expect(received.body.return).toMatchObject({ state: 'received', lines: [{ receivedGood: 1, receivedDamaged: 0 }] });

    const history = await eventually('the restock in the stock history', async () => {
      const res = await call(shop.app, 'GET', `/api/products/${product._id}/stock-history`, { token: shop.admin });
      return res.body.entries?.find((entry: { reason: string | null }) => entry.reason === `Return ${number} received`);
    });
    expect(history).toMatchObject({ kind: 'adjusted', size: 'M', delta: 1, actor: { role: 'admin' } });

    const refunded = await adminStep(shop, returnId, 'refund', {
      expectedVersion: 3,
      refundId: randomUUID(),
      lines: [{ line: 0, amount: 1000 }],
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body.return).toMatchObject({
      state: 'refunded',
      refund: { amount: 1000 },
      lines: [{ refunded: 1000 }],
    });

    const ledger = await call(shop.app, 'GET', `/api/orders/${orderId}/refunds`, { token: shop.admin });
    expect(ledger.body.refunds).toEqual([
      expect.objectContaining({
        amount: 1000,
        reason: `Return ${number}`,
        status: expect.stringMatching(/pending|processed/),
      }),
    ]);
    expect(ledger.body.refunded).toBe(1000);

    // The shopper sees every step; the order is still delivered.
    const after = await returnsOf(shop, orderId, { token: asha.token });
    expect(after.body.returns[0].steps.map((step: { state: string }) => step.state)).toEqual([
      'requested',
      'approved',
      'received',
      'refunded',
    ]);
    expect((await call(shop.app, 'GET', `/api/orders/${orderId}`, { token: asha.token })).body.order.status).toBe(
      'delivered',
    );

    const timeline = await call(shop.app, 'GET', `/api/orders/${orderId}/history`, { token: shop.admin });
    const summaries = timeline.body.history.map((entry: { summary: string }) => entry.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        `Return ${number} requested: 1 unit, damaged`,
        `Return ${number} approved: pickup by Delhivery, AWB DLRET00001`,
        `Return ${number} received: 1 unit in good condition`,
        `Return ${number} refunded: ₹1,000.00`,
        `Refund of ₹1,000.00 requested: Return ${number} (1 returned unit)`,
      ]),
    );
    const approvedLine = timeline.body.history.find((entry: { type: string }) => entry.type === 'ReturnApproved');
    expect(approvedLine.actor).toMatchObject({ role: 'admin' });

    for (const subject of [
      /return request .* received|We received your return request/,
      /is approved/,
      /returned parcel/,
      /is refunded/,
    ])
      await shop.smtp.waitFor(email, (mail) => subject.test(mail.subject ?? ''));
    const mailLines = await eventually('the e-mails on the timeline', async () => {
      const res = await call(shop.app, 'GET', `/api/orders/${orderId}/history`, { token: shop.admin });
      const mails = res.body.history.filter((entry: { summary: string }) =>
        /E-mail sent to the customer: return/.test(entry.summary),
      );
      return mails.length >= 4 && mails;
    });
    expect(mailLines.length).toBeGreaterThanOrEqual(4);

    const summary = await call(shop.app, 'GET', '/api/admin/returns/summary', { token: shop.admin });
    expect(summary.status).toBe(200);
    expect(summary.body.byReason).toEqual(expect.arrayContaining([expect.objectContaining({ reason: 'damaged' })]));
    expect(summary.body.byProductSize).toEqual(
      expect.arrayContaining([expect.objectContaining({ productId: product._id, size: 'M', units: 1 })]),
    );
  });

  it('counts partial quantities across two requests, and refuses more than was delivered', async () => {
    const { orderId } = await deliveredOrder(shop, asha.token);
    const ask = (quantity: number) =>
      askReturn(
        shop,
        orderId,
        { lines: [{ line: 0, quantity }], reason: 'defective', photos: ['/uploads/x.png'] },
        { token: asha.token },
      );
    expect((await ask(1)).status).toBe(201);
    const second = await ask(1);
    expect(second.status).toBe(201);
    expect(second.body.returns.map((item: { number: string }) => item.number.slice(-2))).toEqual(['-1', '-2']);
    const third = await ask(1);
    expect([third.status, third.body.message]).toEqual([409, M.tooMany(0, 0)]);
    expect((await returnsOf(shop, orderId, { token: asha.token })).body.returns).toHaveLength(2);
  });
});
