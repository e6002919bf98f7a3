import { call, expectAdminOnly } from '../support/http';
import { MarketingTestApp, startMarketingAppWithTokens } from '../support/marketing-test-app';
import { SECTION_9_OFFER_DEFAULTS } from '../support/spec-defaults';

describe('offers', () => {
  let t: MarketingTestApp;
  let admin: string;
  let shopper: string;
  beforeAll(async () => ({ t, admin, shopper } = await startMarketingAppWithTokens()));
  afterAll(() => t?.close());
  afterEach(() => t.setNow(null));

  const offer = (overrides: Record<string, unknown> = {}) => ({
    title: 'Winter Sale',
    discount: '30% OFF',
    description: 'On all hoodies and joggers',
    validFrom: '2026-11-20',
    validUntil: '2026-11-22',
    ctaText: 'Shop Now',
    ctaLink: '/collections',
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await call(t.app, 'POST', '/api/offers', { token: admin, body: offer(overrides) });
    expect(res.status).toBe(201);
    return res.body.offer;
  };
  const removeAll = async () => {
    const all = await call(t.app, 'GET', '/api/offers', { token: admin });
    for (const { _id } of all.body.offers) await call(t.app, 'DELETE', `/api/offers/${_id}`, { token: admin });
  };

  describe('guards', () => {
    it.each([
      ['GET', '/api/offers', undefined],
      ['GET', '/api/offers/some-id', undefined],
      ['POST', '/api/offers', {}],
      ['PUT', '/api/offers/some-id', {}],
      ['DELETE', '/api/offers/some-id', undefined],
    ] as const)('%s %s answers 401 without a token and 403 for a shopper', (method, url, body) =>
      expectAdminOnly(t, shopper, method, url, body),
    );
  });

  describe('POST /offers', () => {
    it("creates an offer with the defaults of section 9 and answers 'Offer created successfully!'", async () => {
      const res = await call(t.app, 'POST', '/api/offers', { token: admin, body: offer() });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: 'Offer created successfully!' });
      expect(res.body.offer).toMatchObject({
        ...offer(),
        _id: expect.any(String),
        ...SECTION_9_OFFER_DEFAULTS,
      });
      const events = await t.eventStore.readStream(`marketing-offer-${res.body.offer._id}`);
      expect(events.map((event) => event.type)).toEqual(['OfferCreated']);
      expect(events[0].metadata.actor).toMatchObject({ role: 'admin' });
    });

    it.each([
      [{ title: '' }, 'Title is required', 'title'],
      [{ discount: undefined }, 'Discount is required', 'discount'],
      [{ description: ' ' }, 'Description is required', 'description'],
      [{ ctaText: '' }, 'CTA Text is required', 'ctaText'],
      [{ ctaLink: undefined }, 'CTA Link is required', 'ctaLink'],
      [{ validFrom: undefined }, 'Please select both start and end dates.', 'validFrom'],
      [{ validUntil: '' }, 'Please select both start and end dates.', 'validUntil'],
      [{ validFrom: '2026-11-25', validUntil: '2026-11-24' }, 'End date must be after start date.', 'validUntil'],
      [{ delay: -5 }, 'Display delay must be 0 or more', 'delay'],
    ])('rejects %j with %s', async (overrides, message, param) => {
      const res = await call(t.app, 'POST', '/api/offers', { token: admin, body: offer(overrides) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
      expect(res.body.errors).toEqual([{ param, msg: message }]);
    });
  });

  describe('GET, PUT and DELETE /offers', () => {
    it('lists, reads, updates only the fields sent and deletes', async () => {
      const created = await create({ title: 'Diwali Drop' });
      const list = await call(t.app, 'GET', '/api/offers', { token: admin });
      expect(list.status).toBe(200);
      expect(list.body.offers.map((o: { _id: string }) => o._id)).toContain(created._id);

      const one = await call(t.app, 'GET', `/api/offers/${created._id}`, { token: admin });
      expect(one.body).toMatchObject({ success: true, offer: { _id: created._id, title: 'Diwali Drop' } });

      const updated = await call(t.app, 'PUT', `/api/offers/${created._id}`, {
        token: admin,
        body: { discount: '50% OFF', delay: 0, showBadge: false },
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        success: true,
        message: 'Offer updated successfully!',
        offer: { title: 'Diwali Drop', discount: '50% OFF', delay: 0, showBadge: false },
      });

      const bad = await call(t.app, 'PUT', `/api/offers/${created._id}`, {
        token: admin,
        body: { validUntil: '2026-01-01' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('End date must be after start date.');

      const deleted = await call(t.app, 'DELETE', `/api/offers/${created._id}`, { token: admin });
      expect(deleted.body).toEqual({ success: true, message: 'Offer deleted successfully!' });
      expect((await call(t.app, 'GET', `/api/offers/${created._id}`, { token: admin })).status).toBe(404);
      expect(
        (await call(t.app, 'PUT', `/api/offers/${created._id}`, { token: admin, body: { title: 'x' } })).body,
      ).toEqual({ success: false, message: 'Offer not found' });
      expect((await call(t.app, 'DELETE', `/api/offers/${created._id}`, { token: admin })).status).toBe(404);
    });
  });

  describe('GET /offers/current (public)', () => {
    beforeEach(removeAll);

    it('answers offer null when no offer is active', async () => {
      t.setNow('2026-11-21T06:00:00.000Z');
      await create({ isActive: false });
      await create({ validFrom: '2026-12-01', validUntil: '2026-12-31' });
      const res = await call(t.app, 'GET', '/api/offers/current');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, offer: null });
    });

    it('an offer valid until today is still active at 23:30 IST, and gone at 00:00 IST the next day', async () => {
      const created = await create({ validFrom: '2026-11-20', validUntil: '2026-11-22' });
      t.setNow('2026-11-22T18:00:00.000Z'); // 23:30 IST on the 22nd
      const late = await call(t.app, 'GET', '/api/offers/current');
      expect(late.body).toMatchObject({ success: true, offer: { _id: created._id } });
      t.setNow('2026-11-22T18:30:00.000Z'); // 00:00 IST on the 23rd, still the 22nd in UTC
      expect((await call(t.app, 'GET', '/api/offers/current')).body).toEqual({ success: true, offer: null });
    });

    it('starts at 00:00 IST on its first day', async () => {
      await create({ validFrom: '2026-11-20', validUntil: '2026-11-22' });
      t.setNow('2026-11-19T18:29:00.000Z');
      expect((await call(t.app, 'GET', '/api/offers/current')).body.offer).toBeNull();
      t.setNow('2026-11-19T18:30:00.000Z');
      expect((await call(t.app, 'GET', '/api/offers/current')).body.offer).not.toBeNull();
    });

    it('sends an ETag and answers 304 to a matching If-None-Match, and a new body after a change', async () => {
      t.setNow('2026-11-21T06:00:00.000Z');
      const created = await create();
      const first = await call(t.app, 'GET', '/api/offers/current');
      expect(first.status).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      expect(first.headers['cache-control']).toContain('no-cache');
      const again = await call(t.app, 'GET', '/api/offers/current', { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.body).toBeUndefined();
      await call(t.app, 'PUT', `/api/offers/${created._id}`, { token: admin, body: { title: 'Changed' } });
      const changed = await call(t.app, 'GET', '/api/offers/current', { headers: { 'if-none-match': etag } });
      expect(changed.status).toBe(200);
      expect(changed.body.offer.title).toBe('Changed');
    });
  });
});
