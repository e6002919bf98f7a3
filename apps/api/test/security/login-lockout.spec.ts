import { call, registerVerified } from '@store/identity/testing';
import { startSmtp, TestSmtp } from '@store/platform/testing';
import { startTestApp, TestApp } from '../support/test-app';

/** Issue #13 item 5: only failures count, per (account, IP) and per IP; nobody locks a shopper out. */
describe('Security: the login limiter counts wrong passwords only', () => {
  let t: TestApp;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({
      DEMO_CATALOGUE: 'off',
      SMTP_URL: smtp.url,
      RATE_LIMIT_LOGIN_FAILURES_ACCOUNT_IP: '3/15m',
      RATE_LIMIT_LOGIN_FAILURES_IP: '5/15m',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const login = (email: string, password: string, ip: string) =>
    call(t.app, 'POST', '/api/auth/login', { ip, body: { email, password } });

  it('never limits successful logins', async () => {
    const shopper = await registerVerified({ app: t.app, smtp, config: t.config });
    for (let i = 0; i < 8; i += 1)
      expect((await login(shopper.payload.email, shopper.payload.password, '198.51.100.1')).status).toBe(200);
  });

  it("refuses the attacker's IP after 3 wrong passwords with 429 and Retry-After, while the shopper signs in from another IP", async () => {
    const shopper = await registerVerified({ app: t.app, smtp, config: t.config });
    for (let i = 0; i < 3; i += 1)
      expect((await login(shopper.payload.email, 'wrong-guess', '198.51.100.2')).status).toBe(401);
    const refused = await login(shopper.payload.email, shopper.payload.password, '198.51.100.2');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(shopper.payload.email, shopper.payload.password, '198.51.100.3')).status).toBe(200);
  });

  it('limits one IP guessing across many accounts', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await login(`nobody${i}@example.in`, 'wrong-guess', '198.51.100.4')).status).toBe(401);
    expect((await login('nobody9@example.in', 'wrong-guess', '198.51.100.4')).status).toBe(429);
  });

  it('a correct password ends the count of its (account, IP) pair', async () => {
    const shopper = await registerVerified({ app: t.app, smtp, config: t.config });
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 2; i += 1)
        expect((await login(shopper.payload.email, 'typo-pass', `198.51.100.${10 + round}`)).status).toBe(401);
      expect((await login(shopper.payload.email, shopper.payload.password, `198.51.100.${10 + round}`)).status).toBe(
        200,
      );
    }
  });
});
