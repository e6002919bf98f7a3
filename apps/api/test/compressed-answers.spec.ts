import { DemoCatalogue } from '@store/catalogue';
import type { LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { call, eventually, startShop, type Shop } from './support/shop';

/** The module object the sources call through, to count compressions on. */
const zlib = jest.requireActual<typeof import('node:zlib')>('node:zlib');

const decoded = (res: LightMyRequestResponse): string => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.body;
};

/** Issue #41: the API's answers are sent compressed to a client that accepts it, compressed once per cached body. */
describe('compressed API answers', () => {
  let shop: Shop;
  let productId: string;
  const get = (url: string, acceptEncoding?: string) =>
    shop.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  beforeAll(async () => {
    shop = await startShop();
    expect(await shop.app.get(DemoCatalogue).seedIfEmpty()).toBe(24);
    const listing = await eventually('the demo catalogue in the listing', async () => {
      const res = await call(shop.app, 'GET', '/api/products', { query: { limit: '24' } });
      return res.body.total === 24 && res.body;
    });
    productId = listing.products[0]._id;
  });
  afterAll(() => shop?.close());

  it('sends GET /products in brotli or gzip when asked, the same JSON as the plain answer', async () => {
    const plain = await get('/api/products?limit=24');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const br = await get('/api/products?limit=24', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(decoded(br)).toBe(plain.body);

    const gzip = await get('/api/products?limit=24', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(plain.body);

    const refused = await get('/api/products?limit=24', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('compresses a listing page once: the next requests for it send the same compressed bytes', async () => {
    const brotli = jest.spyOn(zlib, 'brotliCompressSync');
    try {
      const first = await get('/api/products?limit=23&sort=price-asc', 'br');
      const second = await get('/api/products?limit=23&sort=price-asc', 'br');
      expect(brotli).toHaveBeenCalledTimes(1);
      expect(second.headers['content-encoding']).toBe('br');
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    } finally {
      brotli.mockRestore();
    }
  });

  it('sends the shelves and a product in the coding asked for, compressed once each', async () => {
    const paths = ['featured', 'new-arrivals', 'best-sellers', productId].map((path) => `/api/products/${path}`);
    const brotli = jest.spyOn(zlib, 'brotliCompressSync');
    try {
      for (const path of paths) {
        const plain = await get(path);
        expect([path, plain.statusCode, plain.headers['content-encoding']]).toEqual([path, 200, undefined]);
        expect([path, plain.rawPayload.length > 1024]).toEqual([path, true]);
        for (const coding of ['br', 'gzip', 'br']) {
          const res = await get(path, coding);
          expect([path, res.headers['content-encoding'], res.headers.vary]).toEqual([
            path,
            coding,
            'Origin, Accept-Encoding',
          ]);
          expect(decoded(res)).toBe(plain.body);
        }
      }
      expect(brotli).toHaveBeenCalledTimes(paths.length);
    } finally {
      brotli.mockRestore();
    }
  });

  it("sends a kept answer under 1 KB as it is (the demo catalogue's facets)", async () => {
    const facets = await get('/api/products/facets', 'br');
    expect(facets.rawPayload.length).toBeLessThan(1024);
    expect(facets.headers['content-encoding']).toBeUndefined();
    expect(facets.json()).toMatchObject({ success: true });
  });

  it('compresses a large answer no cache keeps as it is sent, and leaves a small one plain', async () => {
    const plain = await get('/api/docs-json');
    const br = await get('/api/docs-json', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded(br)).toBe(plain.body);
    const missing = await get('/api/products/no-such-product', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toMatchObject({ success: false });
  });
});
