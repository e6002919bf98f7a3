import { rebuildProjection } from '@store/projections';
import { marketingProjections } from '../../src';
import { call, expectAdminOnly } from '../support/http';
import { MarketingTestApp, startMarketingAppWithTokens } from '../support/marketing-test-app';

describe('collection banners', () => {
  let t: MarketingTestApp;
  let admin: string;
  let shopper: string;
  beforeAll(async () => ({ t, admin, shopper } = await startMarketingAppWithTokens()));
  afterAll(() => t?.close());

  const set = async (body: Record<string, unknown>) => {
    const res = await call(t.app, 'POST', '/api/collection-banners', { token: admin, body });
    expect(res.status).toBe(201);
    return res.body;
  };

  describe('guards', () => {
    it.each([
      ['POST', '/api/collection-banners', { category: 'topwear', imageUrl: '/t.jpg' }],
      ['PUT', '/api/collection-banners/some-id', {}],
      ['DELETE', '/api/collection-banners/some-id', undefined],
    ] as const)('%s %s answers 401 without a token and 403 for a shopper', (method, url, body) =>
      expectAdminOnly(t, shopper, method, url, body),
    );
  });

  it("POST sets a banner with the defaults: alt '{Category} Collection', title capitalised, active, order 0 for topwear and 1 for bottomwear", async () => {
    const top = await set({ category: 'topwear', imageUrl: '/banners/top.jpg' });
    expect(top).toEqual({
      success: true,
      message: 'Topwear banner updated successfully!',
      banner: {
        _id: expect.any(String),
        category: 'topwear',
        imageUrl: '/banners/top.jpg',
        altText: 'Topwear Collection',
        title: 'Topwear',
        isActive: true,
        order: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    const bottom = await set({
      category: 'bottomwear',
      imageUrl: '/banners/bottom.jpg',
      title: 'Joggers & more',
      altText: '',
    });
    expect(bottom.message).toBe('Bottomwear banner updated successfully!');
    expect(bottom.banner).toMatchObject({
      category: 'bottomwear',
      title: 'Joggers & more',
      altText: 'Bottomwear Collection',
      order: 1,
      isActive: true,
    });

    const list = await call(t.app, 'GET', '/api/collection-banners');
    expect(list.status).toBe(200);
    expect(list.body.banners.map((banner: { category: string }) => banner.category)).toEqual(['topwear', 'bottomwear']);
  });

  it("POST replaces the category's banner: one per category", async () => {
    const first = await set({ category: 'topwear', imageUrl: '/banners/top-1.jpg' });
    const second = await set({ category: 'topwear', imageUrl: '/banners/top-2.jpg', title: 'Tees' });
    expect(second.banner._id).not.toBe(first.banner._id);
    const list = await call(t.app, 'GET', '/api/collection-banners');
    const tops = list.body.banners.filter((banner: { category: string }) => banner.category === 'topwear');
    expect(tops).toHaveLength(1);
    expect(tops[0]).toMatchObject({ _id: second.banner._id, imageUrl: '/banners/top-2.jpg', title: 'Tees' });
    expect(
      (await call(t.app, 'PUT', `/api/collection-banners/${first.banner._id}`, { token: admin, body: { title: 'x' } }))
        .status,
    ).toBe(404);
  });

  it("rejects a banner without an image ('Please upload an image') or with an unknown category", async () => {
    const noImage = await call(t.app, 'POST', '/api/collection-banners', {
      token: admin,
      body: { category: 'topwear' },
    });
    expect(noImage.status).toBe(400);
    expect(noImage.body).toMatchObject({
      success: false,
      message: 'Please upload an image',
      errors: [{ param: 'imageUrl', msg: 'Please upload an image' }],
    });
    const badCategory = await call(t.app, 'POST', '/api/collection-banners', {
      token: admin,
      body: { category: 'shoes', imageUrl: '/x.jpg' },
    });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.message).toBe('Category must be topwear or bottomwear');
    expect((await call(t.app, 'GET', '/api/collection-banners/shoes')).status).toBe(400);
  });

  it('GET /collection-banners/{category} answers the banner with an ETag (304 when unchanged); inactive ones only for admins', async () => {
    const { banner } = await set({ category: 'bottomwear', imageUrl: '/banners/b.jpg' });
    const res = await call(t.app, 'GET', '/api/collection-banners/bottomwear');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, banner });
    expect(
      (
        await call(t.app, 'GET', '/api/collection-banners/bottomwear', {
          headers: { 'if-none-match': res.headers.etag as string },
        })
      ).status,
    ).toBe(304);
    const listed = await call(t.app, 'GET', '/api/collection-banners');
    expect(
      (
        await call(t.app, 'GET', '/api/collection-banners', {
          headers: { 'if-none-match': listed.headers.etag as string },
        })
      ).status,
    ).toBe(304);

    const off = await call(t.app, 'PUT', `/api/collection-banners/${banner._id}`, {
      token: admin,
      body: { isActive: false },
    });
    expect(off.body).toMatchObject({
      success: true,
      message: 'Bottomwear banner updated successfully!',
      banner: { isActive: false },
    });
    const publicRead = await call(t.app, 'GET', '/api/collection-banners/bottomwear');
    expect(publicRead.status).toBe(404);
    expect(publicRead.body.message).toBe('No banner set for bottomwear');
    expect(
      (await call(t.app, 'GET', '/api/collection-banners')).body.banners.map((b: { category: string }) => b.category),
    ).not.toContain('bottomwear');
    expect(
      (await call(t.app, 'GET', '/api/collection-banners/bottomwear', { token: admin })).body.banner.isActive,
    ).toBe(false);
    expect(
      (await call(t.app, 'GET', '/api/collection-banners', { token: admin })).body.banners.map(
        (b: { category: string }) => b.category,
      ),
    ).toContain('bottomwear');
  });

  it('PUT changes the fields sent; DELETE removes the banner', async () => {
    const { banner } = await set({ category: 'topwear', imageUrl: '/banners/t.jpg' });
    const updated = await call(t.app, 'PUT', `/api/collection-banners/${banner._id}`, {
      token: admin,
      body: { imageUrl: '/banners/t2.jpg', altText: 'Tees on a rail' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.banner).toMatchObject({
      _id: banner._id,
      category: 'topwear',
      imageUrl: '/banners/t2.jpg',
      altText: 'Tees on a rail',
      title: 'Topwear',
      order: 0,
    });
    const noImage = await call(t.app, 'PUT', `/api/collection-banners/${banner._id}`, {
      token: admin,
      body: { imageUrl: '' },
    });
    expect(noImage.status).toBe(400);
    expect(noImage.body.message).toBe('Please upload an image');

    const deleted = await call(t.app, 'DELETE', `/api/collection-banners/${banner._id}`, { token: admin });
    expect(deleted.body).toEqual({ success: true, message: 'Banner deleted successfully!' });
    expect((await call(t.app, 'GET', '/api/collection-banners/topwear')).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/collection-banners/${banner._id}`, { token: admin })).body).toEqual({
      success: false,
      message: 'Banner not found',
    });
  });
  it('every marketing read model rebuilds from the log to the same rows', async () => {
    await set({ category: 'topwear', imageUrl: '/banners/replay.jpg' });
    await call(t.app, 'POST', '/api/hero-images', { token: admin, body: { image: { url: '/hero/replay.jpg' } } });
    await call(t.app, 'POST', '/api/offers', {
      token: admin,
      body: {
        title: 'Replay',
        discount: '10%',
        description: 'd',
        validFrom: '2026-01-01',
        validUntil: '2026-01-02',
        ctaText: 'Go',
        ctaLink: '/',
      },
    });
    const tables = ['marketing_offer', 'marketing_hero_image', 'marketing_collection_banner'];
    const snapshot = async () =>
      Promise.all(tables.map((table) => t.db.selectFrom(table).selectAll().orderBy('id').execute()));
    const before = await snapshot();
    expect(before.every((rows) => rows.length > 0)).toBe(true);
    for (const projection of marketingProjections) {
      await rebuildProjection(projection, { db: t.db, eventStore: t.eventStore, databaseUrl: t.config.DATABASE_URL });
    }
    expect(await snapshot()).toEqual(before);
  });
});
