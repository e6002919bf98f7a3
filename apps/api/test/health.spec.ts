import { adminToken } from '@store/identity/testing';
import { startTestApp, TestApp } from './support/test-app';

describe('GET /api/health', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers 200 with every dependency up: the status to everyone, the checks to an admin', async () => {
    t = await startTestApp({ DEMO_CATALOGUE: 'off' });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'ok' });
    const { token } = await adminToken({
      app: t.app,
      config: t.config,
      smtp: {
        waitFor: async () => {
          throw new Error('no mail');
        },
      },
    });
    const detailed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(detailed.json()).toMatchObject({
      status: 'ok',
      checks: {
        postgres: { status: 'up' },
        redis: { status: 'up' },
        eventStore: { status: 'up' },
        projections: { status: 'up' },
      },
    });
  });

  it('reports Redis down with 503, naming it, when Redis does not answer, and keeps serving', async () => {
    t = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:6399' });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      success: false,
      status: 'degraded',
      message: 'Some of the store is unavailable',
      down: ['redis'],
    });
    const again = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(again.statusCode).toBe(503);
  });

  it('reports PostgreSQL down with 503, naming it and what lives in it, when it does not answer', async () => {
    t = await startTestApp({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5499/store' });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      success: false,
      status: 'degraded',
      message: 'Some of the store is unavailable',
      down: ['eventStore', 'postgres', 'projections'],
    });
  });
});
