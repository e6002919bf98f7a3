import { startTestApp, TestApp } from '../support/test-app';

/** Issue #13, configuration and exposure: what a production process shows to strangers. */
describe('Security: exposure of docs and health', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('serves /api/docs outside production only', async () => {
    t = await startTestApp({ DEMO_CATALOGUE: 'off' });
    expect((await t.app.inject({ method: 'GET', url: '/api/docs-json' })).statusCode).toBe(200);
    await t.close();
    t = await startTestApp({
      DEMO_CATALOGUE: 'off',
      NODE_ENV: 'production',
      JWT_SECRET: 'a-real-secret-of-32-characters!!',
      ADMIN_PASSWORD: 'Str0ng-admin-pass',
      BCRYPT_ROUNDS: '10',
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_abc',
      RAZORPAY_KEY_SECRET: 'test_key_secret',
      RAZORPAY_WEBHOOK_SECRET: 'test_webhook_secret',
      MAIL_TRANSPORT: 'file',
      MAIL_OUTBOX_DIR: 'var/test-mail',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs-json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/simulator/pay', payload: {} })).statusCode).toBe(
      404,
    );
  });

  it('answers public /api/health with its status only', async () => {
    t = await startTestApp({ DEMO_CATALOGUE: 'off' });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(Object.keys(res.json()).sort()).toEqual(expect.arrayContaining(['status', 'success']));
    expect(res.json().checks).toBeUndefined();
  });
});
