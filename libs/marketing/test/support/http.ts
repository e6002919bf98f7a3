import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { codeIn } from '@store/platform/testing';
import type { MarketingTestApp } from './marketing-test-app';

let ipCounter = 0;
/** A client IP of its own, so one test's requests do not count against another's rate limits. */
const freshIp = () => `10.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}.${(process.pid % 200) + 1}`;

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function call(app: NestFastifyApplication, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}) {
  const response = await app.inject({
    method,
    url,
    headers: {
      'x-forwarded-for': freshIp(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
  return { status: response.statusCode, body: response.body ? (response.json() as any) : undefined, headers: response.headers };
}

/** Logs identity's start-up admin in. */
export async function adminToken(t: MarketingTestApp): Promise<string> {
  const res = await call(t.app, 'POST', '/api/auth/login', { body: { email: t.config.ADMIN_EMAIL, password: t.config.ADMIN_PASSWORD } });
  if (res.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(res.body)}`);
  return res.body.token;
}

/** A verified shopper (role user) through identity's registration and the real e-mail. */
export async function shopperToken(t: MarketingTestApp): Promise<string> {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const email = `shopper.${unique}@example.in`;
  const payload = {
    name: 'Asha Verma',
    email,
    phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    password: 'secret123',
    address: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' },
  };
  const registered = await call(t.app, 'POST', '/api/auth/register', { body: payload });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const mail = await t.smtp.waitFor(email, (m) => /verification code/i.test(m.subject));
  const verified = await call(t.app, 'POST', '/api/auth/verify-registration-email', { body: { email, code: codeIn(mail) } });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return verified.body.token;
}
