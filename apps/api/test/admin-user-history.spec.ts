import { call, shopper, startShop, type Shop } from './support/shop';

/** GET /users/{id}/history (admin): the account's life with who did what, never its personal data. */
describe('user account history', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.close());

  it('lists created, verified, role changes and blocks with the admin who did them, and no personal data', async () => {
    const asha = await shopper(shop);
    const admin = (await call(shop.app, 'GET', '/api/auth/me', { token: shop.admin })).body.user._id;
    await call(shop.app, 'PUT', `/api/users/${asha.id}`, { token: shop.admin, body: { role: 'admin' } });
    await call(shop.app, 'PUT', `/api/users/${asha.id}`, { token: shop.admin, body: { role: 'user' } });
    await call(shop.app, 'PUT', `/api/users/${asha.id}`, { token: shop.admin, body: { active: false } });
    await call(shop.app, 'PUT', `/api/users/${asha.id}`, { token: shop.admin, body: { active: true } });
    const res = await call(shop.app, 'GET', `/api/users/${asha.id}/history`, { token: shop.admin });
    expect(res.status).toBe(200);
    expect(res.body.history.map((entry: { summary: string }) => entry.summary)).toEqual([
      'Account created',
      'E-mail address verified',
      'Role changed from user to admin',
      'Role changed from admin to user',
      'Blocked',
      'Unblocked',
    ]);
    expect(res.body.history.at(-1).actor).toEqual({ id: admin, role: 'admin' });
    expect(JSON.stringify(res.body)).not.toContain(asha.payload.email as string);
  });

  it('answers 404 for an unknown user and 401/403 to others', async () => {
    const ravi = await shopper(shop);
    expect(
      (await call(shop.app, 'GET', '/api/users/00000000-0000-4000-8000-000000000000/history', { token: shop.admin }))
        .status,
    ).toBe(404);
    expect((await call(shop.app, 'GET', `/api/users/${ravi.id}/history`)).status).toBe(401);
    expect((await call(shop.app, 'GET', `/api/users/${ravi.id}/history`, { token: ravi.token })).status).toBe(403);
  });
});
