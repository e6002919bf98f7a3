import { API_REQUESTS } from '@store/contracts/requests';
import { API_RESPONSES } from '@store/contracts/schemas';
import { buildApiDocument, routeKey } from '@store/platform';
import { ResponseContract } from '@store/platform/testing';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Operations whose answer is not one of the store's JSON shapes: health has its own, Razorpay
 * reads only the status of the webhook, the catalogue and order exports are CSV, tax documents PDF.
 */
const UNDESCRIBED = new Set([
  'GET /health',
  'POST /payments/webhook',
  'GET /admin/catalogue/export',
  'GET /orders/export',
  // Tax documents are PDFs (JSON only with ?format=json) and the GST summaries' downloads CSV (issue #42).
  'GET /orders/:id/invoice',
  'GET /orders/:id/credit-notes/:refundId',
  'GET /orders/:id/tax-documents/:number',
  'GET /admin/tax/summaries/:file',
  // The delivery table's download is CSV (issue #43).
  'GET /admin/delivery/pincode-rules.csv',
]);

describe('the OpenAPI document at /api/docs', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('describes the success body of every operation from libs/contracts, and every error by the error shape', () => {
    const document = buildApiDocument(app.app);
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, any>).map(([method, operation]) => ({
        key: routeKey(method, path),
        operation,
      })),
    );
    expect(operations.length).toBeGreaterThan(80);
    const undescribed = operations
      .filter(({ key }) => !UNDESCRIBED.has(key))
      .filter(
        ({ operation }) =>
          !Object.entries(operation.responses).some(
            ([status, response]: [string, any]) =>
              status.startsWith('2') && response.content?.['application/json']?.schema?.$ref,
          ),
      );
    expect(undescribed.map(({ key }) => key)).toEqual([]);
    expect(
      operations.every(
        ({ operation }) =>
          operation.responses['4XX']?.content['application/json'].schema.$ref === '#/components/schemas/ErrorResponse',
      ),
    ).toBe(true);
  });

  it('names no route that the app does not have (the simulated gateway routes are left out of the document)', () => {
    const document = buildApiDocument(app.app);
    const served = new Set(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item as object).map((method) => routeKey(method, path)),
      ),
    );
    expect(Object.keys(API_RESPONSES).filter((key) => !served.has(key))).toEqual([
      'POST /payments/simulator/pay',
      'POST /payments/simulator/fail',
    ]);
  });

  it('describes the body and the query of every operation that takes one from its request contract (API_REQUESTS)', () => {
    const document = buildApiDocument(app.app);
    const schemas = document.components!.schemas as Record<string, any>;
    const requests = API_REQUESTS as Record<string, { body?: { name: string }; query?: { name: string } }>;
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, any>).map(([method, operation]) => ({
        key: routeKey(method, path),
        operation,
      })),
    );
    const served = new Set(operations.map(({ key }) => key));
    // Every contract names a route the app serves (the simulated gateway's are left out of the document).
    expect(Object.keys(API_REQUESTS).filter((key) => !served.has(key))).toEqual([
      'POST /payments/simulator/pay',
      'POST /payments/simulator/fail',
    ]);
    // Nest describes a body for every @Body(): each of those is the contract's.
    const bodies = operations.filter(({ operation }) => operation.requestBody);
    expect(bodies.filter(({ key }) => !requests[key]?.body).map(({ key }) => key)).toEqual([]);
    for (const { key, operation } of bodies) {
      const reference = operation.requestBody.content['application/json'].schema.$ref;
      expect([key, reference]).toEqual([key, `#/components/schemas/${requests[key].body!.name}`]);
      expect(Object.keys(schemas[requests[key].body!.name].properties).length).toBeGreaterThan(0);
    }
    expect(bodies.length).toBe(Object.values(requests).filter((request) => request.body).length - 2);
    const placeOrder = schemas.CreateOrderRequest;
    expect(placeOrder.required).toEqual(expect.arrayContaining(['orderItems', 'shippingAddress']));
    expect(placeOrder.properties.orderItems).toMatchObject({
      type: 'array',
      maxItems: 50,
      items: { $ref: '#/components/schemas/OrderItemRequest' },
    });
    expect(schemas.OrderItemRequest.properties.quantity).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    // A query's fields are the operation's query parameters.
    const listing = operations.find(({ key }) => key === 'GET /products')!.operation;
    expect(listing.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'page',
          in: 'query',
          required: false,
          schema: expect.objectContaining({ type: 'integer' }),
        }),
        expect.objectContaining({
          name: 'sort',
          in: 'query',
          schema: expect.objectContaining({ enum: expect.arrayContaining(['newest']) }),
        }),
      ]),
    );
    const travel = operations.find(({ key }) => key === 'GET /admin/system/time-travel/:kind/:id')!.operation;
    expect(travel.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'at', required: true })]),
    );
  });

  it('serves the document as JSON outside production', async () => {
    const response = await app.app.inject({ method: 'GET', url: '/api/docs-json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().components.schemas.Product.properties.colorVariants.items).toEqual({
      $ref: '#/components/schemas/ColorVariant',
    });
  });

  it('reports an answer that breaks its contract, and accepts one that keeps it', () => {
    const contract = new ResponseContract(app.app);
    contract.check('GET', '/api/offers/current', 200, JSON.stringify({ success: true, offer: null }));
    contract.check('GET', '/api/products/:id', 404, JSON.stringify({ success: false, message: 'Product not found' }));
    expect(contract.violations).toEqual([]);
    contract.check(
      'GET',
      '/api/products/:id',
      200,
      JSON.stringify({ success: true, product: { _id: 'p1', name: 'Tee' } }),
    );
    contract.check('GET', '/api/products/:id', 404, JSON.stringify({ error: 'Product not found' }));
    expect(contract.violations).toHaveLength(2);
    expect(() => contract.assertNone()).toThrow(/GET \/products\/:id 200/);
  });

  it("describes a refusal with details (a catalogue import's row errors, 422 and 409) by its own shape, and checks it", () => {
    const document = buildApiDocument(app.app);
    const commit = (document.paths['/api/admin/catalogue/imports/{importId}/commit'] as any).post.responses;
    expect(commit['422'].content['application/json'].schema.$ref).toBe('#/components/schemas/CatalogueImportRefused');
    expect(commit['409'].content['application/json'].schema.$ref).toBe('#/components/schemas/CatalogueImportRefused');
    expect(commit['4XX'].content['application/json'].schema.$ref).toBe('#/components/schemas/ErrorResponse');
    const contract = new ResponseContract(app.app);
    const refused = {
      success: false,
      message: '1 problem(s) found. Nothing was imported.',
      dryRun: false,
      importId: 'i1',
      rows: 2,
      products: 2,
      rowErrors: [{ row: 3, message: 'Offer price must be below the price' }],
    };
    contract.check('POST', '/api/admin/catalogue/import', 422, JSON.stringify(refused));
    contract.check(
      'POST',
      '/api/admin/catalogue/import',
      400,
      JSON.stringify({ success: false, message: 'The CSV file is empty' }),
    );
    expect(contract.violations).toEqual([]);
    contract.check(
      'POST',
      '/api/admin/catalogue/import',
      422,
      JSON.stringify({ success: false, message: 'x', errors: [{ row: 3, message: 'y' }] }),
    );
    expect(contract.violations).toHaveLength(1);
  });
});
