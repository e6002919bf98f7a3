import { adminToken, call, registerVerified } from '@store/identity/testing';
import { CatalogueTestApp, startCatalogueApp } from '../support/catalogue-test-app';
import { productBody } from '../support/products';
import { parseCsv } from '../../src/commands/catalogue-csv';

describe('admin catalogue: stock levels and timeline, product history, CSV export/import', () => {
  let t: CatalogueTestApp;
  let admin: { token: string; id: string };
  let shopper: { token: string };
  let product: { _id: string; name: string; colorVariants: Array<{ _id: string; colorName: string }> };
  const black = () => product.colorVariants.find((variant) => variant.colorName === 'Black')!._id;

  beforeAll(async () => {
    t = await startCatalogueApp();
    admin = await adminToken(t);
    shopper = await registerVerified(t);
    product = (
      await call(t.app, 'POST', '/api/products', {
        token: admin.token,
        body: productBody({ stock: { S: 1, M: 0, L: 0 } }),
      })
    ).body.product;
  });
  afterAll(() => t?.close());

  const exportCsv = async (token = admin.token) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/export',
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.statusCode, text: res.body, type: res.headers['content-type'] };
  };

  it('adjusts the Original (base) stock of a product with colour variants and shows the level before and after with the admin as actor', async () => {
    const res = await call(t.app, 'POST', `/api/products/${product._id}/stock-adjustments`, {
      token: admin.token,
      body: { variantId: null, size: 'S', delta: 4, reason: 'Received' },
    });
    expect(res.status).toBe(201);
    expect(res.body.product.stock.S).toBe(5);
    const timeline = await call(t.app, 'GET', `/api/products/${product._id}/stock-timeline`, {
      token: admin.token,
      query: { colour: 'original', size: 'S' },
    });
    expect(timeline.status).toBe(200);
    expect(timeline.body.entries[0]).toMatchObject({
      kind: 'adjusted',
      variantId: null,
      size: 'S',
      delta: 4,
      levelBefore: 1,
      levelAfter: 5,
      reason: 'Received',
      actor: { id: admin.id, role: 'admin' },
    });
    expect(
      timeline.body.entries.every(
        (entry: { size: string; variantId: string | null }) => entry.size === 'S' && entry.variantId === null,
      ),
    ).toBe(true);
  });

  it('lists stock levels per colour and size with on hand and reserved', async () => {
    const res = await call(t.app, 'GET', `/api/products/${product._id}/stock-levels`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.levels).toEqual(
      expect.arrayContaining([
        { variantId: black(), size: 'M', available: 3, reserved: 0, onHand: 3 },
        { variantId: null, size: 'S', available: 5, reserved: 0, onHand: 5 },
      ]),
    );
  });

  it('tells the product history with the actor and the values before and after', async () => {
    const current = (await call(t.app, 'GET', `/api/products/${product._id}`)).body.product;
    const colorVariants = current.colorVariants.map(
      ({ _id, colorName, colorCode, images, isDefault, isActive }: Record<string, unknown>) => ({
        _id,
        colorName,
        colorCode,
        images,
        isDefault,
        isActive,
      }),
    );
    const put = await call(t.app, 'PUT', `/api/products/${product._id}`, {
      token: admin.token,
      body: {
        ...productBody({ name: product.name }),
        colorVariants,
        price: 899,
        hasOfferPricing: true,
        offerPrice: 699,
        isFeatured: true,
      },
    });
    expect(put.status).toBe(200);
    const res = await call(t.app, 'GET', `/api/products/${product._id}/history`, { token: admin.token });
    expect(res.status).toBe(200);
    const changes = res.body.entries.flatMap((entry: { changes: unknown[]; actor: { id: string } }) =>
      entry.changes.map((change) => ({ ...(change as object), actor: entry.actor.id })),
    );
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: 'price', before: 799, after: 899, actor: admin.id },
        { field: 'offerPrice', before: null, after: 699, actor: admin.id },
        { field: 'isFeatured', before: false, after: true, actor: admin.id },
      ]),
    );
    expect(res.body.entries.at(-1).type).toBe('ProductCreated');
  });

  it('exports one CSV row per product × colour × size with its HSN code, price, offer price and stock', async () => {
    const { status, text, type } = await exportCsv();
    expect(status).toBe(200);
    expect(type).toContain('text/csv');
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      'productId',
      'name',
      'description',
      'category',
      'brand',
      'material',
      'hsnCode',
      'price',
      'offerPrice',
      'originalPrice',
      'colorName',
      'colorCode',
      'images',
      'size',
      'stock',
    ]);
    const mine = rows.filter((row) => row[0] === product._id);
    expect(mine.length).toBe(3 * 3);
    expect(mine.find((row) => row[10] === 'Black' && row[13] === 'M')!.slice(6, 10)).toEqual([
      '6109',
      '899',
      '699',
      '',
    ]);
  });

  it('imports the same format: a dry run lists every row problem and writes nothing, then the apply sets stock as the admin', async () => {
    const { text } = await exportCsv();
    const rows = parseCsv(text);
    const header = rows[0];
    const line = (row: string[]) =>
      row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');
    const changed = rows.map((row) =>
      row[0] === product._id && row[10] === 'Black' && row[13] === 'M' ? [...row.slice(0, 14), '11'] : row,
    );
    const broken = [...changed, [product._id, '', '', '', '', '', '', '', '', '', 'Black', '', '', 'XL5', '-1']];
    const dry = await call(t.app, 'POST', '/api/admin/catalogue/import', {
      token: admin.token,
      query: { dryRun: 'true' },
      body: { csv: [header, ...broken.slice(1)].map(line).join('\n') },
    });
    expect(dry.status).toBe(422);
    expect(dry.body.success).toBe(false);
    expect(dry.body.rowErrors).toEqual(
      expect.arrayContaining([
        { row: broken.length, message: 'Sizes must be chosen from XS, S, M, L, XL, XXL, XXXL' },
        { row: broken.length, message: 'Stock must be a whole number from 0 to 10,00,000' },
      ]),
    );
    const untouched = await call(t.app, 'GET', `/api/products/${product._id}`);
    expect(untouched.body.product.colorVariants.find((v: { _id: string }) => v._id === black()).stock.M).toBe(3);

    const csv = changed.map(line).join('\n');
    const check = await call(t.app, 'POST', '/api/admin/catalogue/import', {
      token: admin.token,
      query: { dryRun: 'true' },
      body: { csv },
    });
    expect(check.body).toMatchObject({ success: true, dryRun: true });
    const applied = await call(t.app, 'POST', '/api/admin/catalogue/import', {
      token: admin.token,
      query: { dryRun: 'false' },
      body: { csv },
    });
    expect(applied.body).toMatchObject({ success: true, dryRun: false });
    expect(applied.body.updated).toBeGreaterThanOrEqual(1);
    const after = await call(t.app, 'GET', `/api/products/${product._id}`);
    expect(after.body.product.colorVariants.find((v: { _id: string }) => v._id === black()).stock.M).toBe(11);
    const timeline = await call(t.app, 'GET', `/api/products/${product._id}/stock-timeline`, {
      token: admin.token,
      query: { colour: black(), size: 'M' },
    });
    expect(timeline.body.entries[0]).toMatchObject({
      kind: 'set',
      levelBefore: 3,
      levelAfter: 11,
      reason: 'CSV import',
      actor: { id: admin.id, role: 'admin' },
    });
  });

  it('answers 400, never 500, to a CSV without the columns, an empty one, or no csv at all', async () => {
    const url = '/api/admin/catalogue/import';
    expect((await call(t.app, 'POST', url, { token: admin.token, body: { csv: 'a,b\n1,2' } })).status).toBe(400);
    expect((await call(t.app, 'POST', url, { token: admin.token, body: { csv: '' } })).status).toBe(400);
    expect((await call(t.app, 'POST', url, { token: admin.token, body: {} })).status).toBe(400);
    expect(
      (await call(t.app, 'POST', url, { token: admin.token, query: { dryRun: 'maybe' }, body: { csv: 'x' } })).status,
    ).toBe(400);
    expect(
      (await call(t.app, 'POST', url, { token: admin.token, query: { firstRow: '2' }, body: { csv: 'x' } })).status,
    ).toBe(400);
    expect(
      (
        await call(t.app, 'GET', `/api/products/${product._id}/stock-timeline`, {
          token: admin.token,
          query: { size: 'XL5' },
        })
      ).status,
    ).toBe(400);
  });

  it("answers 404 'Product not found' for an unknown product", async () => {
    for (const path of ['stock-levels', 'stock-timeline', 'history']) {
      const res = await call(t.app, 'GET', `/api/products/no-such-product/${path}`, { token: admin.token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Product not found');
    }
  });

  it('refuses guests (401) and shoppers (403)', async () => {
    for (const [method, url] of [
      ['GET', `/api/products/${product._id}/stock-levels`],
      ['GET', `/api/products/${product._id}/stock-timeline`],
      ['GET', `/api/products/${product._id}/history`],
      ['GET', '/api/admin/catalogue/export'],
      ['POST', '/api/admin/catalogue/import'],
    ] as const) {
      expect((await call(t.app, method, url, method === 'POST' ? { body: { csv: 'x' } } : {})).status).toBe(401);
      expect(
        (await call(t.app, method, url, { token: shopper.token, ...(method === 'POST' ? { body: { csv: 'x' } } : {}) }))
          .status,
      ).toBe(403);
    }
  });
});
