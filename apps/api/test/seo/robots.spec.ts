import { startTestApp, type TestApp } from '../support/test-app';

describe('/robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://threadfit.example' });
  });
  afterAll(() => t?.close());

  const robots = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/robots.txt', headers });

  it('keeps every crawler off the admin, the API, the cart, checkout and the account pages, and points at the sitemap', async () => {
    const answer = await robots();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = answer.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    expect(disallowed.sort()).toEqual(
      [
        '/admin',
        '/api',
        '/buy-now',
        '/cart',
        '/checkout',
        '/guest-checkout',
        '/login',
        '/notify-me',
        '/order-confirmation',
        '/orders',
        '/profile',
        '/register',
        '/reset-password',
        '/unsubscribe',
        '/wishlist',
      ].sort(),
    );
    expect(lines).toContain('Sitemap: https://threadfit.example/sitemap.xml');
  });

  it('leaves the public pages open: no rule covers home, the listing, a product, the policies or the images', async () => {
    const disallowed = (await robots()).body
      .split('\n')
      .filter((line) => line.startsWith('Disallow:'))
      .map((line) => line.slice('Disallow:'.length).trim());
    expect(disallowed).not.toContain('/');
    expect(disallowed).not.toContain('');
    for (const path of [
      '/collections?category=topwear',
      '/products/abc',
      '/privacy',
      '/terms',
      '/uploads/a.jpg',
      '/demo/a.svg',
    ])
      expect({ path, blockedBy: disallowed.filter((rule) => path.startsWith(rule)) }).toEqual({ path, blockedBy: [] });
  });

  it('names PUBLIC_URL whatever Host the request names, and is not served under /api', async () => {
    const forged = await robots({ host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(forged.body).toContain('Sitemap: https://threadfit.example/sitemap.xml');
    expect(forged.body).not.toContain('evil.example');
    expect((await t.app.inject({ method: 'GET', url: '/api/robots.txt' })).statusCode).toBe(404);
  });
});
