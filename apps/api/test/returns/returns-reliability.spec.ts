import { randomUUID } from 'node:crypto';
import { RETURN_MESSAGES as M } from '@store/contracts';
import { OrderRefunds } from '@store/ordering';
import { PAYMENT_GATEWAY, RefundRefusedError, type PaymentGateway } from '@store/payments';
import { CatalogueCommands } from '@store/catalogue';
import { RESTOCK_JOB, ReturnsJobs } from '@store/returns';
import { call, eventually, shopper, startShop, stockOf, type Shop } from '../support/shop';
import { adminStep, askReturn, deliveredOrder, returnsOf } from './support';

/**
 * Issue #43, second round: the policy the shopper reads is the server's, the restock follows the
 * receipt exactly once whatever crashes, and a refund the gateway refuses does not leave the
 * return refunded.
 */
describe('returns: the public policy, a reliable restock, a refused refund (issue #43)', () => {
  let shop: Shop;
  let asha: { token: string; id: string; payload: Record<string, unknown> };

  beforeAll(async () => {
    shop = await startShop();
    asha = await shopper(shop);
  });
  afterAll(() => shop.close());
  afterEach(() => jest.restoreAllMocks());

  /** A delivered order with one Black M asked back as damaged, approved and marked received in good condition. */
  async function received(units = 1) {
    const order = await deliveredOrder(shop, asha.token);
    const asked = await askReturn(
      shop,
      order.orderId,
      { lines: [{ line: 0, quantity: units }], reason: 'damaged', photos: ['/uploads/seam.png'] },
      { token: asha.token },
    );
    expect(asked.status).toBe(201);
    const { returnId, number } = asked.body.returns[0];
    expect((await adminStep(shop, returnId, 'approve', { expectedVersion: 1, pickup: null })).status).toBe(200);
    const done = await adminStep(shop, returnId, 'receive', {
      expectedVersion: 2,
      lines: [{ line: 0, quantity: units, condition: 'good' }],
    });
    expect(done.status).toBe(200);
    return { ...order, returnId: returnId as string, number: number as string };
  }

  const restocksOf = async (productId: string, number: string) => {
    const res = await call(shop.app, 'GET', `/api/products/${productId}/stock-history`, { token: shop.admin });
    return (
      res.body.entries as { reason: string | null; delta: number; actor: { id: string | null; role: string } }[]
    ).filter((entry) => entry.reason === `Return ${number} received`);
  };

  describe('GET /api/returns/policy', () => {
    it('is public: the default window and no exchanges, then what the admin saves, with an ETag', async () => {
      const before = await call(shop.app, 'GET', '/api/returns/policy');
      expect(before.status).toBe(200);
      expect(before.body).toEqual({ success: true, windowDays: 3, exchangesEnabled: false });
      expect(before.headers['cache-control']).toBe('public, no-cache');

      const saved = await call(shop.app, 'PUT', '/api/admin/settings/returns', {
        token: shop.admin,
        body: { windowDays: 5, exchangesEnabled: true },
      });
      expect(saved.status).toBe(200);
      const after = await call(shop.app, 'GET', '/api/returns/policy', {
        headers: { 'if-none-match': String(before.headers.etag) },
      });
      expect(after.status).toBe(200);
      expect(after.body).toEqual({ success: true, windowDays: 5, exchangesEnabled: true });
      // The same policy again: 304 to its ETag.
      const again = await shop.app.inject({
        method: 'GET',
        url: '/api/returns/policy',
        headers: { 'if-none-match': String(after.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      // What an order's returns answer applies is the same policy.
      const order = await deliveredOrder(shop, asha.token);
      const returns = await returnsOf(shop, order.orderId, { token: asha.token });
      expect(returns.body).toMatchObject({ exchangesEnabled: true, window: { days: 5 } });

      await call(shop.app, 'PUT', '/api/admin/settings/returns', {
        token: shop.admin,
        body: { windowDays: 3, exchangesEnabled: false },
      });
    });
  });

  describe('the restock of what came back', () => {
    it('is made once, by the admin who received it, however often its job runs', async () => {
      const { product, returnId, number } = await received();
      const restocks = await eventually('the restock', async () => {
        const found = await restocksOf(product._id, number);
        return found.length ? found : null;
      });
      expect(restocks).toEqual([
        expect.objectContaining({ delta: 1, actor: expect.objectContaining({ role: 'admin' }) }),
      ]);
      const units = await stockOf(shop, product._id, 'M');

      // The job run again (a retry after a crash, a replayed batch): nothing more goes back.
      const jobs = shop.app.get(ReturnsJobs);
      const context = { actor: { id: null, role: 'system' as const }, correlationId: randomUUID() };
      const since = new Date(Date.now() - 60_000).toISOString();
      await jobs.follow({ name: RESTOCK_JOB, data: { orderId: '', returnId, since, context } });
      await jobs.follow({ name: RESTOCK_JOB, data: { orderId: '', returnId, since, context } });
      expect(await restocksOf(product._id, number)).toHaveLength(1);
      expect(await stockOf(shop, product._id, 'M')).toBe(units);
    });

    it('is completed by its job when the first attempt fails after the receipt was recorded', async () => {
      const catalogue = shop.app.get(CatalogueCommands);
      const real = catalogue.adjustStockOnce.bind(catalogue);
      let failures = 0;
      jest.spyOn(catalogue, 'adjustStockOnce').mockImplementation(async (...args) => {
        if (failures === 0) {
          failures += 1;
          throw new Error('the database went away');
        }
        return real(...args);
      });
      const { product, number } = await received();
      const restocks = await eventually(
        'the restock after a retry',
        async () => {
          const found = await restocksOf(product._id, number);
          return found.length ? found : null;
        },
        15_000,
      );
      expect(failures).toBe(1);
      expect(restocks).toHaveLength(1);
    });
  });

  describe('a refund the payment gateway refuses', () => {
    it('shows the failure on the return (admin and shopper) and lets the admin refund it again', async () => {
      const { orderId, returnId, number } = await received();
      const gateway = shop.app.get<PaymentGateway>(PAYMENT_GATEWAY);
      jest.spyOn(gateway, 'refund').mockRejectedValueOnce(new RefundRefusedError('The payment is too old to refund'));

      const first = randomUUID();
      const refused = await adminStep(shop, returnId, 'refund', {
        expectedVersion: 3,
        refundId: first,
        lines: [{ line: 0, amount: 1000 }],
      });
      expect(refused.status).toBe(200);
      expect(refused.body.message).toBe(M.refundFailed(number, 'The payment is too old to refund'));
      expect(refused.body.return).toMatchObject({
        state: 'received',
        refund: null,
        refundFailure: { refundId: first, amount: 1000, reason: 'The payment is too old to refund' },
        lines: [{ refunded: 0 }],
        version: 5,
      });
      const shopperView = await returnsOf(shop, orderId, { token: asha.token });
      expect(shopperView.body.returns[0]).toMatchObject({
        state: 'received',
        refundFailure: { refundId: first, amount: 1000 },
      });
      expect(shopperView.body.returns[0].steps.map((step: { type: string }) => step.type)).toEqual([
        'ReturnRequested',
        'ReturnApproved',
        'ReturnReceived',
        'ReturnRefunded',
        'ReturnRefundFailed',
      ]);

      // A stale admin still on version 3 is told; the admin on version 5 refunds it again.
      const stale = await adminStep(shop, returnId, 'refund', {
        expectedVersion: 3,
        refundId: randomUUID(),
        lines: [{ line: 0, amount: 1000 }],
      });
      expect([stale.status, stale.body.message]).toEqual([409, M.staleVersion(number, 'told its refund failed')]);
      const second = randomUUID();
      const again = await adminStep(shop, returnId, 'refund', {
        expectedVersion: 5,
        refundId: second,
        lines: [{ line: 0, amount: 1000 }],
      });
      expect(again.status).toBe(200);
      expect(again.body.message).toBe(M.refunded(number));
      expect(again.body.return).toMatchObject({
        state: 'refunded',
        refund: { refundId: second, amount: 1000 },
        refundFailure: null,
      });
      const ledger = await call(shop.app, 'GET', `/api/orders/${orderId}/refunds`, { token: shop.admin });
      expect(ledger.body.refunds).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ refundId: first, status: 'failed' }),
          expect.objectContaining({ refundId: second, status: expect.stringMatching(/pending|processed/) }),
        ]),
      );
      expect(ledger.body.refunded).toBe(1000);
    });

    it('a failure reported later (a webhook) puts the return back to received by the reactor’s job', async () => {
      const { orderId, returnId } = await received();
      const gateway = shop.app.get<PaymentGateway>(PAYMENT_GATEWAY);
      jest
        .spyOn(gateway, 'refund')
        .mockResolvedValueOnce({ id: 'rfnd_LATER0000001', amount: 100_000, status: 'pending' });
      const refundId = randomUUID();
      const pending = await adminStep(shop, returnId, 'refund', {
        expectedVersion: 3,
        refundId,
        lines: [{ line: 0, amount: 1000 }],
      });
      expect(pending.body.return.state).toBe('refunded');
      await shop.app
        .get(OrderRefunds)
        .recordFailed(
          orderId,
          { refundId, providerRefundId: 'rfnd_LATER0000001', reason: 'Bank account closed' },
          { actor: { id: null, role: 'system' }, correlationId: randomUUID() },
        );
      const view = await eventually('the return told of the failure', async () => {
        const res = await call(shop.app, 'GET', `/api/admin/returns/${returnId}`, { token: shop.admin });
        return res.body.return.state === 'received' ? res.body.return : null;
      });
      expect(view.refundFailure).toMatchObject({ refundId, reason: 'Bank account closed' });
    });
  });
});
