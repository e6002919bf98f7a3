import { randomUUID } from 'node:crypto';
import { RETURN_MESSAGES as M } from '@store/contracts';
import { ReservationSweeper } from '@store/ordering';
import { ReturnsJobs } from '@store/returns';
import { call, eventually, shopper, startShop, stockBecomes, type Shop } from '../support/shop';
import { adminStep, askReturn, deliveredOrder, returnsOf } from './support';

describe('size exchanges and two admins at once (issue #43)', () => {
  let shop: Shop;
  let asha: { token: string; id: string; payload: Record<string, unknown> };

  beforeAll(async () => {
    shop = await startShop();
    asha = await shopper(shop);
    const enabled = await call(shop.app, 'PUT', '/api/admin/settings/returns', {
      token: shop.admin,
      body: { windowDays: 3, exchangesEnabled: true, pickupExpiryDays: 7 },
    });
    expect(enabled.status).toBe(200);
  });
  afterAll(() => shop.close());

  /** A delivered order (2 x Black M, 1 x Olive L; Black S has 2 in stock) and a request to swap one Black M for a Black S. */
  async function exchangeAsked() {
    const order = await deliveredOrder(shop, asha.token);
    const black = order.product.colorVariants[0]._id;
    const asked = await askReturn(
      shop,
      order.orderId,
      { lines: [{ line: 0, quantity: 1, exchange: { size: 'S', colorVariantId: black } }], reason: 'size_exchange' },
      { token: asha.token },
    );
    expect(asked.status).toBe(201);
    return { ...order, black, view: asked.body.returns[0] };
  }

  it('holds the wanted size from approval and gives it back when the return is rejected', async () => {
    const { product, view } = await exchangeAsked();
    expect(view.lines[0].exchange).toEqual({
      size: 'S',
      colorVariantId: product.colorVariants[0]._id,
      colorName: 'Black',
    });
    const approved = await adminStep(shop, view.returnId, 'approve', { expectedVersion: 1, pickup: null });
    expect(approved.status).toBe(200);
    await stockBecomes(shop, product._id, 'S', 1);
    // The order sweeper never takes the exchange's hold for an unknown order, however late it is.
    const swept = await shop.app.get(ReservationSweeper).sweep(new Date(Date.now() + 60 * 24 * 60 * 60 * 1000));
    expect(swept.settled.map((settled) => settled.orderId)).not.toContain(`exchange-${view.returnId}`);
    const rejected = await adminStep(shop, view.returnId, 'reject', { expectedVersion: 2, reason: 'Worn and washed' });
    expect(rejected.body.return.state).toBe('rejected');
    await stockBecomes(shop, product._id, 'S', 2);
  });

  it('ships the replacement at no charge once the parcel is back: the new size sold, the returned one back in stock', async () => {
    const { product, view, orderId } = await exchangeAsked();
    await adminStep(shop, view.returnId, 'approve', {
      expectedVersion: 1,
      pickup: { carrier: 'DTDC', awb: 'D77777777' },
    });
    await stockBecomes(shop, product._id, 'S', 1);
    await adminStep(shop, view.returnId, 'receive', {
      expectedVersion: 2,
      lines: [{ line: 0, quantity: 1, condition: 'good' }],
    });
    await stockBecomes(shop, product._id, 'M', 2); // 3 - 2 sold + 1 back
    const refund = await adminStep(shop, view.returnId, 'refund', {
      expectedVersion: 3,
      refundId: randomUUID(),
      lines: [{ line: 0, amount: 1000 }],
    });
    expect([refund.status, refund.body.message]).toEqual([409, M.refundOnlyForRefunds]);
    const shipped = await adminStep(shop, view.returnId, 'exchange', {
      expectedVersion: 3,
      carrier: 'Blue Dart',
      awb: 'BD99999999',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.return).toMatchObject({
      state: 'exchanged',
      replacement: { carrier: 'Blue Dart', awb: 'BD99999999', trackingUrl: expect.stringContaining('BD99999999') },
    });
    const history = await eventually('the replacement sold', async () => {
      const res = await call(shop.app, 'GET', `/api/products/${product._id}/stock-history`, { token: shop.admin });
      return res.body.entries?.find(
        (entry: { kind: string; orderId: string | null }) =>
          entry.kind === 'committed' && entry.orderId === `exchange-${view.returnId}`,
      );
    });
    expect(history).toMatchObject({ size: 'S' });
    await stockBecomes(shop, product._id, 'S', 1);
    await shop.smtp.waitFor(asha.payload.email as string, (mail) => /exchange .* has shipped/.test(mail.subject ?? ''));
    const timeline = await call(shop.app, 'GET', `/api/orders/${orderId}/history`, { token: shop.admin });
    expect(timeline.body.history.map((entry: { summary: string }) => entry.summary)).toEqual(
      expect.arrayContaining([`Return ${view.number}: replacement shipped with Blue Dart, AWB BD99999999`]),
    );
  });

  it('cancels an approved return that never arrived after the days set, releasing the held size', async () => {
    const { product, view } = await exchangeAsked();
    await adminStep(shop, view.returnId, 'approve', { expectedVersion: 1, pickup: null });
    await stockBecomes(shop, product._id, 'S', 1);
    const jobs = shop.app.get(ReturnsJobs);
    expect(await jobs.sweep(new Date(Date.now() + 6 * 24 * 60 * 60 * 1000))).not.toContain(view.returnId);
    expect(await jobs.sweep(new Date(Date.now() + 8 * 24 * 60 * 60 * 1000))).toContain(view.returnId);
    await stockBecomes(shop, product._id, 'S', 2);
    const after = await eventually('the cancelled return', async () => {
      const res = await call(shop.app, 'GET', `/api/admin/returns/${view.returnId}`, { token: shop.admin });
      return res.body.return.state === 'cancelled' && res.body.return;
    });
    expect(after.steps.at(-1)).toMatchObject({ type: 'ReturnCancelled', by: 'System' });
  });

  it('refuses an exchange for a size the product does not offer', async () => {
    const { orderId } = await deliveredOrder(shop, asha.token);
    const res = await askReturn(
      shop,
      orderId,
      { lines: [{ line: 0, quantity: 1, exchange: { size: 'XXL' } }], reason: 'size_exchange' },
      { token: asha.token },
    );
    expect([res.status, res.body.message]).toEqual([400, M.exchangeUnavailable(0, 'XXL')]);
  });

  it('lets one of two admins acting at once win; the other is told what happened', async () => {
    const { orderId } = await deliveredOrder(shop, asha.token);
    const asked = await askReturn(
      shop,
      orderId,
      { lines: [{ line: 1, quantity: 1 }], reason: 'damaged', photos: ['/uploads/p.png'] },
      { token: asha.token },
    );
    const { returnId, number } = asked.body.returns[0];
    const [approve, reject] = await Promise.all([
      adminStep(shop, returnId, 'approve', { expectedVersion: 1, pickup: null }),
      adminStep(shop, returnId, 'reject', { expectedVersion: 1, reason: 'Not ours' }),
    ]);
    const statuses = [approve.status, reject.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = approve.status === 409 ? approve : reject;
    expect([M.staleVersion(number, 'approved'), M.staleVersion(number, 'rejected')]).toContain(loser.body.message);

    if (approve.status === 200) {
      await adminStep(shop, returnId, 'receive', {
        expectedVersion: 2,
        lines: [{ line: 1, quantity: 1, condition: 'good' }],
      });
      const [a, b] = await Promise.all([
        adminStep(shop, returnId, 'refund', {
          expectedVersion: 3,
          refundId: randomUUID(),
          lines: [{ line: 1, amount: 1000 }],
        }),
        adminStep(shop, returnId, 'refund', {
          expectedVersion: 3,
          refundId: randomUUID(),
          lines: [{ line: 1, amount: 1000 }],
        }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const ledger = await call(shop.app, 'GET', `/api/orders/${orderId}/refunds`, { token: shop.admin });
      expect(ledger.body.refunds).toHaveLength(1);
    }
    expect((await returnsOf(shop, orderId, { token: asha.token })).body.returns[0].version).toBeGreaterThanOrEqual(2);
  });
});
