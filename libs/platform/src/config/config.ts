import { DEFAULT_STORE_TIME_ZONE } from '@store/contracts';
import { productionProblems, resolveChoices } from './production-rules';
import { parseSettings, SettingSpec } from './settings';

export const PROCESS_ROLES = ['all', 'api', 'projector', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

/** Development-only secrets: fine on a laptop, refused when NODE_ENV=production. */
export const DEVELOPMENT_DEFAULTS = {
  JWT_SECRET: 'dev-only-jwt-secret-change-me',
  ADMIN_PASSWORD: 'Admin@12345',
  RAZORPAY_KEY_SECRET: 'sim_secret_dev_only',
  RAZORPAY_WEBHOOK_SECRET: 'sim_webhook_secret_dev_only',
} as const;

const specs = {
  NODE_ENV: { kind: 'enum', values: ['development', 'test', 'production'], default: 'development' },
  HOST: { kind: 'string', default: '0.0.0.0' },
  PORT: { kind: 'port', default: 3000 },
  ROLE: { kind: 'enum', values: PROCESS_ROLES, default: 'all' },
  LOG_LEVEL: { kind: 'enum', values: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info' },
  DATABASE_URL: { kind: 'url', protocols: ['postgres:', 'postgresql:'], default: 'postgres://postgres@127.0.0.1:5432/store' },
  /** Pooled PostgreSQL connections per process, event store and read models together (see splitPoolBudget). */
  DATABASE_POOL_SIZE: { kind: 'int', min: 2, max: 200, default: 10 },
  REDIS_URL: { kind: 'url', protocols: ['redis:', 'rediss:'], default: 'redis://127.0.0.1:6379' },
  EVENTSTORE_URL: { kind: 'url', protocols: ['esdb:', 'esdb+discover:', 'kurrentdb:', 'kurrentdb+discover:', 'kurrent:'], optional: true },
  /** The public origin of the store (e-mail links, CORS). Unset: http://localhost:{PORT}, so links follow the port the store runs on. */
  WEB_ORIGIN: { kind: 'url', protocols: ['http:', 'https:'], optional: true },
  /** The IANA time zone every date is shown in, on screens and in e-mails. */
  STORE_TIME_ZONE: { kind: 'timeZone', default: DEFAULT_STORE_TIME_ZONE },
  WEB_DIST_DIR: { kind: 'string', default: 'apps/web/dist' },
  JWT_SECRET: { kind: 'secret', minLength: 16, default: DEVELOPMENT_DEFAULTS.JWT_SECRET },
  JWT_EXPIRES_IN: { kind: 'duration', default: '7d' },
  SMTP_URL: { kind: 'url', protocols: ['smtp:', 'smtps:'], optional: true },
  /** smtp needs SMTP_URL; file writes .eml files to MAIL_OUTBOX_DIR. Unset: smtp when SMTP_URL is set, else file (refused in production). */
  MAIL_TRANSPORT: { kind: 'enum', values: ['smtp', 'file'], optional: true },
  MAIL_FROM: { kind: 'string', default: 'ThreadFit <no-reply@threadfit.in>' },
  MAIL_OUTBOX_DIR: { kind: 'string', default: 'var/mail' },
  SUPPORT_EMAIL: { kind: 'string', default: 'support@threadfit.in' },
  ADMIN_EMAIL: { kind: 'email', default: 'admin@threadfit.in' },
  ADMIN_PASSWORD: { kind: 'secret', minLength: 8, default: DEVELOPMENT_DEFAULTS.ADMIN_PASSWORD },
  /** razorpay or simulated; unset: razorpay when RAZORPAY_KEY_ID is set or NODE_ENV=production, else simulated. */
  PAYMENT_GATEWAY: { kind: 'enum', values: ['razorpay', 'simulated'], optional: true },
  RAZORPAY_KEY_ID: { kind: 'string', optional: true },
  RAZORPAY_KEY_SECRET: { kind: 'secret', minLength: 8, default: DEVELOPMENT_DEFAULTS.RAZORPAY_KEY_SECRET },
  RAZORPAY_WEBHOOK_SECRET: { kind: 'secret', minLength: 8, default: DEVELOPMENT_DEFAULTS.RAZORPAY_WEBHOOK_SECRET },
  /** Razorpay's API host; only changed to point the adapter at a stand-in (tests, sandboxes). */
  RAZORPAY_API_URL: { kind: 'url', protocols: ['https:', 'http:'], default: 'https://api.razorpay.com' },
  /** How long a call to the payment provider may take before its answer counts as lost. */
  PAYMENT_GATEWAY_TIMEOUT: { kind: 'duration', default: '15s' },
  /** A refund not settled (its gateway answer lost, or no webhook yet) is looked up after this, then again with exponential backoff. */
  REFUND_RETRY_DELAY: { kind: 'duration', default: '1m' },
  UPLOAD_DIR: { kind: 'string', default: 'var/uploads' },
  CLOUDINARY_CLOUD_NAME: { kind: 'string', optional: true },
  CLOUDINARY_UPLOAD_PRESET: { kind: 'string', optional: true },
  ORDER_PAYMENT_TIMEOUT: { kind: 'duration', default: '15m' },
  /** How often the stock sweeper (ROLE=all|worker, one active runner) settles reservations past their expiry. */
  STOCK_SWEEP_INTERVAL: { kind: 'duration', default: '1m' },
  /** How long a guest's order link (its access token, in the confirmation page and e-mail) opens the order. */
  GUEST_ORDER_LINK_TTL: { kind: 'duration', default: '180d' },
  /** How long the link of a notify-me confirmation e-mail (a guest's address) subscribes it. */
  NOTIFY_ME_CONFIRM_LINK_TTL: { kind: 'duration', default: '48h' },
  /** At most one notify-me confirmation e-mail per address and product within this window. */
  NOTIFY_ME_CONFIRM_MAIL_WINDOW: { kind: 'duration', default: '1h' },
  /** Most units of one line of an order (the cart allows 100; no shopper of this store buys more than a few of one size). */
  ORDER_MAX_UNITS_PER_LINE: { kind: 'int', min: 1, max: 100, default: 20 },
  /** Which proxies may set X-Forwarded-For: off, a hop count (1 = one load balancer), or addresses/CIDRs separated by commas. */
  TRUST_PROXY: { kind: 'string', default: 'off' },
  /** Request limits (count/window), per client IP and per account or contact; 429 + Retry-After beyond them. */
  RATE_LIMIT_LOGIN_FAILURES_ACCOUNT_IP: { kind: 'rate', default: '10/15m' },
  RATE_LIMIT_LOGIN_FAILURES_IP: { kind: 'rate', default: '50/15m' },
  RATE_LIMIT_REGISTER_IP: { kind: 'rate', default: '10/1h' },
  RATE_LIMIT_FORGOT_PASSWORD_IP: { kind: 'rate', default: '10/1h' },
  RATE_LIMIT_FORGOT_PASSWORD_ACCOUNT: { kind: 'rate', default: '3/1h' },
  RATE_LIMIT_NOTIFY_ME_IP: { kind: 'rate', default: '30/1h' },
  /** Notify-me requests naming one e-mail address (a guest's, or a signed-in shopper's account), across IPs and products. */
  RATE_LIMIT_NOTIFY_ME_ADDRESS: { kind: 'rate', default: '10/1h' },
  RATE_LIMIT_REVIEW_WRITES_USER: { kind: 'rate', default: '20/1h' },
  RATE_LIMIT_GUEST_ORDERS_IP: { kind: 'rate', default: '20/1h' },
  RATE_LIMIT_GUEST_ORDERS_CONTACT: { kind: 'rate', default: '10/1h' },
  /** Orders that may wait for payment at once, per IP and per account or guest contact (counted over ORDER_PAYMENT_TIMEOUT). */
  UNPAID_ORDERS_PER_IP: { kind: 'int', min: 1, max: 1_000_000, default: 10 },
  UNPAID_ORDERS_PER_CONTACT: { kind: 'int', min: 1, max: 1_000_000, default: 5 },
  QUEUE_PREFIX: { kind: 'string', default: 'store' },
  BCRYPT_ROUNDS: { kind: 'int', min: 4, max: 15, default: 10 },
  /** auto: the demo catalogue is loaded into an empty store, except under NODE_ENV=test. */
  DEMO_CATALOGUE: { kind: 'enum', values: ['auto', 'on', 'off'], default: 'auto' },
  BODY_LIMIT_BYTES: { kind: 'int', min: 1024, max: 50 * 1024 * 1024, default: 1024 * 1024 },
} satisfies Record<string, SettingSpec>;

type Specs = typeof specs;
type ValueOf<S> = S extends { kind: 'port' | 'int' }
  ? number
  : S extends { kind: 'enum'; values: readonly (infer V)[] }
    ? V
    : string;
export type AppConfig = {
  [K in keyof Specs]: Specs[K] extends { optional: true } ? ValueOf<Specs[K]> | undefined : ValueOf<Specs[K]>;
} & {
  /** Resolved from the settings above by loadConfig: never undefined. */
  PAYMENT_GATEWAY: 'razorpay' | 'simulated';
  MAIL_TRANSPORT: 'smtp' | 'file';
  /** Without a trailing slash. */
  WEB_ORIGIN: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads every setting from the environment, with defaults that work on a developer machine.
 * Throws ConfigError listing every bad value at once; in production, refuses the development
 * secrets above.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const { values, problems } = parseSettings(specs, env);
  resolveChoices(values);
  problems.push(...productionProblems(values, DEVELOPMENT_DEFAULTS));
  if (problems.length) throw new ConfigError(problems);
  return values as AppConfig;
}

/** A rate setting such as "10/15m" as a count and a window in milliseconds. */
export function rateLimitOf(value: string): { limit: number; windowMs: number } {
  const [count, window] = value.split('/');
  return { limit: Number(count), windowMs: durationMs(window) };
}

/** Milliseconds in a duration setting such as "30m", "15s", "7d" or "500ms". */
export function durationMs(value: string): number {
  const match = /^(\d+)(ms|s|m|h|d)$/.exec(value.trim());
  if (!match) throw new Error(`Not a duration: ${value}`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 'ms'];
  return Number(match[1]) * unit;
}

export const runsHttp = (role: ProcessRole) => role === 'all' || role === 'api';
export const runsProjections = (role: ProcessRole) => role === 'all' || role === 'projector';
export const runsWorkers = (role: ProcessRole) => role === 'all' || role === 'worker';
