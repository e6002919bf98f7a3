import { adminToken, call, registerVerified } from '@store/identity/testing';
import { parseCsv } from '../../src/commands/catalogue-csv';
import { CatalogueTestApp, startCatalogueApp } from '../support/catalogue-test-app';
import { productBody } from '../support/products';

/** Issue #38: the struck-through price is visible and editable where it is set (form API and CSV), one rule everywhere. */
describe('the original (struck-through) price and the offer days, set by the admin', () => {
  let t: CatalogueTestApp;
  let admin: string;
  let shopper: string;

  beforeAll(async () => {
    t = await startCatalogueApp();
    admin = (await adminToken(t)).token;
    shopper = (await registerVerified(t)).token;
  });
  afterAll(() => t?.close());

  const onOffer = {
    price: 1199,
    hasOfferPricing: true,
    offerPrice: 899,
    offerValidFrom: '2020-01-01',
    offerValidUntil: '2099-12-31',
  };
  const create = async (overrides: Record<string, unknown>) => {
    const res = await call(t.app, 'POST', '/api/products', { token: admin, body: productBody(overrides) });
    expect(res.status).toBe(201);
    return res.body.product;
  };
  const put = (
    product: { _id: string; name: string; colorVariants: unknown[] },
    overrides: Record<string, unknown>,
    token = admin,
  ) =>
    call(t.app, 'PUT', `/api/products/${product._id}`, {
      token,
      body: productBody({ name: product.name, colorVariants: product.colorVariants, ...overrides }),
    });
  const listed = async (id: string) =>
    (await call(t.app, 'GET', '/api/products', { query: { limit: '100' } })).body.products.find(
      (product: { _id: string }) => product._id === id,
    );

  it('strikes through the original price the admin set, in the product, the listing and the admin answers, and shows the offer days', async () => {
    const product = await create({ ...onOffer, originalPrice: 1499 });
    const expected = {
      price: 1199,
      offerPrice: 899,
      originalPrice: 1499,
      offerValidFrom: '2020-01-01',
      offerValidUntil: '2099-12-31',
      isOfferValid: true,
      displayOriginalPrice: 1499,
      effectivePrice: 899,
    };
    expect(product).toMatchObject(expected);
    expect((await call(t.app, 'GET', `/api/products/${product._id}`)).body.product).toMatchObject(expected);
    expect(await listed(product._id)).toMatchObject(expected);
    expect((await call(t.app, 'GET', `/api/products/${product._id}`, { token: admin })).body.product).toMatchObject(
      expected,
    );
  });

  it('strikes through the price when no original price is set', async () => {
    const product = await create(onOffer);
    expect(product).toMatchObject({ originalPrice: null, displayOriginalPrice: 1199, effectivePrice: 899 });
  });

  it('keeps the original price and the offer days when an update leaves them out, and strikes through the price again once the admin clears it', async () => {
    const product = await create({ ...onOffer, originalPrice: 1499 });
    const kept = await put(product, { price: 1249, hasOfferPricing: true, offerPrice: 849 });
    expect(kept.status).toBe(200);
    expect(kept.body.product).toMatchObject({
      price: 1249,
      offerPrice: 849,
      originalPrice: 1499,
      offerValidUntil: '2099-12-31',
      displayOriginalPrice: 1499,
    });
    const cleared = await put(product, { ...onOffer, originalPrice: null });
    expect(cleared.body.product).toMatchObject({ originalPrice: null, displayOriginalPrice: 1199 });
  });

  it('refuses an original price below the price, an offer price not below the price and a day that is not a date, each against its field, and writes nothing', async () => {
    const product = await create(onOffer);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...onOffer, originalPrice: 999 }, 'originalPrice', 'Original price must be at least the price'],
      [{ ...onOffer, offerPrice: 1199, originalPrice: 1499 }, 'offerPrice', 'Offer price must be below the price'],
      [{ ...onOffer, offerValidUntil: '2099-02-30' }, 'offerValidUntil', 'Offer dates must be dates like 2025-12-31'],
      [{ ...onOffer, offerValidFrom: 'soon' }, 'offerValidFrom', 'Offer dates must be dates like 2025-12-31'],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(product, body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
      expect(JSON.stringify(res.body)).toContain(field);
    }
    expect((await call(t.app, 'GET', `/api/products/${product._id}`)).body.product).toMatchObject({
      originalPrice: null,
      offerPrice: 899,
      offerValidFrom: '2020-01-01',
    });
  });

  it('refuses to change the original price for guests (401) and shoppers (403)', async () => {
    const product = await create(onOffer);
    expect((await put(product, { ...onOffer, originalPrice: 1999 }, '')).status).toBe(401);
    expect((await put(product, { ...onOffer, originalPrice: 1999 }, shopper)).status).toBe(403);
  });

  it('exports the original price in the CSV and imports it back; an empty cell, or a file without the column, keeps it', async () => {
    const product = await create({ ...onOffer, originalPrice: 1499 });
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/export',
      headers: { authorization: `Bearer ${admin}` },
    });
    const [header, ...rows] = parseCsv(exported.body);
    const mine = rows.filter((row) => row[0] === product._id);
    expect(mine[0][header.indexOf('originalPrice')]).toBe('1499');
    const importCsv = (csv: string) =>
      call(t.app, 'POST', '/api/admin/catalogue/import', { token: admin, query: { dryRun: 'false' }, body: { csv } });
    const row = (originalPrice: string) => {
      const cells = [...mine[0]];
      cells[header.indexOf('originalPrice')] = originalPrice;
      return cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');
    };
    expect((await importCsv(`${header.join(',')}\n${row('1599')}`)).body).toMatchObject({ success: true, updated: 1 });
    expect((await call(t.app, 'GET', `/api/products/${product._id}`)).body.product).toMatchObject({
      originalPrice: 1599,
      displayOriginalPrice: 1599,
      offerValidUntil: '2099-12-31',
    });
    expect((await importCsv(`${header.join(',')}\n${row('')}`)).body).toMatchObject({ success: true });
    const without = header.filter((column) => column !== 'originalPrice');
    const oldRow = mine[0]
      .filter((_, index) => header[index] !== 'originalPrice')
      .map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell));
    expect((await importCsv(`${without.join(',')}\n${oldRow.join(',')}`)).body).toMatchObject({ success: true });
    expect((await call(t.app, 'GET', `/api/products/${product._id}`)).body.product).toMatchObject({
      originalPrice: 1599,
      offerValidFrom: '2020-01-01',
      offerValidUntil: '2099-12-31',
    });
  });
});
