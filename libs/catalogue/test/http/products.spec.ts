import { HSN_MESSAGES } from '@store/contracts';
import { sql } from 'kysely';
import { rebuildProjection } from '@store/projections';
import { catalogueProjections, CatalogueCommands, ProductsQuery } from '../../src';
import { kolkataToday } from '../../src/queries/product-view';
import { CatalogueTestApp, startCatalogueApp } from '../support/catalogue-test-app';
import { adminToken, call, registerVerified } from '@store/identity/testing';
import { productBody } from '../support/products';

describe('products', () => {
  let t: CatalogueTestApp;
  let admin: string;
  let shopper: string;
  beforeAll(async () => {
    t = await startCatalogueApp();
    admin = (await adminToken(t)).token;
    shopper = (await registerVerified(t)).token;
  });
  afterAll(() => t?.close());

  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await call(t.app, 'POST', '/api/products', { token: admin, body: productBody(overrides) });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body.product;
  };

  describe("the 'Original' colour", () => {
    it("keeps the product's own stock beside its variants' and counts it for In Stock", async () => {
      const soldOutVariants = await create({
        stock: { M: 4 },
        colorVariants: [{ colorName: 'Black', images: ['/demo/a.svg'], isDefault: true, stock: { M: 0 } }],
      });
      expect(soldOutVariants.stock).toEqual({ M: 4 });
      expect(soldOutVariants.defaultColorVariant.stock).toEqual({ M: 0 });
      expect(soldOutVariants.inStock).toBe(true);
      const nothing = await create({
        stock: { M: 0 },
        colorVariants: [{ colorName: 'Black', images: ['/demo/a.svg'], isDefault: true, stock: { M: 0 } }],
      });
      expect(nothing.inStock).toBe(false);
    });

    it("reserves an order line without a colour from the product's own stock, never a variant's", async () => {
      const p = await create({
        stock: { M: 2 },
        colorVariants: [{ colorName: 'Black', images: ['/demo/a.svg'], isDefault: true, stock: { M: 5 } }],
      });
      const commands = t.app.get(CatalogueCommands);
      const context = { actor: { id: null, role: 'system' as const }, correlationId: 'test' };
      const line = { variantId: null, size: 'M', quantity: 3, productName: p.name, colourName: 'Original' };
      await expect(commands.reserveStock(p._id, 'order-original-1', [line], context)).rejects.toThrow(
        `Insufficient stock for ${p.name} in size M (Original). Available: 2`,
      );
      const position = await commands.reserveStock(p._id, 'order-original-2', [{ ...line, quantity: 2 }], context);
      await t.app
        .get((await import('../../src/commands/read-your-writes.service')).CatalogueReadYourWrites)
        .wait(position);
      const after = await call(t.app, 'GET', `/api/products/${p._id}`);
      expect(after.body.product.stock).toEqual({ M: 0 });
      expect(after.body.product.defaultColorVariant.stock).toEqual({ M: 5 });
    });
  });

  describe('POST /products', () => {
    it('creates a product and shows it at once in the spec shape', async () => {
      const res = await call(t.app, 'POST', '/api/products', {
        token: admin,
        body: productBody({ name: 'Shape Tee' }),
      });
      expect(res.status).toBe(201);
      const p = res.body.product;
      expect(p).toMatchObject({
        name: 'Shape Tee',
        category: 'topwear',
        hsnCode: '6109',
        price: 799,
        hasOfferPricing: false,
        isOfferValid: false,
        displayOriginalPrice: null,
        inStock: true,
        averageRating: 0,
        totalReviews: 0,
      });
      expect(p.colorVariants).toHaveLength(2);
      expect(p.defaultColorVariant).toMatchObject({
        colorName: 'Black',
        name: 'Black',
        code: '#000000',
        stock: { S: 2, M: 3 },
        isActive: true,
      });
      // The product's own ('Original') stock is its own, beside the variants' (none set here).
      expect(p.stock).toEqual({});
      expect(p.images).toEqual([{ url: '/demo/black.svg' }]);
      const get = await call(t.app, 'GET', `/api/products/${p._id}`);
      expect(get.body.product).toEqual(p);
    });

    it.each([
      [{ name: '' }, 'name', 'Product name is required'],
      [{ price: -5 }, 'price', 'Price must be a number from 0 to 1,00,00,000'],
      [{ price: 1e12 }, 'price', 'Price must be a number from 0 to 1,00,00,000'],
      [{ hasOfferPricing: true, offerPrice: 1e12 }, 'offerPrice', 'Offer price must be a number from 0 to 1,00,00,000'],
      [{ stock: { M: 2_000_000 } }, 'stock', 'Stock must be a whole number from 0 to 10,00,000'],
      [{ category: 'shoes' }, 'category', 'Category must be topwear or bottomwear'],
      [{ hasOfferPricing: true }, 'offerPrice', 'Offer price is required when offer pricing is enabled'],
      [{ sizes: ['M', 'XXXXL'] }, 'sizes', 'Sizes must be chosen from XS, S, M, L, XL, XXL, XXXL'],
      [{ hsnCode: undefined }, 'hsnCode', HSN_MESSAGES.required],
      [{ hsnCode: '  ' }, 'hsnCode', HSN_MESSAGES.required],
      [{ hsnCode: '61091' }, 'hsnCode', HSN_MESSAGES.format],
      [{ hsnCode: 'ABCD' }, 'hsnCode', HSN_MESSAGES.format],
      [
        { colorVariants: [{ colorName: 'Red', images: [] }] },
        'colorVariants',
        'At least one image is required for each colour',
      ],
    ])('answers 400 with field errors for %p', async (overrides, param, msg) => {
      const res = await call(t.app, 'POST', '/api/products', { token: admin, body: productBody(overrides) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: msg, errors: [{ param, msg }] });
    });
  });

  describe('guards', () => {
    it.each([
      ['POST', '/api/products'],
      ['PUT', '/api/products/some-id'],
      ['DELETE', '/api/products/some-id'],
      ['PUT', '/api/products/some-id/upcoming'],
      ['GET', '/api/products/some-id/stock-history'],
      ['POST', '/api/products/some-id/stock-adjustments'],
    ] as const)('%s %s answers 401 without a token and 403 for a non-admin', async (method, url) => {
      const body = method === 'GET' || method === 'DELETE' ? undefined : { isUpcoming: true };
      expect((await call(t.app, method, url, { body })).status).toBe(401);
      const user = await call(t.app, method, url, { token: shopper, body });
      expect(user.status).toBe(403);
    });
  });

  describe('GET /products/{id}', () => {
    it.each(['00000000-0000-0000-0000-000000000000', 'not-an-id', '%27%3B--'])(
      "answers 404 'Product not found' for %s",
      async (id) => {
        const res = await call(t.app, 'GET', `/api/products/${id}`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ success: false, message: 'Product not found' });
      },
    );
  });

  describe('PUT, upcoming and DELETE', () => {
    it("answers 400 with the field error hsnCode to an update without a valid HSN code, and keeps the product's", async () => {
      const p = await create();
      for (const [hsnCode, msg] of [
        ['', HSN_MESSAGES.required],
        ['6109-10', HSN_MESSAGES.format],
      ]) {
        const res = await call(t.app, 'PUT', `/api/products/${p._id}`, {
          token: admin,
          body: productBody({ hsnCode }),
        });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ success: false, message: msg, errors: [{ param: 'hsnCode', msg }] });
      }
      expect((await call(t.app, 'GET', `/api/products/${p._id}`)).body.product.hsnCode).toBe('6109');
      const changed = await call(t.app, 'PUT', `/api/products/${p._id}`, {
        token: admin,
        body: productBody({ name: p.name, hsnCode: '61099090' }),
      });
      expect(changed.status).toBe(200);
      expect((await call(t.app, 'GET', `/api/products/${p._id}`)).body.product.hsnCode).toBe('61099090');
    });

    it('updates pricing to a valid offer and shows the derived prices', async () => {
      const p = await create();
      const res = await call(t.app, 'PUT', `/api/products/${p._id}`, {
        token: admin,
        body: productBody({
          name: p.name,
          hasOfferPricing: true,
          offerPrice: 599,
          originalPrice: 999,
          offerValidFrom: '2020-01-01',
          offerValidUntil: '2099-12-31',
          colorVariants: p.colorVariants,
        }),
      });
      expect(res.status).toBe(200);
      expect(res.body.product).toMatchObject({
        hasOfferPricing: true,
        isOfferValid: true,
        offerPrice: 599,
        displayOriginalPrice: 999,
        effectivePrice: 599,
      });
      expect(res.body.product.colorVariants.map((v: any) => v._id)).toEqual(p.colorVariants.map((v: any) => v._id));
    });

    it('shows an expired offer as not valid', async () => {
      const p = await create({
        hasOfferPricing: true,
        offerPrice: 499,
        offerValidFrom: '2020-01-01',
        offerValidUntil: '2020-02-01',
      });
      expect(p).toMatchObject({
        hasOfferPricing: true,
        isOfferValid: false,
        displayOriginalPrice: null,
        effectivePrice: 799,
      });
    });

    it('marks upcoming and launches; an unknown product answers 404', async () => {
      const p = await create();
      const up = await call(t.app, 'PUT', `/api/products/${p._id}/upcoming`, {
        token: admin,
        body: { isUpcoming: true },
      });
      expect(up.body.product.isUpcoming).toBe(true);
      const bad = await call(t.app, 'PUT', `/api/products/${p._id}/upcoming`, {
        token: admin,
        body: { isUpcoming: 'maybe' },
      });
      expect(bad.status).toBe(400);
      const missing = await call(t.app, 'PUT', '/api/products/nope/upcoming', {
        token: admin,
        body: { isUpcoming: true },
      });
      expect(missing.status).toBe(404);
    });

    it('deletes a product; it is then not found', async () => {
      const p = await create();
      const res = await call(t.app, 'DELETE', `/api/products/${p._id}`, { token: admin });
      expect(res.body).toEqual({ success: true, message: 'Product deleted successfully' });
      expect((await call(t.app, 'GET', `/api/products/${p._id}`)).status).toBe(404);
      expect((await call(t.app, 'DELETE', `/api/products/${p._id}`, { token: admin })).status).toBe(404);
    });

    it('is out of stock when only inactive variants hold stock', async () => {
      const p = await create({
        colorVariants: [
          { colorName: 'Black', images: ['/demo/a.svg'], isDefault: true, stock: { M: 0 } },
          { colorName: 'Red', images: ['/demo/b.svg'], isActive: false, stock: { M: 9 } },
        ],
      });
      expect(p.inStock).toBe(false);
      expect(p.activeColorVariants).toHaveLength(1);
    });
  });

  describe('GET /products (listing)', () => {
    const tag = `ls${Date.now().toString(36)}`;
    beforeAll(async () => {
      await create({
        name: `Seamless Leggings ${tag}`,
        category: 'bottomwear',
        brand: 'PowerLift',
        price: 1299,
        tags: [tag],
      });
      await create({
        name: `Cargo Joggers ${tag}`,
        category: 'bottomwear',
        brand: 'PowerLift',
        price: 999,
        hasOfferPricing: true,
        offerPrice: 699,
        tags: [tag],
      });
      await create({ name: `Stringer Vest ${tag}`, price: 499, tags: [tag], isUpcoming: true });
      await create({ name: `Oversized Tee ${tag}`, price: 899, tags: [tag] });
    });

    it('filters by tag search and puts upcoming products last, with pagination fields', async () => {
      const res = await call(t.app, 'GET', '/api/products', { query: { search: tag, limit: '3' } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ currentPage: 1, totalPages: 2, total: 4 });
      const page2 = await call(t.app, 'GET', '/api/products', { query: { search: tag, limit: '3', page: '2' } });
      expect(page2.body.products.map((p: any) => p.name)).toEqual([`Stringer Vest ${tag}`]);
    });

    it('filters by category, brand and effective price, and sorts by price', async () => {
      const res = await call(t.app, 'GET', '/api/products', {
        query: { search: tag, category: 'bottomwear', brand: 'powerlift', maxPrice: '700', sort: 'price-asc' },
      });
      expect(res.body.products.map((p: any) => p.name)).toEqual([`Cargo Joggers ${tag}`]);
      const sorted = await call(t.app, 'GET', '/api/products', { query: { search: tag, sort: 'price-desc' } });
      expect(sorted.body.products.map((p: any) => p.effectivePrice)).toEqual([1299, 899, 699, 499]);
    });

    it('filters by size and by an active colour by name, in any case', async () => {
      const seamless = `Seamless Leggings ${tag}`;
      const bySize = await call(t.app, 'GET', '/api/products', { query: { search: tag, size: 'L' } });
      expect(bySize.body.total).toBe(4); // every test product comes in S, M and L
      const none = await call(t.app, 'GET', '/api/products', { query: { search: tag, size: 'XXXL' } });
      expect(none.body).toMatchObject({ products: [], total: 0 });
      const olive = await call(t.app, 'GET', '/api/products', {
        query: { search: tag, color: 'OLIVE', category: 'bottomwear', sort: 'price-desc' },
      });
      expect(olive.body.products.map((p: any) => p.name)).toEqual([seamless, `Cargo Joggers ${tag}`]);
      const bad = await call(t.app, 'GET', '/api/products', { query: { size: 'HUGE' } });
      expect(bad.status).toBe(400);
      expect((await call(t.app, 'GET', '/api/products', { query: { color: 'x'.repeat(61) } })).status).toBe(400);
    });

    it('lists the brands, colours, sizes and price range to filter by (GET /products/facets)', async () => {
      const res = await call(t.app, 'GET', '/api/products/facets');
      expect(res.status).toBe(200);
      expect(res.body.brands).toEqual(expect.arrayContaining(['PowerLift', 'ThreadFit']));
      expect(res.body.colors).toEqual(
        expect.arrayContaining([
          { name: 'Black', code: '#000000' },
          { name: 'Olive', code: '#556b2f' },
        ]),
      );
      expect(res.body.sizes).toEqual(['S', 'M', 'L']);
      expect(res.body.minPrice).toBeLessThanOrEqual(499);
      expect(res.body.maxPrice).toBeGreaterThanOrEqual(1299);
    });

    it('answers every sort, and a page past the end with the total and no products', async () => {
      for (const sort of ['newest', 'rating', 'popularity', 'price-asc', 'price-desc']) {
        const res = await call(t.app, 'GET', '/api/products', { query: { search: tag, sort } });
        expect(res.status).toBe(200);
        expect(res.body.products.map((p: any) => p.name).sort()).toEqual([
          `Cargo Joggers ${tag}`,
          `Oversized Tee ${tag}`,
          `Seamless Leggings ${tag}`,
          `Stringer Vest ${tag}`,
        ]);
        expect(res.body.products.at(-1).name).toBe(`Stringer Vest ${tag}`); // upcoming last, whatever the sort
      }
      const past = await call(t.app, 'GET', '/api/products', { query: { search: tag, limit: '3', page: '5' } });
      expect(past.body).toEqual({ success: true, products: [], currentPage: 5, totalPages: 2, total: 4 });
    });

    it('tolerates a small typo in the search', async () => {
      const res = await call(t.app, 'GET', '/api/products', { query: { search: 'legings' } });
      expect(res.body.products.map((p: any) => p.name)).toContain(`Seamless Leggings ${tag}`);
      const joggers = await call(t.app, 'GET', '/api/products', { query: { search: 'JOGERS' } });
      expect(joggers.body.products.map((p: any) => p.name)).toContain(`Cargo Joggers ${tag}`);
    });

    it('finds nothing for a term that resembles no product', async () => {
      const res = await call(t.app, 'GET', '/api/products', { query: { search: 'xyzzyq' } });
      expect(res.body).toMatchObject({ products: [], total: 0, totalPages: 0 });
    });

    it('serves the search from the trigram index', async () => {
      const plan = await t.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx); // a small table would be scanned anyway
        const { rows } = await sql<{
          'QUERY PLAN': string;
        }>`explain select id from product_listing where search_text like '%leggings%' or 'legings' <% search_text`.execute(
          trx,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('product_listing_search');
    });

    describe('typo-tolerant search over name, brand, description and tags', () => {
      const mark = `ts${Date.now().toString(36)}`;
      const names = (res: any) => res.body.products.map((p: any) => p.name);
      beforeAll(async () => {
        await create({
          name: `Compression Tights ${mark}`,
          brand: 'Kineticore',
          category: 'bottomwear',
          description: 'Muscle support for long runs',
          tags: [mark, 'running'],
        });
        await create({
          name: `Boxy Crop Top ${mark}`,
          brand: 'ThreadFit',
          description: 'Cropped cotton top',
          tags: [mark, 'casual'],
        });
      });

      it.each([
        ['a typo in the name', 'compresion'],
        ['the name in capitals', 'COMPRESSION TIGHTS'],
        ['a typo in the brand', 'kineticor'],
        ['two words of the description with a typo', 'muscle suport'],
        ['a typo in a tag', 'runing'],
      ])('finds the product by %s (%s)', async (_what, search) => {
        const res = await call(t.app, 'GET', '/api/products', { query: { search } });
        expect(res.status).toBe(200);
        expect(names(res)).toContain(`Compression Tights ${mark}`);
        expect(names(res)).not.toContain(`Boxy Crop Top ${mark}`);
      });

      it('finds only products that resemble the term', async () => {
        const res = await call(t.app, 'GET', '/api/products', { query: { search: 'compresion', limit: '100' } });
        expect(res.body.total).toBeGreaterThan(0);
        for (const p of res.body.products)
          expect(`${p.name} ${p.brand} ${p.description} ${p.tags.join(' ')}`.toLowerCase()).toContain('compress');
      });

      it('finds nothing for nonsense terms', async () => {
        for (const search of ['qzxvkj', 'zzqx plmkw']) {
          const res = await call(t.app, 'GET', '/api/products', { query: { search } });
          expect(res.body).toMatchObject({ products: [], total: 0, totalPages: 0 });
        }
      });

      it('treats LIKE wildcards in the term as plain characters', async () => {
        const res = await call(t.app, 'GET', '/api/products', { query: { search: '%_%' } });
        expect(res.body).toMatchObject({ products: [], total: 0 });
      });
    });

    describe('pages served as slices of a cached order', () => {
      const sorts = ['newest', 'rating', 'popularity', 'price-asc', 'price-desc'] as const;
      const names = (res: any) => res.body.products.map((p: any) => p.name);

      it('answers every page of every sort and page size exactly as the one-statement read does', async () => {
        const products = t.app.get(ProductsQuery);
        // Ties on price and on creation time, broken by the id as the statement does.
        const twin = `tw${Date.now().toString(36)}`;
        for (let i = 0; i < 3; i += 1) await create({ name: `Twin ${i} ${twin}`, price: 555, tags: [twin] });
        const filters: Array<Record<string, string>> = [
          {},
          { search: tag },
          { category: 'bottomwear' },
          { search: twin, maxPrice: '600' },
          { search: 'compresion' },
        ];
        for (const filter of filters) {
          for (const sort of sorts) {
            for (const limit of [1, 2, 5]) {
              const first = await products.uncachedPage({
                ...filter,
                ...(filter.maxPrice ? { maxPrice: Number(filter.maxPrice) } : {}),
                sort,
                page: 1,
                limit,
              });
              for (let page = 1; page <= first.totalPages + 1; page += 1) {
                const query = { ...filter, sort, limit: String(limit), page: String(page) };
                const res = await call(t.app, 'GET', '/api/products', { query });
                const expected = await products.uncachedPage({
                  ...filter,
                  ...(filter.maxPrice ? { maxPrice: Number(filter.maxPrice) } : {}),
                  sort,
                  page,
                  limit,
                });
                expect([query, res.body]).toEqual([query, { success: true, ...expected }]);
              }
            }
          }
        }
      });

      it("shows an admin's edit in the next listing read, on a page of an order already read", async () => {
        const moved = `mv${Date.now().toString(36)}`;
        const cheap = await create({ name: `Cheap ${moved}`, price: 300, tags: [moved] });
        await create({ name: `Middle ${moved}`, price: 400, tags: [moved] });
        await create({ name: `Dear ${moved}`, price: 500, tags: [moved] });
        const page = { search: moved, sort: 'price-asc', limit: '2', page: '2' };
        expect(names(await call(t.app, 'GET', '/api/products', { query: page }))).toEqual([`Dear ${moved}`]);
        const edit = await call(t.app, 'PUT', `/api/products/${cheap._id}`, {
          token: admin,
          body: productBody({ name: cheap.name, price: 900, tags: [moved], colorVariants: cheap.colorVariants }),
        });
        expect(edit.status).toBe(200);
        expect(names(await call(t.app, 'GET', '/api/products', { query: page }))).toEqual([`Cheap ${moved}`]);
        const first = await call(t.app, 'GET', '/api/products', { query: { ...page, page: '1' } });
        expect(first.body.products.map((p: any) => [p.name, p.effectivePrice])).toEqual([
          [`Middle ${moved}`, 400],
          [`Dear ${moved}`, 500],
        ]);
      });

      it('orders by the price of the day in India: an offer ending today moves its product once the day is over', async () => {
        const ending = `oe${Date.now().toString(36)}`;
        await create({
          name: `Offer ${ending}`,
          price: 1000,
          hasOfferPricing: true,
          offerPrice: 500,
          offerValidFrom: '2020-01-01',
          offerValidUntil: kolkataToday(),
          tags: [ending],
        });
        await create({ name: `Plain ${ending}`, price: 800, tags: [ending] });
        const query = { search: ending, sort: 'price-asc', limit: '1' };
        expect(names(await call(t.app, 'GET', '/api/products', { query }))).toEqual([`Offer ${ending}`]);
        const onlyDate = [
          'nextTick',
          'setImmediate',
          'clearImmediate',
          'setInterval',
          'clearInterval',
          'setTimeout',
          'clearTimeout',
          'queueMicrotask',
          'hrtime',
          'performance',
        ] as const;
        jest.useFakeTimers({ now: Date.now() + 24 * 60 * 60_000, doNotFake: [...onlyDate] });
        try {
          // No event in between: the listing's version is the same, the day is not.
          const tomorrow = await call(t.app, 'GET', '/api/products', { query });
          expect(tomorrow.body.products.map((p: any) => [p.name, p.effectivePrice])).toEqual([
            [`Plain ${ending}`, 800],
          ]);
          expect(names(await call(t.app, 'GET', '/api/products', { query: { ...query, page: '2' } }))).toEqual([
            `Offer ${ending}`,
          ]);
        } finally {
          jest.useRealTimers();
        }
      });
    });

    it('refuses a limit over 100 and an unknown sort', async () => {
      expect((await call(t.app, 'GET', '/api/products', { query: { limit: '101' } })).status).toBe(400);
      expect((await call(t.app, 'GET', '/api/products', { query: { sort: 'cheapest' } })).status).toBe(400);
    });

    it('lists featured, new arrivals and best sellers from their flags', async () => {
      const p = await create({ isFeatured: true, isBestSeller: true });
      for (const path of ['featured', 'new-arrivals', 'best-sellers']) {
        const res = await call(t.app, 'GET', `/api/products/${path}`);
        expect(res.status).toBe(200);
        expect(res.body.products.map((x: any) => x._id)).toContain(p._id);
      }
    });
  });

  describe('stock', () => {
    it('50 concurrent reservations against 10 units: exactly 10 succeed, and the history shows them', async () => {
      const p = await create({
        colorVariants: [{ colorName: 'Black', images: ['/demo/a.svg'], isDefault: true, stock: { M: 10 } }],
      });
      const variantId = p.colorVariants[0]._id;
      const commands = t.app.get((await import('../../src')).CatalogueCommands);
      const context = { actor: { id: null, role: 'system' as const }, correlationId: 'test' };
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          commands.reserveStock(
            p._id,
            `order-${i}`,
            [{ variantId, size: 'M', quantity: 1, productName: p.name, colourName: 'Black' }],
            context,
          ),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
      const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(failed.reason.message).toBe(`Insufficient stock for ${p.name} in size M (Black). Available: 0`);
      const winner = `order-${results.findIndex((r) => r.status === 'fulfilled')}`;
      const position = await commands.releaseStock(p._id, winner, context);
      await t.app
        .get((await import('../../src/commands/read-your-writes.service')).CatalogueReadYourWrites)
        .wait(position);
      const product = await call(t.app, 'GET', `/api/products/${p._id}`);
      expect(product.body.product.defaultColorVariant.stock).toEqual({ M: 1 });
      const history = await call(t.app, 'GET', `/api/products/${p._id}/stock-history`, {
        token: admin,
        query: { limit: '100' },
      });
      expect(history.status).toBe(200);
      expect(history.body.total).toBe(12);
      expect(history.body.entries[0]).toMatchObject({
        kind: 'released',
        orderId: winner,
        delta: 1,
        actor: { id: null, role: 'system' },
      });
      expect(history.body.entries.at(-1)).toMatchObject({
        kind: 'set',
        size: 'M',
        quantity: 10,
        reason: 'Product created',
      });
    });
  });

  describe('replay', () => {
    it('rebuilding the catalogue projections from 0 reproduces the same tables', async () => {
      const snapshot = async () => ({
        listing: await t.db.selectFrom('product_listing').selectAll().orderBy('id').execute(),
        details: await t.db.selectFrom('product_detail').selectAll().orderBy('id').execute(),
        stock: await t.db.selectFrom('product_stock').selectAll().orderBy('id').execute(),
        reviews: await t.db.selectFrom('product_review').selectAll().orderBy('id').execute(),
        history: await t.db
          .selectFrom('stock_history')
          .select([
            'position_commit',
            'position_prepare',
            'line',
            'product_id',
            'kind',
            'variant_id',
            'size',
            'delta',
            'quantity',
            'order_id',
            'reason',
            'actor_id',
            'actor_role',
            'at',
          ])
          .orderBy('position_commit')
          .orderBy('position_prepare')
          .orderBy('line')
          .execute(),
      });
      const before = await snapshot();
      for (const projection of catalogueProjections) {
        await rebuildProjection(projection, { db: t.db, eventStore: t.eventStore, databaseUrl: t.config.DATABASE_URL });
      }
      expect(await snapshot()).toEqual(before);
    });
  });
});
