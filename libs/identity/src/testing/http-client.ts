import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ReceivedMail } from '@store/platform/testing';
import { codeIn } from '@store/platform/testing';
import type { AppConfig } from '@store/platform';
import type { TestSmtp } from '@store/platform/testing';

/**
 * HTTP helpers for any module's tests that need signed-in callers: the module's test app only
 * has to expose the Nest app, the test SMTP server and the admin settings.
 */
export interface SignInTarget {
  app: NestFastifyApplication;
  smtp: Pick<TestSmtp, 'waitFor'>;
  config: Pick<AppConfig, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>;
}

let ipCounter = 0;
/** A client IP of its own, so one test's requests do not count against another's rate limits. */
export const freshIp = () => `10.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}.${(process.pid % 200) + 1}`;

export interface CallOptions {
  token?: string;
  ip?: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

export async function call(
  app: NestFastifyApplication,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
) {
  const response = await app.inject({
    method,
    url,
    query: options.query,
    headers: {
      'x-forwarded-for': options.ip ?? freshIp(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
  return {
    status: response.statusCode,
    body: response.body ? (response.json() as any) : undefined,
    headers: response.headers,
  };
}

let userCounter = 0;
/** A registration payload with a unique e-mail and phone. */
export function newUser(overrides: Record<string, unknown> = {}) {
  userCounter += 1;
  const unique = `${Date.now().toString(36)}${userCounter}`;
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  return {
    name: 'Asha Verma',
    email: `asha.${unique}@example.in`,
    phone,
    password: 'secret123',
    address: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' },
    ...overrides,
  };
}

export const isVerificationMail = (mail: ReceivedMail) => /verification code/i.test(mail.subject);

/** Registers, reads the code from the real e-mail and verifies: returns the token and user. */
export async function registerVerified(t: SignInTarget, overrides: Record<string, unknown> = {}) {
  const payload = newUser(overrides);
  const registered = await call(t.app, 'POST', '/api/auth/register', { body: payload });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const mail = await t.smtp.waitFor(payload.email as string, isVerificationMail);
  const verified = await call(t.app, 'POST', '/api/auth/verify-registration-email', {
    body: { email: payload.email, code: codeIn(mail) },
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return {
    payload,
    token: verified.body.token as string,
    user: verified.body.data,
    id: verified.body.data._id as string,
  };
}

/**
 * Logs the start-up admin in. Start-up writes the account's events before the app answers, but
 * the login reads the user read model, which a loaded machine can show a moment later: retried
 * five times over about 6 s (fewer than the login limiter's 10 failures per account and IP).
 */
export async function adminToken(t: SignInTarget): Promise<{ token: string; id: string }> {
  for (let attempt = 0; ; attempt += 1) {
    const res = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: t.config.ADMIN_EMAIL, password: t.config.ADMIN_PASSWORD },
    });
    if (res.status === 200) return { token: res.body.token, id: res.body.user._id };
    if (attempt === 5 || res.status === 429) throw new Error(`admin login failed: ${JSON.stringify(res.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
  }
}
