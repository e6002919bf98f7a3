import { VALIDATION_MESSAGES as V } from '@store/contracts';
import { adminToken, call, freshIp, registerVerified } from '../../src/testing';
import { useIdentityApp } from '../support/identity-test-app';

describe('login, tokens and logout', () => {
  const t = useIdentityApp({ JWT_EXPIRES_IN: '2h' });

  const login = (email: string, password: string, ip?: string) =>
    call(t.app, 'POST', '/api/auth/login', { body: { email, password }, ip });

  it('logs in with the e-mail: { success, user (with role), token }', async () => {
    const { payload } = await registerVerified(t);
    const res = await login(payload.email.toUpperCase(), payload.password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Login successful!',
      token: expect.any(String),
      user: expect.objectContaining({ email: payload.email, role: 'user', isEmailVerified: true, active: true }),
    });
  });

  it('logs in with the Indian mobile number, with or without +91', async () => {
    const { payload } = await registerVerified(t);
    expect((await login(payload.phone, payload.password)).status).toBe(200);
    expect((await login(`+91 ${payload.phone}`, payload.password)).status).toBe(200);
  });

  it('issues tokens that expire after JWT_EXPIRES_IN', async () => {
    const { payload } = await registerVerified(t);
    const { token } = (await login(payload.email, payload.password)).body;
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(2 * 3600);
    expect(claims.jti).toEqual(expect.any(String));
  });

  it('answers a wrong password and an unknown account with one generic message', async () => {
    const { payload } = await registerVerified(t);
    const wrong = await login(payload.email, 'not-the-password');
    const unknown = await login('nobody.at.all@example.in', 'whatever1');
    const unknownPhone = await login('9000000001', 'whatever1');
    for (const res of [wrong, unknown, unknownPhone]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Invalid email/phone or password' });
    }
  });

  it.each([
    [{ email: '', password: 'secret123' }, 'email', V.identifierRequired],
    [{ email: 'asha@', password: 'secret123' }, 'email', V.emailInvalid],
    [{ email: '12345', password: 'secret123' }, 'email', V.phoneInvalid],
    [{ email: 'asha@example.in', password: '' }, 'password', V.passwordRequired],
    [{ email: 'asha@example.in', password: '123' }, 'password', V.passwordTooShort],
  ])('validates the login identifier and password as the spec says (%j)', async (body, param, message) => {
    const res = await call(t.app, 'POST', '/api/auth/login', { body });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ param, msg: message }]);
  });

  it('GET /auth/me and GET /auth/verify answer the signed-in user, 401 without a token', async () => {
    const { token, payload } = await registerVerified(t);
    const me = await call(t.app, 'GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ success: true, user: expect.objectContaining({ email: payload.email, role: 'user' }) });
    const verify = await call(t.app, 'GET', '/api/auth/verify', { token });
    expect(verify.body).toMatchObject({ success: true, valid: true, user: { email: payload.email } });
    expect((await call(t.app, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/verify', { token: 'not.a.token' })).status).toBe(401);
  });

  it("logs out with 'Logged out successfully' and the token stops working at once", async () => {
    const { payload } = await registerVerified(t);
    const first = (await login(payload.email, payload.password)).body.token;
    const second = (await login(payload.email, payload.password)).body.token;
    const res = await call(t.app, 'POST', '/api/auth/logout', { token: first });
    expect(res.body).toEqual({ success: true, message: 'Logged out successfully' });
    expect((await call(t.app, 'GET', '/api/auth/me', { token: first })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: second })).status).toBe(200);
  });

  it("refuses a blocked account ('Your account has been blocked') and ends its tokens at once", async () => {
    const user = await registerVerified(t);
    const admin = await adminToken(t);
    const blocked = await call(t.app, 'PUT', `/api/users/${user.id}`, { token: admin.token, body: { active: false } });
    expect(blocked.status).toBe(200);
    const me = await call(t.app, 'GET', '/api/auth/me', { token: user.token });
    expect(me.status).toBe(401);
    expect(me.body.message).toBe('Your account has been blocked');
    const res = await login(user.payload.email, user.payload.password);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your account has been blocked');
    await call(t.app, 'PUT', `/api/users/${user.id}`, { token: admin.token, body: { active: true } });
    expect((await login(user.payload.email, user.payload.password)).status).toBe(200);
  });

  it("ends a deleted user's tokens at once", async () => {
    const user = await registerVerified(t);
    const admin = await adminToken(t);
    expect((await call(t.app, 'DELETE', `/api/users/${user.id}`, { token: admin.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await login(user.payload.email, user.payload.password)).body.message).toBe(
      'Invalid email/phone or password',
    );
  });

  it('rate-limits wrong passwords per account and IP: 429 with Retry-After after 10 in 15 minutes; the right password elsewhere still works', async () => {
    const { payload } = await registerVerified(t);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await login(payload.email, 'wrong-password', ip)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    const limited = await login(payload.email, payload.password, ip);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, message: 'Too many requests. Please try again later.' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect((await login(payload.email, payload.password, freshIp())).status).toBe(200);
  });

  it('never counts successful logins', async () => {
    const { payload } = await registerVerified(t);
    const ip = freshIp();
    for (let i = 0; i < 15; i += 1) expect((await login(payload.email, payload.password, ip)).status).toBe(200);
  });

  it('rate-limits wrong passwords per IP: 429 after 300 in 15 minutes from one address (a carrier address shared by hundreds of shoppers stays below)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 300; i += 1) expect((await login(`someone${i}@example.in`, 'whatever1', ip)).status).toBe(401);
    const limited = await login('another@example.in', 'whatever1', ip);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await login('another@example.in', 'whatever1', freshIp())).status).toBe(401);
  });

  it('keeps the rate-limit counters in Redis under QUEUE_PREFIX', async () => {
    const { default: IORedis } = await import('ioredis');
    const redis = new IORedis(t.config.REDIS_URL);
    try {
      const keys = await redis.keys(`${t.config.QUEUE_PREFIX}:identity:rate:login-failures:*`);
      expect(keys.length).toBeGreaterThan(0);
      expect(await redis.pttl(keys[0])).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
  });
});
