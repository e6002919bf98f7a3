import { loadConfig } from '@store/platform';
import { startTestApp, TestApp } from '../support/test-app';

/** Issue #13 item 2: nobody marks an order paid for free in production. */
describe('Security: the simulated gateway runs only when chosen, never in production', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('refuses to start in production without Razorpay keys, as docker-compose ran it before', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'a-real-secret-of-32-characters!!',
        ADMIN_PASSWORD: 'Str0ng-admin-pass',
        SMTP_URL: 'smtp://mail:25',
      }),
    ).toThrow(/RAZORPAY_KEY_ID: is required/);
  });

  it('refuses PAYMENT_GATEWAY=simulated and the default webhook secret in production', () => {
    const attempt = () =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'a-real-secret-of-32-characters!!',
        ADMIN_PASSWORD: 'Str0ng-admin-pass',
        SMTP_URL: 'smtp://mail:25',
        PAYMENT_GATEWAY: 'simulated',
        RAZORPAY_KEY_ID: 'rzp_live_x',
        RAZORPAY_KEY_SECRET: 'live_key_secret',
      });
    expect(attempt).toThrow(/PAYMENT_GATEWAY: the simulated gateway cannot run/);
    expect(attempt).toThrow(/RAZORPAY_WEBHOOK_SECRET: the development default cannot be used/);
  });

  it('does not mount /api/payments/simulator/pay with the Razorpay gateway', async () => {
    t = await startTestApp({
      DEMO_CATALOGUE: 'off',
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_abc',
      RAZORPAY_KEY_SECRET: 'test_key_secret',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/simulator/pay',
      payload: { razorpay_order_id: 'order_abcdefghijklmn' },
    });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/config' })).json()).toMatchObject({
      gateway: 'razorpay',
      key: 'rzp_test_abc',
    });
  });

  it('mounts the simulator when the simulated gateway is chosen (the default outside production)', async () => {
    t = await startTestApp({ DEMO_CATALOGUE: 'off' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/simulator/pay',
      payload: { razorpay_order_id: 'order_abcdefghijklmn' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Unknown payment order');
  });
});
