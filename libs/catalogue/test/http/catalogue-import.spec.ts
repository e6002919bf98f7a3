import type { EventStore } from '@store/eventstore';
import { MultiStreamAppendUnsupportedError } from '@store/eventstore';
import { HSN_MESSAGES } from '@store/contracts';
import { adminToken, call, registerVerified } from '@store/identity/testing';
import { EVENT_STORE } from '@store/platform';
import { CatalogueCommands } from '../../src';
import { CATALOGUE_CSV_COLUMNS, csvLine } from '../../src/commands/catalogue-csv';
import { CatalogueTestApp, startCatalogueApp } from '../support/catalogue-test-app';
import { productBody } from '../support/products';

const HEADER = CATALOGUE_CSV_COLUMNS.join(',');
type Row = Partial<Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string | number>>;
const lines = (rows: Row[]) => rows.map((row) => csvLine(CATALOGUE_CSV_COLUMNS.map((column) => row[column] ?? '')));
const csvOf = (rows: Row[]) => [HEADER, ...lines(rows)].join('\n');

/** Issue #38 section 1: a catalogue import is all or nothing, and a refused one says so. */
describe('catalogue import: all or nothing', () => {
  let t: CatalogueTestApp;
  let admin: { token: string; id: string };
  let store: EventStore;

  beforeAll(async () => {
    t = await startCatalogueApp();
    admin = await adminToken(t);
    store = t.app.get<EventStore>(EVENT_STORE);
  });
  afterAll(() => t?.close());

  const newProduct = async (overrides: Record<string, unknown> = {}) =>
    (
      await call(t.app, 'POST', '/api/products', {
        token: admin.token,
        body: productBody({ colorVariants: [], stock: { M: 10 }, ...overrides }),
      })
    ).body.product as { _id: string; name: string };
  const productOf = async (productId: string) => (await call(t.app, 'GET', `/api/products/${productId}`)).body.product;
  const stockOf = async (productId: string) => (await productOf(productId)).stock as Record<string, number>;
  /** Every event of the product's two streams: what an import may not have touched. */
  const streamsOf = async (...productIds: string[]) => {
    const streams = await store.readStreams(
      productIds.flatMap((id) => [`catalogue-product-${id}`, `catalogue-inventory-${id}`]),
    );
    return Object.fromEntries([...streams].map(([streamId, events]) => [streamId, events.length]));
  };
  const importCsv = (csv: string, dryRun: boolean, token = admin.token) =>
    call(t.app, 'POST', '/api/admin/catalogue/import', { token, query: { dryRun: String(dryRun) }, body: { csv } });
  /** A staged import with these parts (each { rows, firstRow }); returns its id. */
  const stage = async (parts: Array<{ rows: Row[]; firstRow: number }>, token = admin.token) => {
    const started = await call(t.app, 'POST', '/api/admin/catalogue/imports', { token });
    expect(started.status).toBe(201);
    for (const part of parts) {
      const sent = await call(t.app, 'POST', `/api/admin/catalogue/imports/${started.body.importId}/parts`, {
        token,
        body: { csv: csvOf(part.rows), firstRow: part.firstRow },
      });
      expect(sent.status).toBe(201);
    }
    return started.body.importId as string;
  };
  const check = (importId: string, token = admin.token) =>
    call(t.app, 'POST', `/api/admin/catalogue/imports/${importId}/check`, { token });
  const commit = (importId: string, token = admin.token) =>
    call(t.app, 'POST', `/api/admin/catalogue/imports/${importId}/commit`, { token });

  it("refuses with 422 and the row's problem, on the dry run and on the apply, a file whose second product's offer price is above its price; the first product's stock is not changed", async () => {
    const first = await newProduct();
    const second = await newProduct();
    const csv = csvOf([
      { productId: first._id, colorName: 'Original', size: 'M', stock: 3 },
      { productId: second._id, price: 500, offerPrice: 900, colorName: 'Original', size: 'M', stock: 10 },
    ]);

    const dry = await importCsv(csv, true);
    expect(dry.status).toBe(422);
    expect(dry.body).toMatchObject({
      success: false,
      rowErrors: [{ row: 3, message: 'Offer price must be below the price' }],
    });

    const applied = await importCsv(csv, false);
    expect(applied.status).toBe(422);
    expect(applied.body).toMatchObject({
      success: false,
      rowErrors: [{ row: 3, message: 'Offer price must be below the price' }],
    });
    expect(applied.body.message).toMatch(/nothing was imported/i);
    expect((await stockOf(first._id)).M).toBe(10);
  });

  it('applies a clean file whole: the dry run says what it will write, the apply writes every product with the admin as actor, in the stock and product histories and the import history', async () => {
    const existing = await newProduct();
    const name = `Imported Joggers ${Date.now()}`;
    const csv = csvOf([
      { productId: existing._id, price: 899, colorName: 'Original', size: 'M', stock: 3 },
      {
        name,
        description: 'Tapered joggers',
        category: 'bottomwear',
        brand: 'ThreadFit',
        material: 'Cotton',
        hsnCode: '6103',
        price: 1299,
        offerPrice: 999,
        colorName: 'Original',
        images: '/demo/joggers.svg',
        size: 'L',
        stock: 7,
      },
      { name, colorName: 'Charcoal', colorCode: '#333333', images: '/demo/charcoal.svg', size: 'L', stock: 2 },
    ]);
    const dry = await importCsv(csv, true);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({
      success: true,
      dryRun: true,
      rows: 3,
      products: 2,
      created: 1,
      updated: 1,
      unchanged: 0,
      message: '2 product(s) ready to import',
    });
    expect((await stockOf(existing._id)).M).toBe(10);

    const applied = await importCsv(csv, false);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      success: true,
      dryRun: false,
      rows: 3,
      products: 2,
      created: 1,
      updated: 1,
      unchanged: 0,
      message: '1 created, 1 updated, 0 unchanged',
    });
    const { importId } = applied.body;
    expect(await productOf(existing._id)).toMatchObject({ price: 899, stock: { M: 3 } });
    const created = (await call(t.app, 'GET', '/api/products', { query: { search: name } })).body.products[0];
    expect(created).toMatchObject({ name, price: 1299, offerPrice: 999, stock: { L: 7 } });
    expect(created.colorVariants).toEqual([
      expect.objectContaining({ colorName: 'Charcoal', colorCode: '#333333', stock: { L: 2 } }),
    ]);

    const timeline = await call(t.app, 'GET', `/api/products/${existing._id}/stock-timeline`, {
      token: admin.token,
      query: { colour: 'original', size: 'M' },
    });
    expect(timeline.body.entries[0]).toMatchObject({
      kind: 'set',
      levelBefore: 10,
      levelAfter: 3,
      reason: 'CSV import',
      actor: { id: admin.id, role: 'admin' },
    });
    const history = await call(t.app, 'GET', `/api/products/${existing._id}/history`, { token: admin.token });
    expect(history.body.entries[0]).toMatchObject({
      actor: { id: admin.id, role: 'admin' },
      changes: [{ field: 'price', before: 799, after: 899 }],
    });
    const imports = await call(t.app, 'GET', '/api/admin/catalogue/imports', { token: admin.token });
    expect(imports.status).toBe(200);
    expect(imports.body.imports).toContainEqual(
      expect.objectContaining({
        importId,
        actor: { id: admin.id, role: 'admin', name: null },
        rows: 3,
        created: 1,
        updated: 1,
        unchanged: 0,
      }),
    );

    // One import, one conversation: every event it wrote carries its id, and they share one commit.
    const written = [
      ...(await store.readStream(`catalogue-product-${existing._id}`)).slice(-1),
      ...(await store.readStream(`catalogue-inventory-${existing._id}`)).slice(-1),
      ...(await store.readStream(`catalogue-product-${created._id}`)),
      ...(await store.readStream(`catalogue-import-${importId}`)),
    ];
    expect(written.map((event) => event.metadata.correlationId)).toEqual(written.map(() => importId));
    expect(new Set(written.map((event) => event.position.commit)).size).toBe(1);
    expect(written.at(-1)).toMatchObject({
      type: 'CatalogueImported',
      metadata: { actor: { id: admin.id, role: 'admin' } },
      data: { importId, rows: 3, created: [created._id], updated: [existing._id], unchanged: 0 },
    });
  });

  it('answers 422 with every row problem, the bounds named, and writes nothing of a file with one bad row among good ones', async () => {
    const good = await newProduct();
    const other = await newProduct();
    const before = await streamsOf(good._id, other._id);
    const csv = csvOf([
      { productId: good._id, colorName: 'Original', size: 'M', stock: 4 },
      { productId: other._id, price: 1e12, colorName: 'Original', size: 'M', stock: 2 },
      { productId: other._id, colorName: 'Original', size: 'XL5', stock: 2 },
      { productId: other._id, colorName: 'Original', size: 'L', stock: 2_000_000 },
      { productId: other._id, colorName: 'Original', size: 'M', stock: 1 },
      { productId: other._id, price: 700, colorName: 'Original', size: 'S', stock: 1 },
      { productId: 'no-such-product', colorName: 'Original', size: 'M', stock: 1 },
      { name: 'Nameless', colorName: 'Red', colorCode: 'red', size: 'M', stock: 1 },
      { name: 'Nameless', colorName: 'Original', size: 'M', stock: 1 },
    ]);
    for (const dryRun of [true, false]) {
      const res = await importCsv(csv, dryRun);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        success: false,
        dryRun,
        importId: expect.any(String),
        rows: 9,
        products: 4,
        message: '8 problem(s) found. Nothing was imported.',
        rowErrors: [
          { row: 3, message: 'Price must be a number from 0 to 1,00,00,000' },
          { row: 4, message: 'Sizes must be chosen from XS, S, M, L, XL, XXL, XXXL' },
          { row: 5, message: 'Stock must be a whole number from 0 to 10,00,000' },
          { row: 6, message: 'Original in size M is already on row 3' },
          { row: 7, message: 'price differs from row 3 of the same product' },
          { row: 8, message: 'Product not found' },
          { row: 9, message: 'colorCode must be a hex colour like #1a2b3c' },
          { row: 9, message: 'Description is required' },
        ],
      });
    }
    expect(await streamsOf(good._id, other._id)).toEqual(before);
    expect((await stockOf(good._id)).M).toBe(10);
  });

  it("refuses a product row without a valid HSN code with 'HSN code is required to sell this product' or 'HSN code must be 4, 6 or 8 digits', and writes nothing", async () => {
    const existing = await newProduct();
    const before = await streamsOf(existing._id);
    const newRow = (name: string, hsnCode: string): Row => ({
      name,
      description: 'Tapered joggers',
      category: 'bottomwear',
      brand: 'ThreadFit',
      material: 'Cotton',
      hsnCode,
      price: 1299,
      colorName: 'Original',
      images: '/demo/joggers.svg',
      size: 'L',
      stock: 7,
    });
    const csv = csvOf([
      { productId: existing._id, hsnCode: '61-09', colorName: 'Original', size: 'M', stock: 3 },
      newRow(`No HSN Joggers ${Date.now()}`, ''),
      newRow(`Short HSN Joggers ${Date.now()}`, '610'),
    ]);
    const res = await importCsv(csv, true);
    expect(res.status).toBe(422);
    expect(res.body.rowErrors).toEqual([
      { row: 2, message: HSN_MESSAGES.format },
      { row: 3, message: HSN_MESSAGES.required },
      { row: 4, message: HSN_MESSAGES.format },
    ]);
    expect((await importCsv(csv, false)).status).toBe(422);
    expect(await streamsOf(existing._id)).toEqual(before);
  });

  it("sets a product's HSN code from its column, and a file without the column (exported before it) keeps the product's", async () => {
    const existing = await newProduct();
    const changed = await importCsv(
      csvOf([{ productId: existing._id, hsnCode: '61091000', colorName: 'Original', size: 'M', stock: 10 }]),
      false,
    );
    expect(changed.body).toMatchObject({ success: true, updated: 1 });
    expect(await productOf(existing._id)).toMatchObject({ hsnCode: '61091000' });

    const withoutColumn = CATALOGUE_CSV_COLUMNS.filter((column) => column !== 'hsnCode');
    const oldRow: Row = { productId: existing._id, colorName: 'Original', size: 'M', stock: 4 };
    const oldFile = [withoutColumn.join(','), csvLine(withoutColumn.map((column) => oldRow[column] ?? ''))].join('\n');
    const kept = await importCsv(oldFile, false);
    expect(kept.body).toMatchObject({ success: true, updated: 1 });
    expect(await productOf(existing._id)).toMatchObject({ hsnCode: '61091000', stock: { M: 4 } });
  });

  it('answers 400, never 500, to a CSV without the columns, an empty one, no csv, or a dryRun that is not true or false', async () => {
    const url = '/api/admin/catalogue/import';
    for (const body of [{ csv: 'a,b\n1,2' }, { csv: '' }, {}]) {
      const res = await call(t.app, 'POST', url, { token: admin.token, body });
      expect(res.status).toBe(400);
    }
    expect((await call(t.app, 'POST', url, { token: admin.token, body: { csv: 'a,b\n1,2' } })).body.message).toBe(
      'The CSV file misses the columns: productId, name, description, category, brand, material, price, offerPrice, colorName, colorCode, images, size, stock',
    );
    expect(
      (await call(t.app, 'POST', url, { token: admin.token, query: { dryRun: 'maybe' }, body: { csv: HEADER } }))
        .status,
    ).toBe(400);
  });

  describe('a large file sent in parts', () => {
    it('checks and applies the parts as one file: row numbers of the whole file, and nothing of the first part written while the last has a problem', async () => {
      const [a, b, c] = [await newProduct(), await newProduct(), await newProduct()];
      const before = await streamsOf(a._id, b._id, c._id);
      const parts = [
        { rows: [{ productId: a._id, colorName: 'Original', size: 'M', stock: 1 }], firstRow: 2 },
        { rows: [{ productId: b._id, colorName: 'Original', size: 'M', stock: 2 }], firstRow: 3 },
        {
          rows: [{ productId: c._id, price: 100, offerPrice: 150, colorName: 'Original', size: 'M', stock: 3 }],
          firstRow: 4,
        },
      ];
      const importId = await stage(parts);
      const checked = await check(importId);
      expect(checked.status).toBe(422);
      expect(checked.body).toMatchObject({
        dryRun: true,
        importId,
        rows: 3,
        products: 3,
        rowErrors: [{ row: 4, message: 'Offer price must be below the price' }],
      });
      const refused = await commit(importId);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        success: false,
        dryRun: false,
        importId,
        rowErrors: [{ row: 4, message: 'Offer price must be below the price' }],
      });
      expect(await streamsOf(a._id, b._id, c._id)).toEqual(before);

      const fixed = await stage([
        ...parts.slice(0, 2),
        { rows: [{ ...parts[2].rows[0], offerPrice: 90 }], firstRow: 4 },
      ]);
      expect((await check(fixed)).body).toMatchObject({ success: true, dryRun: true, products: 3, updated: 3 });
      const applied = await commit(fixed);
      expect(applied.status).toBe(200);
      expect(applied.body).toMatchObject({
        success: true,
        dryRun: false,
        importId: fixed,
        rows: 3,
        products: 3,
        updated: 3,
        message: '0 created, 3 updated, 0 unchanged',
      });
      expect([(await stockOf(a._id)).M, (await stockOf(b._id)).M, (await stockOf(c._id)).M]).toEqual([1, 2, 3]);
      const again = await commit(fixed);
      expect(again.status).toBe(404);
    });

    it('keeps a part sent twice once, and refuses a part whose rows overlap another, an unknown import and an import with no parts', async () => {
      const product = await newProduct();
      const row = { productId: product._id, colorName: 'Original', size: 'M', stock: 5 };
      const started = (await call(t.app, 'POST', '/api/admin/catalogue/imports', { token: admin.token })).body.importId;
      expect((await check(started)).status).toBe(400);
      const part = (rows: Row[], firstRow: number) =>
        call(t.app, 'POST', `/api/admin/catalogue/imports/${started}/parts`, {
          token: admin.token,
          body: { csv: csvOf(rows), firstRow },
        });
      expect((await part([row, { ...row, size: 'L' }], 2)).body).toMatchObject({
        success: true,
        importId: started,
        parts: 1,
        rows: 2,
      });
      expect((await part([row, { ...row, size: 'L' }], 2)).body).toMatchObject({ parts: 1, rows: 2 });
      const overlapping = await part([{ ...row, size: 'S' }], 3);
      expect(overlapping.status).toBe(400);
      expect(overlapping.body.message).toBe("This part's rows overlap rows 2 to 3 already sent");
      expect((await part([{ ...row, size: 'S' }], 1)).status).toBe(400);
      expect((await part([{ ...row, size: 'S' }], 4)).body).toMatchObject({ parts: 2, rows: 3 });
      expect((await check('00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await commit(started)).body).toMatchObject({ success: true, updated: 1 });
    });

    it("hides one admin's import from another admin (404)", async () => {
      const other = await registerVerified(t);
      expect(
        (await call(t.app, 'PUT', `/api/users/${other.id}`, { token: admin.token, body: { role: 'admin' } })).status,
      ).toBe(200);
      const signedIn = await call(t.app, 'POST', '/api/auth/login', {
        body: { email: other.payload.email, password: other.payload.password },
      });
      const importId = await stage([
        { rows: [{ name: 'Private', colorName: 'Original', size: 'M', stock: 1 }], firstRow: 2 },
      ]);
      expect((await check(importId, signedIn.body.token)).status).toBe(404);
      expect((await commit(importId, signedIn.body.token)).status).toBe(404);
      expect(
        (
          await call(t.app, 'POST', `/api/admin/catalogue/imports/${importId}/parts`, {
            token: signedIn.body.token,
            body: { csv: HEADER, firstRow: 9 },
          })
        ).status,
      ).toBe(404);
    });
  });

  describe('imports racing on the same product', () => {
    it('lets one of two checked imports of the same product win; the other is refused whole (409) and writes nothing of its other product', async () => {
      const shared = await newProduct();
      const onlyB = await newProduct();
      const importA = await stage([
        { rows: [{ productId: shared._id, price: 1111, colorName: 'Original', size: 'M', stock: 1 }], firstRow: 2 },
      ]);
      const importB = await stage([
        {
          rows: [
            { productId: onlyB._id, colorName: 'Original', size: 'M', stock: 8 },
            { productId: shared._id, price: 2222, colorName: 'Original', size: 'M', stock: 2 },
          ],
          firstRow: 2,
        },
      ]);
      expect((await check(importA)).status).toBe(200);
      expect((await check(importB)).status).toBe(200);
      const before = await streamsOf(onlyB._id);

      const [a, b] = await Promise.all([commit(importA), commit(importB)]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const [winner, loser] = a.status === 200 ? [a, b] : [b, a];
      expect(loser.body).toMatchObject({
        success: false,
        dryRun: false,
        message: 'The catalogue changed after this import was checked. Nothing was imported: check the file again.',
        rowErrors: [
          {
            row: loser === b ? 3 : 2,
            message: `${shared.name} was changed by someone else after this import was checked`,
          },
        ],
      });
      expect((await productOf(shared._id)).price).toBe(winner === a ? 1111 : 2222);
      if (loser === b) expect(await streamsOf(onlyB._id)).toEqual(before);
    });

    it('applies an import committed twice at once only once: the other commit is refused (409, or 404 once it is gone)', async () => {
      const product = await newProduct();
      const importId = await stage([
        { rows: [{ productId: product._id, price: 555, colorName: 'Original', size: 'M', stock: 7 }], firstRow: 2 },
      ]);
      expect((await check(importId)).status).toBe(200);
      const before = (await store.readStream(`catalogue-inventory-${product._id}`)).length;
      const answers = await Promise.all([commit(importId), commit(importId)]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(200);
      expect([404, 409]).toContain(statuses[1]);
      const second = answers.find((answer) => answer.status !== 200)!;
      if (second.status === 409)
        expect(second.body).toMatchObject({
          success: false,
          message: 'This import was already applied. Nothing more was imported.',
          rowErrors: [],
        });
      expect((await store.readStream(`catalogue-inventory-${product._id}`)).length).toBe(before + 1);
      expect(await store.readStream(`catalogue-import-${importId}`)).toHaveLength(1);
    });

    it('refuses an apply after an admin corrected the stock of one of its products since its check', async () => {
      const product = await newProduct();
      const importId = await stage([
        { rows: [{ productId: product._id, colorName: 'Original', size: 'M', stock: 4 }], firstRow: 2 },
      ]);
      expect((await check(importId)).status).toBe(200);
      await call(t.app, 'POST', `/api/products/${product._id}/stock-adjustments`, {
        token: admin.token,
        body: { variantId: null, size: 'M', delta: 5, reason: 'Found a box' },
      });
      const refused = await commit(importId);
      expect(refused.status).toBe(409);
      expect((await stockOf(product._id)).M).toBe(15);
      // Checked again, the same import applies on top of the correction.
      expect((await check(importId)).status).toBe(200);
      expect((await commit(importId)).status).toBe(200);
      expect((await stockOf(product._id)).M).toBe(4);
    });

    it("is not refused for orders reserving the products' units meanwhile: those are not someone else's edit", async () => {
      const product = await newProduct();
      const importId = await stage([
        { rows: [{ productId: product._id, price: 849, colorName: 'Original', size: 'M', stock: 6 }], firstRow: 2 },
      ]);
      expect((await check(importId)).status).toBe(200);
      const line = { variantId: null, size: 'M', quantity: 2, productName: product.name, colourName: 'Original' };
      await t.app.get(CatalogueCommands).reserveStock(product._id, 'order-during-import', [line], {
        actor: { id: null, role: 'guest' },
        correlationId: 'order-during-import',
      });
      const applied = await commit(importId);
      expect(applied.status).toBe(200);
      expect(await productOf(product._id)).toMatchObject({ price: 849, stock: { M: 6 } });
    });
  });

  it('answers 501 naming the limitation, and writes nothing, on an event store that cannot append to several streams at once', async () => {
    const product = await newProduct();
    const appendToStreams = store.appendToStreams;
    store.appendToStreams = async (writes) => {
      throw new MultiStreamAppendUnsupportedError('EventStoreDB', writes.length);
    };
    try {
      const res = await importCsv(
        csvOf([{ productId: product._id, colorName: 'Original', size: 'M', stock: 1 }]),
        false,
      );
      expect(res.status).toBe(501);
      expect(res.body.message).toBe(
        'Catalogue import needs the PostgreSQL event store: the EventStoreDB one cannot write several products at once, and an import is all or nothing.',
      );
    } finally {
      store.appendToStreams = appendToStreams;
    }
    expect((await stockOf(product._id)).M).toBe(10);
  });

  it('refuses guests (401) and shoppers (403) on every import route', async () => {
    const shopper = await registerVerified(t);
    const importId = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, body] of [
      ['POST', '/api/admin/catalogue/import', { csv: HEADER }],
      ['POST', '/api/admin/catalogue/imports', undefined],
      ['POST', `/api/admin/catalogue/imports/${importId}/parts`, { csv: HEADER, firstRow: 2 }],
      ['POST', `/api/admin/catalogue/imports/${importId}/check`, undefined],
      ['POST', `/api/admin/catalogue/imports/${importId}/commit`, undefined],
      ['GET', '/api/admin/catalogue/imports', undefined],
    ] as const) {
      expect((await call(t.app, method, url, { body })).status).toBe(401);
      expect((await call(t.app, method, url, { token: shopper.token, body })).status).toBe(403);
    }
  });
});
