import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productBody } from '@store/catalogue/testing';
import { call, createProduct, eventually, startShop, type Shop } from './support/shop';

/**
 * A stand-in for the web build's server renderer (apps/web/dist-server/entry-server.cjs): it
 * reads the product through the API it is handed, as the real one does, and counts its renders.
 * The real renderer is exercised by the browser tests (server-rendering.e2e.spec.ts).
 */
const STAND_IN_RENDERER = `
let renders = 0;
exports.renders = () => renders;
exports.renderPage = async ({ url, publicUrl, serverFetch }) => {
  renders += 1;
  const { pathname } = new URL(url, publicUrl);
  if (pathname === '/cart') return { kind: 'browser-rendered' };
  if (pathname === '/throws') throw new Error('renderer bug');
  if (pathname === '/fails') return { kind: 'page', status: 503, routeId: 'home', screen: 'src/Home.tsx', head: '', html: 'try again', stateScript: '' };
  const id = pathname.split('/')[2];
  const answer = await serverFetch.fetch(serverFetch.origin + '/api/products/' + id);
  if (answer.status !== 200) return { kind: 'page', status: 404, routeId: 'not-found', screen: 'src/NotFound.tsx', head: '<title>Page not found</title>', html: '<h1>Page not found</h1>', stateScript: '' };
  const { product } = await answer.json();
  return {
    kind: 'page', status: 200, routeId: 'product', screen: 'src/Product.tsx',
    head: '<title>' + product.name + '</title><link rel="canonical" href="' + publicUrl + pathname + '">',
    html: '<h1>' + product.name + '</h1>',
    stateScript: '<script type="application/json" id="threadfit-state">{}</script>',
  };
};`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'src/Product.tsx': { file: 'assets/Product-1.js', imports: ['index.html', '_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
};

describe('storefront pages rendered on the server', () => {
  let shop: Shop;
  const build = mkdtempSync(path.join(tmpdir(), 'web-build-'));
  const dist = path.join(build, 'dist');
  const renderer = path.join(build, 'dist-server', 'entry-server.cjs');
  // The module the store required: the same instance, so its counter is the store's.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a file this test wrote
  const renders = (): number => (require(renderer) as { renders(): number }).renders();

  beforeAll(async () => {
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    mkdirSync(path.dirname(renderer), { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="shell" /><title>ThreadFit</title></head>' +
        '<body><div id="root"></div><script type="module" src="/assets/index-1.js"></script></body></html>',
    );
    writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(renderer, STAND_IN_RENDERER);
    shop = await startShop({ WEB_DIST_DIR: dist, WEB_ORIGIN: 'https://threadfit.example' });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(build, { recursive: true, force: true });
  });

  it("answers a product page with the renderer's head, HTML and state in the page shell, its chunks preloaded", async () => {
    const product = await createProduct(shop, { name: 'Rendered Tee' });
    const page = await eventually('the product page', async () => {
      const answer = await shop.app.inject({ method: 'GET', url: `/products/${product._id}` });
      return answer.statusCode === 200 && answer;
    });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>Rendered Tee</title>');
    expect(page.body).not.toContain('<title>ThreadFit</title>');
    expect(page.body).not.toContain('content="shell"');
    expect(page.body).toContain('<div id="root"><h1>Rendered Tee</h1></div>');
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/Product-1.js">');
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-1.js">');
    expect(page.body).not.toContain('href="/assets/index-1.js"');
    expect(page.body.indexOf('threadfit-state')).toBeGreaterThan(page.body.indexOf('</div>'));
    expect(page.body.indexOf('threadfit-state')).toBeLessThan(page.body.indexOf('</body>'));
  });

  it('renders a page once while nothing it shows changes, and again as soon as its product does', async () => {
    const product = await createProduct(shop, { name: 'Kept Tee' });
    const url = `/products/${product._id}`;
    await eventually(
      'the product page',
      async () => (await shop.app.inject({ method: 'GET', url })).statusCode === 200,
    );
    const before = renders();
    const again = await shop.app.inject({ method: 'GET', url });
    const andAgain = await shop.app.inject({ method: 'GET', url });
    expect(andAgain.body).toBe(again.body);
    expect(renders()).toBe(before);

    const renamed = await call(shop.app, 'PUT', `/api/products/${product._id}`, {
      token: shop.admin,
      body: productBody({ name: 'Renamed Tee' }),
    });
    expect(renamed.status).toBe(200);
    const changed = await eventually('the renamed page', async () => {
      const answer = await shop.app.inject({ method: 'GET', url });
      return answer.body.includes('<h1>Renamed Tee</h1>') && answer;
    });
    expect(changed.statusCode).toBe(200);
    expect(renders()).toBeGreaterThan(before);
  });

  it('answers 404 with the not-found page for a product that does not exist', async () => {
    const page = await shop.app.inject({ method: 'GET', url: '/products/00000000-0000-4000-8000-000000000000' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<h1>Page not found</h1>');
  });

  it('never keeps a page whose reads failed: the next request renders it again', async () => {
    const first = await shop.app.inject({ method: 'GET', url: '/fails' });
    expect(first.statusCode).toBe(503);
    const before = renders();
    await shop.app.inject({ method: 'GET', url: '/fails' });
    expect(renders()).toBe(before + 1);
  });

  it('answers the page shell for browser-rendered routes, and when the renderer fails', async () => {
    for (const url of ['/cart', '/throws']) {
      const page = await shop.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).toContain('<title>ThreadFit</title>');
    }
    expect(shop.logs.some((line) => line.msg?.includes('server rendering failed'))).toBe(true);
  });

  it('takes canonical URLs from the configured public origin, never from the Host header', async () => {
    const product = await createProduct(shop, { name: 'Canonical Tee' });
    const page = await eventually('the product page', async () => {
      const answer = await shop.app.inject({
        method: 'GET',
        url: `/products/${product._id}?utm_source=whatsapp`,
        headers: { host: 'evil.example' },
      });
      return answer.statusCode === 200 && answer;
    });
    expect(page.body).toContain(`<link rel="canonical" href="https://threadfit.example/products/${product._id}">`);
    expect(page.body).not.toContain('evil.example');
  });

  it('answers an over-long URL without matching or rendering it', async () => {
    const before = renders();
    const page = await shop.app.inject({ method: 'GET', url: `/products/${'x'.repeat(3000)}` });
    expect(page.statusCode).toBe(414);
    expect(renders()).toBe(before);
  });
});
