import { call, createProduct, startShop, type Shop } from '../support/shop';

/** Issue #13, bad input never answers 500: every path and query parameter is checked. */
describe('Security: malformed ids and numbers answer 400 or 404, never 500', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.close());

  /** Never a valid id: control characters, NUL, 10,000 characters. */
  const malformed = [
    '%00',
    'a%00b',
    '%0A%0D',
    '%1B[31m',
    encodeURIComponent('x'.repeat(10_000)),
    encodeURIComponent('y'.repeat(65)),
  ];
  /** Harmless but unknown (traversal, quotes, not a UUID): a list for them may be empty (200), anything else 400/404. */
  const unknown = ['abc', 'not-a-uuid', '1e300', '..%2F..%2Fetc', encodeURIComponent("' or 1=1 --")];
  const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
    ['GET', '/api/products/:id'],
    ['PUT', '/api/products/:id', { name: 'x' }],
    ['DELETE', '/api/products/:id'],
    ['PUT', '/api/products/:id/upcoming', { isUpcoming: true }],
    ['POST', '/api/products/:id/stock-adjustments', { size: 'M', delta: 1, reason: 'count' }],
    ['GET', '/api/products/:id/stock-history'],
    ['POST', '/api/products/:id/notify', { email: 'a@b.in' }],
    ['GET', '/api/products/:id/notify/count'],
    ['GET', '/api/products/:id/stock-levels'],
    ['GET', '/api/products/:id/stock-timeline'],
    ['GET', '/api/products/:id/history'],
    ['POST', '/api/products/:id/reviews', { rating: 5, comment: 'long enough comment' }],
    ['GET', '/api/reviews/:id'],
    ['GET', '/api/reviews/user/:id'],
    ['PUT', '/api/reviews/:id', { rating: 5, comment: 'long enough comment' }],
    ['DELETE', '/api/reviews/:id'],
    ['GET', '/api/users/:id'],
    ['PUT', '/api/users/:id', { role: 'user' }],
    ['DELETE', '/api/users/:id'],
    ['GET', '/api/orders/:id'],
    ['GET', '/api/orders/:id/history'],
    ['PUT', '/api/orders/:id/status', { status: 'shipped' }],
    ['PUT', '/api/orders/:id/deliver'],
    ['PUT', '/api/orders/:id/cancel'],
    ['PUT', '/api/orders/:id/pay', {}],
    ['GET', '/api/offers/:id'],
    ['PUT', '/api/offers/:id', { title: 'x' }],
    ['DELETE', '/api/offers/:id'],
    ['PUT', '/api/hero-images/:id', { title: 'x' }],
    ['DELETE', '/api/hero-images/:id'],
    ['GET', '/api/collection-banners/:id'],
    ['PUT', '/api/collection-banners/:id', { title: 'x' }],
    ['DELETE', '/api/collection-banners/:id'],
  ];

  it('answers every route with a malformed id with 400 or 404 (414 when the URL itself is too long), and never 500', async () => {
    const failures: string[] = [];
    for (const [method, path, body] of routes) {
      for (const id of [...malformed, ...unknown]) {
        const url = path.replace(':id', id);
        const res = await shop.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${shop.admin}` },
          ...(body ? { payload: body as object } : {}),
        });
        const allowed = malformed.includes(id) ? [400, 404, 414] : [200, 400, 404];
        if (!allowed.includes(res.statusCode)) failures.push(`${method} ${url.slice(0, 60)} -> ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses NUL characters in bodies and queries with 400', async () => {
    expect((await call(shop.app, 'GET', '/api/products?search=a%00b')).status).toBe(400);
    const res = await call(shop.app, 'POST', '/api/auth/register', {
      body: { name: 'As\u0000ha', email: 'nul@example.in', phone: '9876501234', password: 'secret12' },
    });
    expect(res.status).toBe(400);
  });

  it('bounds page, limit and prices', async () => {
    const product = await createProduct(shop);
    const queries = [
      '/api/products?page=1e300',
      '/api/products?page=99999999999',
      '/api/products?limit=1e300',
      '/api/products?page=-1',
      '/api/products?page=abc',
      '/api/products?minPrice=1e400',
      '/api/products?maxPrice=1e300',
      `/api/reviews/${product._id}?page=1e300`,
      `/api/products/${product._id}/stock-history?page=1e300`,
      '/api/orders?page=1e300',
      '/api/users?page=1e300',
      `/api/products?search=${'%00'.repeat(50)}`,
    ];
    const failures: string[] = [];
    for (const url of queries) {
      const res = await call(shop.app, 'GET', url, { token: shop.admin });
      if (res.status >= 500) failures.push(`${url} -> ${res.status}`);
    }
    expect(failures).toEqual([]);
    expect((await call(shop.app, 'GET', '/api/products?page=1e300')).status).toBe(400);
  });

  it('refuses admin numbers that would overflow a read model column', async () => {
    const product = await createProduct(shop);
    const stock = await call(shop.app, 'POST', `/api/products/${product._id}/stock-adjustments`, {
      token: shop.admin,
      body: { size: 'M', delta: 1e15, reason: 'count', variantId: product.colorVariants[0]._id },
    });
    expect(stock.status).toBe(400);
    const price = await call(shop.app, 'PUT', `/api/products/${product._id}`, {
      token: shop.admin,
      body: { price: 1e300 },
    });
    expect(price.status).toBe(400);
    const units = await call(shop.app, 'PUT', `/api/products/${product._id}`, {
      token: shop.admin,
      body: { stock: { M: 1e12 } },
    });
    expect(units.status).toBe(400);
  });
});
