import { startTestApp, TestApp } from './support/test-app';

describe('static assets beside the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ CATALOGUE_DEMO: 'off' });
  });
  afterAll(() => t.close());

  it('serves the demo catalogue images at /demo/{file}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/demo/hoodie-black.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
  });

  it('answers an unknown demo image with 404 JSON, not the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/demo/nope.svg' });
    expect(res.statusCode).toBe(404);
  });
});
