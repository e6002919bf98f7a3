import { startTestApp, type TestApp } from './support/test-app';

/** A store whose projections have not built their read models yet (a fresh deployment's first seconds). */
describe('a store still building its read models', () => {
  let t: TestApp;

  beforeAll(async () => {
    // ROLE=api runs no projection: on its fresh database the read models never appear.
    t = await startTestApp({ DEMO_CATALOGUE: 'off', ROLE: 'api' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers reads of them with 503 and Retry-After, not 500', async () => {
    for (const url of ['/api/products/abc', '/api/products?page=1&limit=24']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({
        success: false,
        message: 'The store is starting up. Please try again in a moment.',
      });
    }
  });
});
