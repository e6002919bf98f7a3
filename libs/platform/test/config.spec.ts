import { ConfigError, durationMs, loadConfig, rateLimitOf } from '../src';

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('configuration', () => {
  it('starts with working local defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/store',
      REDIS_URL: 'redis://127.0.0.1:6379',
      ROLE: 'all',
      NODE_ENV: 'development',
      BODY_LIMIT_BYTES: 1024 * 1024,
    });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.EVENTSTORE_URL).toBeUndefined();
  });

  it('reads values from the environment and converts numbers', () => {
    const config = loadConfig({
      PORT: '8080',
      ROLE: 'worker',
      SMTP_URL: 'smtp://mail.local:2525',
      EVENTSTORE_URL: 'esdb://localhost:2113?tls=false',
    });
    expect(config.PORT).toBe(8080);
    expect(config.ROLE).toBe('worker');
    expect(config.SMTP_URL).toBe('smtp://mail.local:2525');
  });

  it('names every bad setting in one clear message', () => {
    expect(
      problemsOf({
        PORT: 'abc',
        ROLE: 'boss',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        ORDER_PAYMENT_TIMEOUT: 'soon',
      }),
    ).toEqual([
      'PORT: must be a port number from 1 to 65535 (got "abc")',
      'ROLE: must be one of all, api, projector, worker (got "boss")',
      'DATABASE_URL: must be a URL starting with postgres:// or postgresql:// (got "mysql://x")',
      'JWT_SECRET: must be at least 16 characters long (got "***")',
      'ORDER_PAYMENT_TIMEOUT: must be a duration such as 500ms, 15s, 30m, 12h or 7d (got "soon")',
    ]);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(
      'Invalid configuration:\n  - PORT: must be a port number from 1 to 65535 (got "70000")',
    );
  });

  it('refuses to start in production with a development secret, without Razorpay keys or without SMTP', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'RAZORPAY_KEY_ID: is required with PAYMENT_GATEWAY=razorpay (the default when NODE_ENV=production)',
      'SMTP_URL: is required to send e-mail (set MAIL_TRANSPORT=file to write .eml files to MAIL_OUTBOX_DIR instead)',
      'JWT_SECRET: the development default cannot be used when NODE_ENV=production; set a secret of your own',
      'ADMIN_PASSWORD: the development default cannot be used when NODE_ENV=production; set a secret of your own',
      'RAZORPAY_KEY_SECRET: the development default cannot be used when NODE_ENV=production; set a secret of your own',
      'RAZORPAY_WEBHOOK_SECRET: the development default cannot be used when NODE_ENV=production; set a secret of your own',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'simulated' })).toContain(
      'PAYMENT_GATEWAY: the simulated gateway cannot run when NODE_ENV=production (it signs any payment); configure Razorpay',
    );
    const live = {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-real-secret-of-32-characters!!',
      ADMIN_PASSWORD: 'Str0ng-admin-pass',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'live_key_secret',
      RAZORPAY_WEBHOOK_SECRET: 'live_webhook_secret',
    };
    expect(() => loadConfig({ ...live, SMTP_URL: 'smtp://mail.local:2525' })).not.toThrow();
    expect(loadConfig({ ...live, MAIL_TRANSPORT: 'file' }).MAIL_TRANSPORT).toBe('file');
    expect(loadConfig({ ...live, SMTP_URL: 'smtp://mail.local:2525' }).PAYMENT_GATEWAY).toBe('razorpay');
  });

  it('runs the simulated gateway and the file outbox by default outside production only', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({
      PAYMENT_GATEWAY: 'simulated',
      MAIL_TRANSPORT: 'file',
    });
    expect(loadConfig({ NODE_ENV: 'test', RAZORPAY_KEY_ID: 'rzp_test_x' }).PAYMENT_GATEWAY).toBe('razorpay');
  });

  it('links to the port the store runs on unless a public origin is set (e-mails linked to localhost:3000 on any port)', () => {
    expect(loadConfig({}).WEB_ORIGIN).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3100' }).WEB_ORIGIN).toBe('http://localhost:3100');
    expect(loadConfig({ PORT: '3100', WEB_ORIGIN: 'https://threadfit.in/' }).WEB_ORIGIN).toBe('https://threadfit.in');
    expect(problemsOf({ WEB_ORIGIN: 'ftp://threadfit.in' })).toEqual([
      'WEB_ORIGIN: must be a URL starting with http:// or https:// (got "ftp://threadfit.in")',
    ]);
  });

  it('writes canonical and absolute URLs with PUBLIC_URL, else WEB_ORIGIN, else the port the store runs on, never with a trailing slash', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3100' }).PUBLIC_URL).toBe('http://localhost:3100');
    expect(loadConfig({ WEB_ORIGIN: 'https://shop.threadfit.in/' }).PUBLIC_URL).toBe('https://shop.threadfit.in');
    const both = loadConfig({ WEB_ORIGIN: 'https://shop.threadfit.in', PUBLIC_URL: 'https://threadfit.in//' });
    expect([both.WEB_ORIGIN, both.PUBLIC_URL]).toEqual(['https://shop.threadfit.in', 'https://threadfit.in']);
  });

  it('refuses a PUBLIC_URL that is not http(s), or that carries a query, a #fragment or a user name into every URL', () => {
    expect(problemsOf({ PUBLIC_URL: 'ftp://threadfit.in' })).toEqual([
      'PUBLIC_URL: must be a URL starting with http:// or https:// (got "ftp://threadfit.in")',
    ]);
    expect(problemsOf({ PUBLIC_URL: 'threadfit.in' })).toEqual([
      'PUBLIC_URL: must be a URL starting with http:// or https:// (got "threadfit.in")',
    ]);
    for (const address of ['https://threadfit.in/?ref=1', 'https://threadfit.in/#top', 'https://me:pw@threadfit.in']) {
      expect(problemsOf({ PUBLIC_URL: address })).toEqual([
        `PUBLIC_URL: must be an address without a query, a #fragment or a user name, such as https://threadfit.in (got "${address}")`,
      ]);
    }
    expect(problemsOf({ WEB_ORIGIN: 'https://threadfit.in?x' })).toEqual([
      'WEB_ORIGIN: must be an address without a query, a #fragment or a user name, such as https://threadfit.in (got "https://threadfit.in?x")',
    ]);
  });

  it('shows dates in India time unless STORE_TIME_ZONE names another real time zone', () => {
    expect(loadConfig({}).STORE_TIME_ZONE).toBe('Asia/Kolkata');
    expect(loadConfig({ STORE_TIME_ZONE: 'Asia/Dubai' }).STORE_TIME_ZONE).toBe('Asia/Dubai');
    expect(problemsOf({ STORE_TIME_ZONE: 'India' })).toEqual([
      'STORE_TIME_ZONE: must be a time zone such as Asia/Kolkata (got "India")',
    ]);
  });

  it('reads request limits written count/window', () => {
    expect(rateLimitOf(loadConfig({ RATE_LIMIT_REGISTER_IP: '7/2h' }).RATE_LIMIT_REGISTER_IP)).toEqual({
      limit: 7,
      windowMs: 7_200_000,
    });
    expect(problemsOf({ RATE_LIMIT_REGISTER_IP: 'lots' })).toEqual([
      'RATE_LIMIT_REGISTER_IP: must be a count per duration such as 10/15m or 100/1h (got "lots")',
    ]);
  });

  it('bounds the HTTP server: headers within 10 s, a whole request within 2 minutes, keep-alive 72 s, idle 60 s', () => {
    expect(loadConfig({})).toMatchObject({
      HTTP_HEADERS_TIMEOUT: '10s',
      HTTP_REQUEST_TIMEOUT: '2m',
      HTTP_KEEP_ALIVE_TIMEOUT: '72s',
      HTTP_IDLE_TIMEOUT: '60s',
    });
    expect(problemsOf({ HTTP_IDLE_TIMEOUT: '0s', HTTP_HEADERS_TIMEOUT: '3m' })).toEqual([
      'HTTP_IDLE_TIMEOUT: must be longer than 0 (got "0s")',
      'HTTP_HEADERS_TIMEOUT: must not be longer than HTTP_REQUEST_TIMEOUT (got "3m" and "2m")',
    ]);
    expect(problemsOf({ HTTP_REQUEST_TIMEOUT: 'never' })).toEqual([
      'HTTP_REQUEST_TIMEOUT: must be a duration such as 500ms, 15s, 30m, 12h or 7d (got "never")',
    ]);
  });

  it('reads durations', () => {
    expect(durationMs('30m')).toBe(1_800_000);
    expect(durationMs('500ms')).toBe(500);
    expect(durationMs('7d')).toBe(604_800_000);
  });
});
