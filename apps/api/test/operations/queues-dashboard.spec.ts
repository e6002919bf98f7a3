import { QUEUES } from '@store/platform';
import { call, eventually, shopper, startShop, type Shop } from '../support/shop';

const QUEUE_NAMES = Object.values(QUEUES).map((queue) => queue.name);

const DASHBOARD = '/api/admin/queues';

/** #17 /admin/system: BullMQ's queue counts, and bull-board opened in the admin's browser through a short-lived cookie. */
describe('operations: queues', () => {
  let shop: Shop;
  let customer: string;

  beforeAll(async () => {
    shop = await startShop();
    customer = (await shopper(shop)).token;
  });
  afterAll(() => shop.close());

  const page = (url: string, cookie?: string) =>
    shop.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('counts waiting, active, delayed and failed jobs of every queue (admins only)', async () => {
    expect((await call(shop.app, 'GET', '/api/admin/system/queues')).status).toBe(401);
    expect((await call(shop.app, 'GET', '/api/admin/system/queues', { token: customer })).status).toBe(403);
    const res = await call(shop.app, 'GET', '/api/admin/system/queues', { token: shop.admin });
    expect(res.status).toBe(200);
    expect(res.body.dashboardPath).toBe(`${DASHBOARD}/`);
    expect(res.body.queues.map((queue: any) => queue.name)).toEqual(QUEUE_NAMES);
    expect(QUEUE_NAMES).toEqual(
      expect.arrayContaining(['mail', 'notify-me', 'order-expiry', 'order-stock', 'payment-webhooks']),
    );
    for (const queue of res.body.queues)
      expect(queue).toEqual({
        name: queue.name,
        waiting: expect.any(Number),
        active: expect.any(Number),
        delayed: expect.any(Number),
        failed: expect.any(Number),
        completed: expect.any(Number),
        paused: false,
      });
  });

  it('keeps the dashboard shut without the session cookie: 401 for pages and its API, and no cookie for a customer (403)', async () => {
    expect((await page(`${DASHBOARD}/`)).statusCode).toBe(401);
    expect((await page(`${DASHBOARD}/api/queues`)).statusCode).toBe(401);
    expect(
      (await page(`${DASHBOARD}/`, 'store_queues_session=forged.zzzzzz.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'))
        .statusCode,
    ).toBe(401);
    expect((await page(`${DASHBOARD}/`, 'x'.repeat(5000))).statusCode).toBe(401);
    // A bearer token is not a session: the page is opened by a browser tab, which sends none.
    expect(
      (
        await shop.app.inject({
          method: 'GET',
          url: `${DASHBOARD}/`,
          headers: { authorization: `Bearer ${shop.admin}` },
        })
      ).statusCode,
    ).toBe(401);
    expect((await call(shop.app, 'POST', '/api/admin/system/queues/session')).status).toBe(401);
    const refused = await call(shop.app, 'POST', '/api/admin/system/queues/session', { token: customer });
    expect(refused.status).toBe(403);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('opens the dashboard for an admin with an HttpOnly, SameSite=Strict cookie scoped to it, good for 15 minutes', async () => {
    const res = await call(shop.app, 'POST', '/api/admin/system/queues/session', { token: shop.admin });
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^store_queues_session=[^;]+; Path=\/api\/admin\/queues; Max-Age=900; HttpOnly; SameSite=Strict$/,
    );
    const cookie = setCookie.split(';')[0];

    const html = await page(`${DASHBOARD}/`, cookie);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/text\/html/);
    const api = await page(`${DASHBOARD}/api/queues`, cookie);
    expect(api.statusCode).toBe(200);
    expect(
      api
        .json()
        .queues.map((queue: any) => queue.name)
        .sort(),
    ).toEqual([...QUEUE_NAMES].sort());
    // A tampered signature is refused.
    const tampered = cookie.slice(0, -1) + (cookie.endsWith('A') ? 'B' : 'A');
    expect((await page(`${DASHBOARD}/`, tampered)).statusCode).toBe(401);
  });

  it("shuts the dashboard as soon as the cookie's admin is demoted or blocked, before the cookie expires", async () => {
    const asha = await shopper(shop);
    await call(shop.app, 'PUT', `/api/users/${asha.id}`, { token: shop.admin, body: { role: 'admin' } });
    const session = await call(shop.app, 'POST', '/api/admin/system/queues/session', { token: asha.token });
    expect(session.status).toBe(200);
    const cookie = String(session.headers['set-cookie']).split(';')[0];
    expect((await page(`${DASHBOARD}/api/queues`, cookie)).statusCode).toBe(200);

    await call(shop.app, 'PUT', `/api/users/${asha.id}`, { token: shop.admin, body: { role: 'user' } });
    await eventually(
      'the demotion to reach the dashboard',
      async () => (await page(`${DASHBOARD}/api/queues`, cookie)).statusCode === 401,
    );
  });

  it('lets an admin retry and remove jobs from the dashboard, recorded with the admin as actor; refuses adding, editing and destroying', async () => {
    const adminId = (await call(shop.app, 'GET', '/api/auth/me', { token: shop.admin })).body.user._id;
    const session = await call(shop.app, 'POST', '/api/admin/system/queues/session', { token: shop.admin });
    const cookie = String(session.headers['set-cookie']).split(';')[0];
    const change = (method: 'PUT' | 'POST' | 'PATCH', path: string, payload?: unknown) =>
      shop.app.inject({
        method,
        url: `${DASHBOARD}${path}`,
        headers: { cookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
        ...(payload ? { payload: JSON.stringify(payload) } : {}),
      });

    expect((await change('PUT', '/api/queues/mail/retry/failed')).statusCode).toBe(200);
    expect((await change('PUT', '/api/queues/notify-me/clean/completed')).statusCode).toBe(200);
    for (const [method, path] of [
      ['POST', '/api/queues/mail/add'],
      ['PUT', '/api/queues/mail/obliterate'],
      ['PUT', '/api/queues/mail/empty'],
      ['PATCH', '/api/queues/mail/1/update-data'],
      ['PUT', '/api/queues/mail/concurrency'],
    ] as const) {
      expect([
        path,
        (await change(method, path, { name: 'x', data: { to: 'someone@example.in' } })).statusCode,
      ]).toEqual([path, 403]);
    }
    const recorded = await call(shop.app, 'GET', '/api/admin/system/events', {
      token: shop.admin,
      query: { stream: 'operations-queues' },
    });
    expect(
      recorded.body.events
        .map((event: any) => [event.type, event.data.action, event.data.queue, event.data.status, event.metadata.actor])
        .reverse(),
    ).toEqual([
      ['QueueDashboardAction', 'retry all', 'mail', 'failed', { id: adminId, role: 'admin' }],
      ['QueueDashboardAction', 'remove all', 'notify-me', 'completed', { id: adminId, role: 'admin' }],
    ]);
  });
});
