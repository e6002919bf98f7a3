import { rebuildProjection } from '@store/projections';
import { identityProjections } from '../../src';
import { adminToken, call, newUser, registerVerified } from '../../src/testing';
import { useIdentityApp } from '../support/identity-test-app';

describe('admin users', () => {
  const t = useIdentityApp();
  let admin: { token: string; id: string };
  beforeAll(async () => {
    admin = await adminToken(t);
  });

  const promote = async (userId: string) => {
    const res = await call(t.app, 'PUT', `/api/users/${userId}`, { token: admin.token, body: { role: 'admin' } });
    expect(res.status).toBe(200);
  };

  describe('the start-up admin', () => {
    it('is created from ADMIN_EMAIL and ADMIN_PASSWORD, verified, role admin, and its creation is logged', async () => {
      const me = await call(t.app, 'GET', '/api/auth/me', { token: admin.token });
      expect(me.body.user).toMatchObject({
        email: 'admin@threadfit.test',
        role: 'admin',
        isEmailVerified: true,
        active: true,
      });
      const created = t.logs.find((line) => line.msg?.includes('admin account created'));
      expect(created).toBeDefined();
      expect(created!.msg).toContain('admin@threadfit.test');
      expect(created!.msg).toContain('ADMIN_PASSWORD');
      expect(JSON.stringify(t.logs)).not.toContain(t.config.ADMIN_PASSWORD);
    });

    it('exists through its events (UserRegistered, EmailVerified, RoleChanged)', async () => {
      const events = await t.eventStore.readStream(`identity-user-${admin.id}`);
      expect(events.map((event) => event.type)).toEqual(['UserRegistered', 'EmailVerified', 'RoleChanged']);
      expect(events[0].metadata.actor).toEqual({ id: null, role: 'system' });
    });
  });

  describe('guards', () => {
    const endpoints: Array<['GET' | 'PUT' | 'DELETE', string, unknown]> = [
      ['GET', '/api/users', undefined],
      ['GET', '/api/users/some-id', undefined],
      ['PUT', '/api/users/some-id', { role: 'admin' }],
      ['DELETE', '/api/users/some-id', undefined],
    ];

    it.each(endpoints)('%s %s answers 401 without a token and 403 for a non-admin', async (method, url, body) => {
      const { token } = await registerVerified(t);
      const anonymous = await call(t.app, method, url, { body });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.success).toBe(false);
      const user = await call(t.app, method, url, { token, body });
      expect(user.status).toBe(403);
      expect(user.body).toEqual({ success: false, message: 'Admin access required' });
    });
  });

  describe('GET /users', () => {
    it('searches by name or e-mail, with page and limit', async () => {
      const tag = `zq${Date.now().toString(36)}`;
      for (let i = 0; i < 3; i += 1) await registerVerified(t, { name: `Ravi ${tag} ${i}` });
      const byMail = await registerVerified(t, { email: `${tag}.mail@example.in` });
      const res = await call(t.app, 'GET', '/api/users', {
        token: admin.token,
        query: { search: tag.toUpperCase(), page: '1', limit: '2' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, total: 4, page: 1, limit: 2, totalPages: 2 });
      expect(res.body.users).toHaveLength(2);
      const page2 = await call(t.app, 'GET', '/api/users', {
        token: admin.token,
        query: { search: tag, page: '2', limit: '2' },
      });
      expect(page2.body.users).toHaveLength(2);
      const all = [...res.body.users, ...page2.body.users].map((user: { _id: string }) => user._id);
      expect(new Set(all).size).toBe(4);
      expect(all).toContain(byMail.id);
      expect(res.body.users[0]).toEqual(
        expect.objectContaining({
          _id: expect.any(String),
          name: expect.any(String),
          email: expect.any(String),
          role: 'user',
          active: true,
          createdAt: expect.any(String),
        }),
      );
    });

    it('treats % and _ in the search as plain text', async () => {
      const res = await call(t.app, 'GET', '/api/users', { token: admin.token, query: { search: '%' } });
      expect(res.body.total).toBe(0);
    });
  });

  describe('PUT /users/{id}', () => {
    it('changes the role between user and admin', async () => {
      const user = await registerVerified(t);
      const up = await call(t.app, 'PUT', `/api/users/${user.id}`, { token: admin.token, body: { role: 'admin' } });
      expect(up.body).toMatchObject({ success: true, user: { _id: user.id, role: 'admin' } });
      expect((await call(t.app, 'GET', '/api/users', { token: user.token })).status).toBe(200);
      const down = await call(t.app, 'PUT', `/api/users/${user.id}`, { token: admin.token, body: { role: 'user' } });
      expect(down.body.user.role).toBe('user');
      expect((await call(t.app, 'GET', '/api/users', { token: user.token })).status).toBe(403);
    });

    it('blocks and unblocks (Active/Blocked)', async () => {
      const user = await registerVerified(t);
      const blocked = await call(t.app, 'PUT', `/api/users/${user.id}`, {
        token: admin.token,
        body: { active: false },
      });
      expect(blocked.body.user.active).toBe(false);
      const unblocked = await call(t.app, 'PUT', `/api/users/${user.id}`, {
        token: admin.token,
        body: { active: true },
      });
      expect(unblocked.body.user.active).toBe(true);
    });

    it('refuses a body with neither role nor active, and a bad role', async () => {
      const user = await registerVerified(t);
      expect((await call(t.app, 'PUT', `/api/users/${user.id}`, { token: admin.token, body: {} })).body.message).toBe(
        'Provide a role or an active flag',
      );
      expect(
        (await call(t.app, 'PUT', `/api/users/${user.id}`, { token: admin.token, body: { role: 'root' } })).body
          .message,
      ).toBe('Role must be user or admin');
    });

    it('answers 404 for an unknown user', async () => {
      const res = await call(t.app, 'PUT', '/api/users/does-not-exist', {
        token: admin.token,
        body: { active: false },
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('User not found');
    });

    it('does not let an admin block, demote or delete themselves', async () => {
      const other = await registerVerified(t);
      await promote(other.id); // so the rules below are not the last-admin rule
      const self = `/api/users/${admin.id}`;
      expect((await call(t.app, 'PUT', self, { token: admin.token, body: { active: false } })).body.message).toBe(
        'You cannot block your own account',
      );
      expect((await call(t.app, 'PUT', self, { token: admin.token, body: { role: 'user' } })).body.message).toBe(
        'You cannot change your own role',
      );
      expect((await call(t.app, 'DELETE', self, { token: admin.token })).body.message).toBe(
        'You cannot delete your own account',
      );
      expect((await call(t.app, 'GET', '/api/auth/me', { token: admin.token })).body.user).toMatchObject({
        role: 'admin',
        active: true,
      });
      await call(t.app, 'PUT', `/api/users/${other.id}`, { token: admin.token, body: { role: 'user' } });
    });

    it('does not demote the last admin', async () => {
      const admins = await t.db.selectFrom('user_account').select('id').where('role', '=', 'admin').execute();
      expect(admins.map((row) => row.id)).toEqual([admin.id]);
      const res = await call(t.app, 'PUT', `/api/users/${admin.id}`, { token: admin.token, body: { role: 'user' } });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('The last admin cannot be demoted');
    });

    it('leaves one admin when two admins demote each other at once', async () => {
      const a = await registerVerified(t);
      const b = await registerVerified(t);
      await promote(a.id);
      await promote(b.id);
      const [ab, ba] = await Promise.all([
        call(t.app, 'PUT', `/api/users/${b.id}`, { token: a.token, body: { role: 'user' } }),
        call(t.app, 'PUT', `/api/users/${a.id}`, { token: b.token, body: { role: 'user' } }),
      ]);
      expect([ab.status, ba.status].sort()).toEqual([200, 403]);
      const roles = await t.db
        .selectFrom('user_account')
        .select(['id', 'role'])
        .where('id', 'in', [a.id, b.id])
        .execute();
      expect(roles.filter((row) => row.role === 'admin')).toHaveLength(1);
    });
  });

  describe('DELETE /users/{id}', () => {
    it('deletes the user, frees their e-mail, and no read model or replay keeps their personal data', async () => {
      const victim = await registerVerified(t, { name: 'Meera Unique-Name' });
      await call(t.app, 'PUT', '/api/auth/profile', {
        token: victim.token,
        body: {
          name: 'Meera Renamed-Person',
          address: {
            houseName: 'Villa Gulmohar',
            street: 'Secret Lane 7',
            city: 'Nashik',
            state: 'Maharashtra',
            zipCode: '422001',
          },
        },
      });
      const res = await call(t.app, 'DELETE', `/api/users/${victim.id}`, { token: admin.token });
      expect(res.body).toEqual({ success: true, message: 'User deleted successfully' });
      expect((await call(t.app, 'GET', `/api/users/${victim.id}`, { token: admin.token })).status).toBe(404);

      const personal = [victim.payload.email, victim.payload.phone, 'Meera', 'Gulmohar', 'Secret Lane'];
      const readModelText = async () => JSON.stringify(await t.db.selectFrom('user_account').selectAll().execute());
      for (const text of personal) expect(await readModelText()).not.toContain(text);

      for (const projection of identityProjections) {
        await rebuildProjection(projection, { db: t.db, eventStore: t.eventStore, databaseUrl: t.config.DATABASE_URL });
      }
      for (const text of personal) expect(await readModelText()).not.toContain(text);

      // The log itself: no readable personal data, and the user's key is gone.
      const log = JSON.stringify(
        (await t.eventStore.readAll()).map((event) => [event.streamId, event.data, event.metadata]),
      );
      for (const text of personal) expect(log).not.toContain(text);
      const key = await t.db
        .selectFrom('personal_data_keys')
        .select(['key', 'shredded_at'])
        .where('subject', '=', `user:${victim.id}`)
        .executeTakeFirst();
      expect(key).toEqual({ key: null, shredded_at: expect.any(Date) });

      // The e-mail and phone can be registered again.
      const again = await call(t.app, 'POST', '/api/auth/register', {
        body: newUser({ email: victim.payload.email, phone: victim.payload.phone }),
      });
      expect(again.status).toBe(201);
    });

    it("a replay that meets a deleted user's events before their deletion writes 'Deleted user' and nulls", async () => {
      const { USER_ACCOUNT_PROJECTION } = await import('../../src');
      const victim = await registerVerified(t, { name: 'Kiran Half-Deleted' });
      // Shred the key without the deletion event: what a replay sees between the two.
      await t.db
        .updateTable('personal_data_keys')
        .set({ key: null })
        .where('subject', '=', `user:${victim.id}`)
        .execute();
      await rebuildProjection(
        identityProjections.find((p) => p.name === USER_ACCOUNT_PROJECTION)!,
        {
          db: t.db,
          eventStore: t.eventStore,
          databaseUrl: t.config.DATABASE_URL,
        },
      );
      const row = await t.db
        .selectFrom('user_account')
        .selectAll()
        .where('id', '=', victim.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: 'Deleted user', email: null, phone: null, address: null });
    });
  });

  describe('start-up again', () => {
    it('creates the admin once when start-up runs again', async () => {
      await t.restart(); // closed with the first in afterAll: passport keeps one strategy per process
      const rows = await t.db
        .selectFrom('user_account')
        .select('id')
        .where('email', '=', 'admin@threadfit.test')
        .execute();
      expect(rows).toHaveLength(1);
      expect(t.logs.filter((line) => line.msg?.includes('admin account created'))).toHaveLength(1);
      expect(t.logs.some((line) => line.msg === 'admin account exists')).toBe(true);
    });
  });
});
