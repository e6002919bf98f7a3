import { adminToken, call } from '@store/identity/testing';
import { CatalogueTestApp, startCatalogueApp } from '../support/catalogue-test-app';
import { productBody } from '../support/products';
import { CATALOGUE_CSV_COLUMNS, csvLine } from '../../src/commands/catalogue-csv';

const HEADER = CATALOGUE_CSV_COLUMNS.join(',');
type Row = Partial<Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string | number>>;
const csvOf = (rows: Row[]) => [HEADER, ...rows.map((row) => csvLine(CATALOGUE_CSV_COLUMNS.map((column) => row[column] ?? '')))].join('\n');

/** Issue #38 section 1: a catalogue import is all or nothing, and a refused one says so. */
describe('catalogue import: all or nothing', () => {
  let t: CatalogueTestApp;
  let admin: { token: string; id: string };

  beforeAll(async () => {
    t = await startCatalogueApp();
    admin = await adminToken(t);
  });
  afterAll(() => t?.close());

  const newProduct = async (overrides: Record<string, unknown> = {}) =>
    (await call(t.app, 'POST', '/api/products', { token: admin.token, body: productBody({ colorVariants: [], stock: { M: 10 }, ...overrides }) })).body.product as { _id: string; name: string };
  const stockOf = async (productId: string) => (await call(t.app, 'GET', `/api/products/${productId}`)).body.product.stock as Record<string, number>;
  const importCsv = (csv: string, dryRun: boolean) => call(t.app, 'POST', '/api/admin/catalogue/import', { token: admin.token, query: { dryRun: String(dryRun) }, body: { csv } });

  it("refuses with 422 and the row's problem, on the dry run and on the apply, a file whose second product's offer price is above its price; the first product's stock is not changed", async () => {
    const first = await newProduct();
    const second = await newProduct();
    const csv = csvOf([
      { productId: first._id, colorName: 'Original', size: 'M', stock: 3 },
      { productId: second._id, price: 500, offerPrice: 900, colorName: 'Original', size: 'M', stock: 10 },
    ]);

    const dry = await importCsv(csv, true);
    expect(dry.status).toBe(422);
    expect(dry.body).toMatchObject({ success: false, rowErrors: [{ row: 3, message: 'Offer price must be below the original price' }] });

    const applied = await importCsv(csv, false);
    expect(applied.status).toBe(422);
    expect(applied.body).toMatchObject({ success: false, rowErrors: [{ row: 3, message: 'Offer price must be below the original price' }] });
    expect(applied.body.message).toMatch(/nothing was imported/i);
    expect((await stockOf(first._id)).M).toBe(10);
  });
});
