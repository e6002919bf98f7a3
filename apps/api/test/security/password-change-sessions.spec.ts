import { call, registerVerified } from '@store/identity/testing';
import { startSmtp, TestSmtp } from '@store/platform/testing';
import { startTestApp, TestApp } from '../support/test-app';

/** Issue #13 item 6: changing the password ends the other sessions; this one gets a fresh token. */
describe('Security: a password change ends every other session', () => {
  let t: TestApp;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({ DEMO_CATALOGUE: 'off', SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('refuses the old tokens (401) and answers with a fresh token that works', async () => {
    const shopper = await registerVerified({ app: t.app, smtp, config: t.config });
    const other = (
      await call(t.app, 'POST', '/api/auth/login', {
        body: { email: shopper.payload.email, password: shopper.payload.password },
      })
    ).body.token as string;
    const current = (
      await call(t.app, 'POST', '/api/auth/login', {
        body: { email: shopper.payload.email, password: shopper.payload.password },
      })
    ).body.token as string;
    expect((await call(t.app, 'GET', '/api/auth/me', { token: other })).status).toBe(200);

    const changed = await call(t.app, 'PUT', '/api/auth/change-password', {
      token: current,
      body: { currentPassword: shopper.payload.password, newPassword: 'brand-new-pass' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ success: true, message: 'Password changed successfully!' });

    expect((await call(t.app, 'GET', '/api/auth/me', { token: other })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: current })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: changed.body.token })).status).toBe(200);
  });
});
