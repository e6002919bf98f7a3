import { call, expectAdminOnly } from '../support/http';
import { MarketingTestApp, startMarketingAppWithTokens } from '../support/marketing-test-app';

describe('hero images', () => {
  let t: MarketingTestApp;
  let admin: string;
  let shopper: string;
  beforeAll(async () => ({ t, admin, shopper } = await startMarketingAppWithTokens()));
  afterAll(() => t?.close());

  const add = async (body: Record<string, unknown>) => {
    const res = await call(t.app, 'POST', '/api/hero-images', { token: admin, body });
    expect(res.status).toBe(201);
    return res.body.heroImage;
  };
  const clear = async () => {
    const all = await call(t.app, 'GET', '/api/hero-images', { token: admin });
    for (const { _id } of all.body.heroImages) await call(t.app, 'DELETE', `/api/hero-images/${_id}`, { token: admin });
  };
  const reorder = (...imageOrders: Array<[id: string, order: number]>) =>
    call(t.app, 'PUT', '/api/hero-images/reorder', {
      token: admin,
      body: { imageOrders: imageOrders.map(([id, order]) => ({ id, order })) },
    });
  const orders = async () => {
    const res = await call(t.app, 'GET', '/api/hero-images', { token: admin });
    return res.body.heroImages.map((image: { title: string; order: number }) => [image.title, image.order]);
  };

  describe('guards', () => {
    it.each([
      ['GET', '/api/hero-images', undefined],
      ['POST', '/api/hero-images', { image: { url: '/x.jpg' } }],
      ['PUT', '/api/hero-images/some-id', {}],
      ['PUT', '/api/hero-images/reorder', { imageOrders: [{ id: 'x', order: 0 }] }],
      ['DELETE', '/api/hero-images/some-id', undefined],
    ] as const)('%s %s answers 401 without a token and 403 for a shopper', (method, url, body) =>
      expectAdminOnly(t, shopper, method, url, body),
    );
  });

  describe('POST, PUT, DELETE and the lists', () => {
    beforeEach(clear);

    it("adds images with the defaults of section 9 ('Hero Image {n}', empty description and link, 'Shop Now', active), in order", async () => {
      const res = await call(t.app, 'POST', '/api/hero-images', {
        token: admin,
        body: { image: { url: '/hero/1.jpg', altText: 'Runner' } },
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        success: true,
        message: 'Hero image added successfully!',
        heroImage: {
          _id: expect.any(String),
          title: 'Hero Image 1',
          description: '',
          image: { url: '/hero/1.jpg', altText: 'Runner' },
          link: '',
          buttonText: 'Shop Now',
          isActive: true,
          order: 0,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      });
      const second = await add({
        title: 'Leggings',
        description: 'New in',
        image: { url: '/hero/2.jpg' },
        link: '/collections',
        buttonText: 'Explore',
        isActive: false,
      });
      expect(second).toMatchObject({
        title: 'Leggings',
        description: 'New in',
        link: '/collections',
        buttonText: 'Explore',
        isActive: false,
        order: 1,
      });
    });

    it("refuses an image without a url with 'Please upload an image'", async () => {
      const res = await call(t.app, 'POST', '/api/hero-images', { token: admin, body: { title: 'No image' } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        message: 'Please upload an image',
        errors: [{ param: 'image.url', msg: 'Please upload an image' }],
      });
    });

    it('GET /hero-images (admin) lists all by order; GET /hero-images/active (public) only the active ones, with an ETag and 304', async () => {
      await add({ title: 'A', image: { url: '/a.jpg' } });
      await add({ title: 'B', image: { url: '/b.jpg' }, isActive: false });
      await add({ title: 'C', image: { url: '/c.jpg' } });
      expect(await orders()).toEqual([
        ['A', 0],
        ['B', 1],
        ['C', 2],
      ]);

      const active = await call(t.app, 'GET', '/api/hero-images/active');
      expect(active.status).toBe(200);
      expect(active.body.success).toBe(true);
      expect(active.body.heroImages.map((image: { title: string }) => image.title)).toEqual(['A', 'C']);
      const etag = active.headers.etag as string;
      expect(etag).toBeTruthy();
      expect((await call(t.app, 'GET', '/api/hero-images/active', { headers: { 'if-none-match': etag } })).status).toBe(
        304,
      );
    });

    it("edits an image added with 'Add Images' (title, text, link and button text) and the storefront's active list shows them; a cleared title goes back to 'Hero Image {n}'", async () => {
      const image = await add({ image: { url: '/added.jpg' } });
      expect(image).toMatchObject({ title: 'Hero Image 1', link: '', buttonText: 'Shop Now' });
      const edited = await call(t.app, 'PUT', `/api/hero-images/${image._id}`, {
        token: admin,
        body: {
          title: 'Monsoon Drop',
          description: 'Quick-dry tees for wet runs',
          link: '/collections?category=topwear',
          buttonText: 'Shop Tees',
        },
      });
      expect(edited.status).toBe(200);
      const active = (await call(t.app, 'GET', '/api/hero-images/active')).body.heroImages;
      expect(active).toEqual([
        expect.objectContaining({
          _id: image._id,
          title: 'Monsoon Drop',
          description: 'Quick-dry tees for wet runs',
          link: '/collections?category=topwear',
          buttonText: 'Shop Tees',
          image: { url: '/added.jpg', altText: 'Hero Image 1' },
        }),
      ]);
      const cleared = await call(t.app, 'PUT', `/api/hero-images/${image._id}`, {
        token: admin,
        body: { title: '', buttonText: '' },
      });
      expect(cleared.body.heroImage).toMatchObject({
        title: 'Hero Image 1',
        buttonText: 'Shop Now',
        link: '/collections?category=topwear',
      });
      expect(
        (await call(t.app, 'PUT', `/api/hero-images/${image._id}`, { token: admin, body: { title: 'x'.repeat(201) } }))
          .status,
      ).toBe(400);
    });

    it('updates the fields sent and deletes', async () => {
      const image = await add({ title: 'Old', image: { url: '/old.jpg' } });
      const updated = await call(t.app, 'PUT', `/api/hero-images/${image._id}`, {
        token: admin,
        body: { title: 'New', isActive: false, image: { url: '/new.jpg' } },
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        success: true,
        message: 'Hero image updated successfully!',
        heroImage: { title: 'New', isActive: false, image: { url: '/new.jpg' }, order: 0 },
      });
      const noImage = await call(t.app, 'PUT', `/api/hero-images/${image._id}`, {
        token: admin,
        body: { image: { url: '' } },
      });
      expect(noImage.status).toBe(400);
      expect(noImage.body.message).toBe('Please upload an image');

      const deleted = await call(t.app, 'DELETE', `/api/hero-images/${image._id}`, { token: admin });
      expect(deleted.body).toEqual({ success: true, message: 'Hero image deleted successfully!' });
      expect((await call(t.app, 'DELETE', `/api/hero-images/${image._id}`, { token: admin })).body).toEqual({
        success: false,
        message: 'Hero image not found',
      });
      expect(
        (await call(t.app, 'PUT', `/api/hero-images/${image._id}`, { token: admin, body: { title: 'x' } })).status,
      ).toBe(404);
    });
  });

  describe('PUT /hero-images/reorder', () => {
    const ADDED_ORDER = [
      ['A', 0],
      ['B', 1],
      ['C', 2],
    ];
    let ids: string[];
    beforeEach(async () => {
      await clear();
      ids = [];
      for (const title of ['A', 'B', 'C']) ids.push((await add({ title, image: { url: `/${title}.jpg` } }))._id);
    });

    it('swaps two images in one event and answers the new list', async () => {
      const res = await reorder([ids[0], 1], [ids[1], 0]);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Hero images reordered successfully!');
      expect(res.body.heroImages.map((image: { title: string; order: number }) => [image.title, image.order])).toEqual([
        ['B', 0],
        ['A', 1],
        ['C', 2],
      ]);
      const events = await t.eventStore.readStream('marketing-hero-images');
      expect(events.at(-1)!.type).toBe('HeroImagesReordered');
    });

    it('rejects the whole reorder when one id is unknown, changing nothing', async () => {
      const res = await reorder([ids[0], 2], ['no-such-image', 0]);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: 'Hero image not found: no-such-image' });
      expect(await orders()).toEqual(ADDED_ORDER);
    });

    it('rejects the whole reorder when two images would share an order, changing nothing', async () => {
      const res = await reorder([ids[0], 1], [ids[1], 1]);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Two hero images cannot share order 1');
      const partial = await reorder([ids[0], 2]);
      expect(partial.status).toBe(400);
      expect(partial.body.message).toBe('Two hero images cannot share order 2');
      expect(await orders()).toEqual(ADDED_ORDER);
    });

    it('rejects bad input: no list, a negative or fractional order', async () => {
      const empty = await reorder();
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('imageOrders must list at least one { id, order }');
      const negative = await reorder([ids[0], -1]);
      expect(negative.status).toBe(400);
      expect(negative.body.message).toBe('Each order must be a whole number from 0');
      const fraction = await reorder([ids[0], 0.5]);
      expect(fraction.status).toBe(400);
    });

    it('two concurrent reorders: each is applied whole or refused, never mixed', async () => {
      const [a, b] = await Promise.all([reorder([ids[0], 5], [ids[1], 6]), reorder([ids[2], 5], [ids[1], 7])]);
      const statuses = [a.status, b.status].sort();
      expect(statuses).toEqual([200, 400]);
      const final = await orders();
      const used = final.map(([, order]: [string, number]) => order);
      expect(new Set(used).size).toBe(3);
    });
  });
});
