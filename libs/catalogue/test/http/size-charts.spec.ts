import { adminToken, call, registerVerified } from '@store/identity/testing';
import { CatalogueTestApp, startCatalogueApp } from '../support/catalogue-test-app';
import { productBody } from '../support/products';

const chart = {
  unit: 'cm',
  measurements: ['Chest', 'Length'],
  rows: [
    { size: 'M', values: [99, 71] },
    { size: 'S', values: [92, 69] },
    { size: 'L', values: [106, 73] },
  ],
  howToMeasure: 'Measure around the fullest part of your chest, under the arms.',
};

describe('size charts (issue #44)', () => {
  let t: CatalogueTestApp;
  let admin: { token: string; id: string };
  let shopper: string;
  let productId: string;
  let bottomsId: string;
  beforeAll(async () => {
    t = await startCatalogueApp();
    admin = await adminToken(t);
    shopper = (await registerVerified(t)).token;
    productId = (await call(t.app, 'POST', '/api/products', { token: admin.token, body: productBody() })).body.product
      ._id;
    bottomsId = (
      await call(t.app, 'POST', '/api/products', { token: admin.token, body: productBody({ category: 'bottomwear' }) })
    ).body.product._id;
  });
  afterAll(() => t?.close());

  const put = (path: string, body: unknown, token = admin.token) =>
    call(t.app, 'PUT', `/api/admin/size-charts/${path}`, { token, body });

  it('answers 401 without a sign-in and 403 to a shopper, on every admin route', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/category/topwear'],
      ['PUT', '/category/topwear'],
      ['DELETE', '/category/topwear'],
    ] as const) {
      const url = `/api/admin/size-charts${path}`;
      const body = method === 'PUT' ? chart : undefined;
      expect((await call(t.app, method, url, { body })).status).toBe(401);
      expect((await call(t.app, method, url, { token: shopper, body })).status).toBe(403);
    }
    expect((await t.eventStore.readAll()).filter((e) => e.streamId.startsWith('catalogue-size-chart-'))).toEqual([]);
  });

  it('saves a category chart in cm (the admin as the actor) and the product page finds it through the category', async () => {
    const saved = await put('category/topwear', chart);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      message: 'Size chart saved',
      sizeChart: {
        scope: 'category',
        target: 'topwear',
        measurements: ['Chest', 'Length'],
        rows: [
          { size: 'S', valuesCm: [92, 69] },
          { size: 'M', valuesCm: [99, 71] },
          { size: 'L', valuesCm: [106, 73] },
        ],
        updatedBy: admin.id,
      },
    });
    const [event] = (await t.eventStore.readAll()).filter(
      (e) => e.streamId === 'catalogue-size-chart-category-topwear',
    );
    expect(event).toMatchObject({ type: 'SizeChartSaved', metadata: { actor: { id: admin.id, role: 'admin' } } });
    const shown = await call(t.app, 'GET', `/api/products/${productId}/size-chart`);
    expect(shown.status).toBe(200);
    expect(shown.body.sizeChart).toMatchObject({ scope: 'category', target: 'topwear' });
    expect((await call(t.app, 'GET', `/api/products/${bottomsId}/size-chart`)).body).toEqual({
      success: true,
      sizeChart: null,
    });
  });

  it("lets a product's own chart (entered in inches) override its category's", async () => {
    const saved = await put(`product/${productId}`, {
      unit: 'in',
      measurements: ['Chest'],
      rows: [{ size: 'M', values: [40] }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.sizeChart.rows).toEqual([{ size: 'M', valuesCm: [101.6] }]);
    const shown = await call(t.app, 'GET', `/api/products/${productId}/size-chart`);
    expect(shown.body.sizeChart).toMatchObject({ scope: 'product', target: productId, howToMeasure: '' });
    const list = await call(t.app, 'GET', '/api/admin/size-charts', { token: admin.token });
    expect(list.body.sizeCharts.map((c: { scope: string }) => c.scope)).toEqual(['category', 'product']);
    expect(
      (await call(t.app, 'GET', `/api/admin/size-charts/product/${productId}`, { token: admin.token })).status,
    ).toBe(200);
  });

  it('removes a chart: the product falls back to its category chart; a second removal is 404', async () => {
    const removed = await call(t.app, 'DELETE', `/api/admin/size-charts/product/${productId}`, { token: admin.token });
    expect(removed.body).toEqual({ success: true, message: 'Size chart removed' });
    const shown = await call(t.app, 'GET', `/api/products/${productId}/size-chart`);
    expect(shown.body.sizeChart.scope).toBe('category');
    const again = await call(t.app, 'DELETE', `/api/admin/size-charts/product/${productId}`, { token: admin.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Size chart not found');
  });

  it.each([
    [{ ...chart, unit: 'mm' }, 'unit', 'Unit must be cm or in'],
    [{ ...chart, measurements: [] }, 'measurements', 'Add at least one measurement (e.g. Chest)'],
    [{ ...chart, rows: [{ size: 'M', values: [99] }] }, 'rows.0.values', 'Size M needs a value for every measurement'],
    [{ ...chart, rows: [{ size: 'M', values: [99, 'x'] }] }, 'rows.0.values', 'Measurements must be numbers'],
    [
      { ...chart, rows: [{ size: 'Q', values: [99, 71] }] },
      'rows.0.size',
      'Size must be one of XS, S, M, L, XL, XXL, XXXL',
    ],
    [
      { ...chart, rows: [{ size: 'M', values: [999, 71] }] },
      'rows.0.values',
      'Measurements of size M must be numbers from 1 to 300 cm',
    ],
    [
      { ...chart, howToMeasure: 'x'.repeat(1001) },
      'howToMeasure',
      'The how-to-measure note must be at most 1000 characters',
    ],
  ])('refuses a faulty chart with 400 at its field (%#), writing nothing', async (body, param, msg) => {
    const before = (await t.eventStore.readAll()).length;
    const res = await put('category/bottomwear', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ param, msg });
    expect((await t.eventStore.readAll()).length).toBe(before);
  });

  it('answers 400 for an unknown scope or category and 404 for an unknown product, on the admin and public routes', async () => {
    expect((await put('brand/nike', chart)).body.message).toBe('Size charts belong to a category or a product');
    expect((await put('category/shoes', chart)).body).toMatchObject({
      success: false,
      message: 'Category must be one of topwear, bottomwear',
    });
    const unknown = await put('product/no-such-product', chart);
    expect(unknown.status).toBe(404);
    expect(
      (await call(t.app, 'GET', '/api/admin/size-charts/category/bottomwear', { token: admin.token })).status,
    ).toBe(404);
    expect((await call(t.app, 'GET', '/api/products/no-such-product/size-chart')).status).toBe(404);
  });
});
