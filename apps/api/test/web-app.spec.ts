import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { startTestApp, TestApp } from './support/test-app';

describe('the web app served beside the API', () => {
  let t: TestApp;
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  const script = 'console.log("storefront");'.repeat(100);

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>ThreadFit</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(dist, 'assets/app-1234.js'), script);
    writeFileSync(path.join(dist, 'assets/app-1234.js.br'), brotliCompressSync(script));
    t = await startTestApp({ WEB_DIST_DIR: dist, STORE_TIME_ZONE: 'Asia/Dubai' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the pre-compressed copy of a script to a browser that accepts brotli, cached for good', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("tells the web app the store's time zone (STORE_TIME_ZONE), so every screen shows dates as the e-mails do", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/orders' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="threadfit:time-zone" content="Asia/Dubai" />');
    expect(page.body.indexOf('threadfit:time-zone')).toBeLessThan(page.body.indexOf('</head>'));
  });

  it('answers a storefront route with index.html, and an unknown API route with JSON 404', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/products/abc' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
  });
});
