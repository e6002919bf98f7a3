import { DEFAULT_STORE_TIME_ZONE } from '@store/contracts';
import { addressProblems, productionProblems, resolveChoices } from './production-rules';
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
  DATABASE_URL: {
    kind: 'url',
    protocols: ['postgres:', 'postgresql:'],
    default: 'postgres://postgres@127.0.0.1:5432/store',
  },
  /** Pooled PostgreSQL connections per process, event store and read models together (see splitPoolBudget). */
  DATABASE_POOL_SIZE: { kind: 'int', min: 2, max: 200, default: 10 },
  REDIS_URL: { kind: 'url', protocols: ['redis:', 'rediss:'], default: 'redis://127.0.0.1:6379' },
  EVENTSTORE_URL: {
    kind: 'url',
    protocols: ['esdb:', 'esdb+discover:', 'kurrentdb:', 'kurrentdb+discover:', 'kurrent:'],
    optional: true,
  },
  /** The public origin of the store (e-mail links, CORS). Unset: http://localhost:{PORT}, so links follow the port the store runs on. */
  WEB_ORIGIN: { kind: 'url', protocols: ['http:', 'https:'], optional: true },
  /** The store's public address for canonical and absolute URLs (sitemap, robots.txt, link previews). Unset: WEB_ORIGIN. */
  PUBLIC_URL: { kind: 'url', protocols: ['http:', 'https:'], optional: true },
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
  /** A signed-in shopper's cart untouched this long gets one reminder e-mail, with their marketing consent (issue #44). */
  CART_REMINDER_AFTER: { kind: 'duration', default: '4h' },
  /** A discount code printed in the cart reminder e-mail; unset or empty: none. */
  CART_REMINDER_CODE: { kind: 'string', optional: true },
  /** Most units of one line of an order (the cart allows 100; no shopper of this store buys more than a few of one size). */
  ORDER_MAX_UNITS_PER_LINE: { kind: 'int', min: 1, max: 100, default: 20 },
  /** Which proxies may set X-Forwarded-For: off, a hop count (1 = one load balancer), or addresses/CIDRs separated by commas. */
  TRUST_PROXY: { kind: 'string', default: 'off' },
  /**
   * Request limits (count/window), per client IP and per account or contact; 429 + Retry-After
   * beyond them. Per IP only what costs the store money (e-mails, code checks, bcrypt), and high
   * enough that a carrier-grade NAT address shared by hundreds of honest shoppers never reaches it
   * (issue #38; reasoning in .env.example).
   */
  RATE_LIMIT_LOGIN_FAILURES_ACCOUNT_IP: { kind: 'rate', default: '10/15m' },
  RATE_LIMIT_LOGIN_FAILURES_IP: { kind: 'rate', default: '300/15m' },
  RATE_LIMIT_REGISTER_IP: { kind: 'rate', default: '100/1h' },
  RATE_LIMIT_FORGOT_PASSWORD_IP: { kind: 'rate', default: '100/1h' },
  RATE_LIMIT_FORGOT_PASSWORD_ACCOUNT: { kind: 'rate', default: '3/1h' },
  /** Verification codes e-mailed (registration, e-mail and phone changes), per IP. */
  RATE_LIMIT_CODE_EMAILS_IP: { kind: 'rate', default: '100/15m' },
  /** Verification codes checked, per IP (each code also allows 5 wrong tries, each account 10 checks per 15 minutes). */
  RATE_LIMIT_CODE_CHECKS_IP: { kind: 'rate', default: '200/15m' },
  RATE_LIMIT_NOTIFY_ME_IP: { kind: 'rate', default: '200/1h' },
  /** Notify-me requests naming one e-mail address (a guest's, or a signed-in shopper's account), across IPs and products. */
  RATE_LIMIT_NOTIFY_ME_ADDRESS: { kind: 'rate', default: '10/1h' },
  RATE_LIMIT_REVIEW_WRITES_USER: { kind: 'rate', default: '20/1h' },
  /** Orders placed per IP (guest and signed in): a flood backstop only, far above a shared carrier address's honest orders. */
  RATE_LIMIT_ORDERS_IP: { kind: 'rate', default: '1000/15m' },
  /** Orders waiting for payment at once per contact: a signed-in shopper, or a guest's e-mail and phone (each). */
  UNPAID_ORDERS_PER_CONTACT: { kind: 'int', min: 1, max: 1_000_000, default: 3 },
  /** Orders waiting for payment at once per browser (its signed device cookie). */
  UNPAID_ORDERS_PER_DEVICE: { kind: 'int', min: 1, max: 1_000_000, default: 5 },
  /** Most of a colour and size's units on hand that unpaid guest orders of one contact or browser may hold, in percent... */
  UNPAID_STOCK_SHARE_PERCENT: { kind: 'int', min: 1, max: 100, default: 25 },
  /** ...but never fewer than this many units. */
  UNPAID_STOCK_SHARE_MIN_UNITS: { kind: 'int', min: 1, max: 1_000_000, default: 2 },
  QUEUE_PREFIX: { kind: 'string', default: 'store' },
  BCRYPT_ROUNDS: { kind: 'int', min: 4, max: 15, default: 10 },
  /** auto: the demo catalogue is loaded into an empty store, except under NODE_ENV=test. */
  DEMO_CATALOGUE: { kind: 'enum', values: ['auto', 'on', 'off'], default: 'auto' },
  BODY_LIMIT_BYTES: { kind: 'int', min: 1024, max: 50 * 1024 * 1024, default: 1024 * 1024 },
  /** A connection must send a request's line and headers within this (also one that sends nothing); beyond: 408 and closed. */
  HTTP_HEADERS_TIMEOUT: { kind: 'duration', default: '10s' },
  /** A whole request, headers and body (an image upload of 5 MB), must arrive within this; beyond: 408 and closed. */
  HTTP_REQUEST_TIMEOUT: { kind: 'duration', default: '2m' },
  /** An idle keep-alive connection is closed after this; longer than the idle timeout of the proxy in front. */
  HTTP_KEEP_ALIVE_TIMEOUT: { kind: 'duration', default: '72s' },
  /** A connection on which no byte moves either way for this long is closed, also while its answer is being made. */
  HTTP_IDLE_TIMEOUT: { kind: 'duration', default: '60s' },
  /**
   * The seller on tax invoices until an admin saves "Business and tax" (issue #42): the store
   * issues invoices from its first shipment. The GSTIN is a valid-format demo number.
   */
  SELLER_LEGAL_NAME: { kind: 'string', default: 'ThreadFit Apparel Private Limited' },
  SELLER_TRADE_NAME: { kind: 'string', default: 'ThreadFit' },
  SELLER_ADDRESS: { kind: 'string', default: '4th Floor, 21 Linking Road, Bandra West, Mumbai 400050' },
  SELLER_STATE: { kind: 'string', default: 'Maharashtra' },
  SELLER_GSTIN: { kind: 'string', default: '27AABCT1234F1ZQ' },
  INVOICE_SERIES: { kind: 'string', default: 'INV' },
  CREDIT_NOTE_SERIES: { kind: 'string', default: 'CN' },
  /** HSN digits printed on invoices: 4 up to ₹5 crore annual turnover, 6 above it. */
  INVOICE_HSN_DIGITS: { kind: 'enum', values: ['4', '6'], default: '4' },
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
  /** Without a trailing slash; WEB_ORIGIN when unset. */
  PUBLIC_URL: string;
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
  problems.push(...addressProblems(values));
  resolveChoices(values);
  problems.push(...productionProblems(values, DEVELOPMENT_DEFAULTS));
  problems.push(...httpTimeoutProblems(values as Partial<AppConfig>));
  if (problems.length) throw new ConfigError(problems);
  return values as AppConfig;
}

const HTTP_TIMEOUTS = [
  'HTTP_HEADERS_TIMEOUT',
  'HTTP_REQUEST_TIMEOUT',
  'HTTP_KEEP_ALIVE_TIMEOUT',
  'HTTP_IDLE_TIMEOUT',
] as const;

/** The HTTP server's timeouts: none may be zero (Node reads zero as "never"), and the headers come within the request's time. */
function httpTimeoutProblems(config: Partial<AppConfig>): string[] {
  if (HTTP_TIMEOUTS.some((name) => config[name] === undefined)) return []; // already named as malformed
  const problems = HTTP_TIMEOUTS.filter((name) => durationMs(config[name]!) === 0).map(
    (name) => `${name}: must be longer than 0 (got "${config[name]}")`,
  );
  if (durationMs(config.HTTP_HEADERS_TIMEOUT!) > durationMs(config.HTTP_REQUEST_TIMEOUT!)) {
    problems.push(
      `HTTP_HEADERS_TIMEOUT: must not be longer than HTTP_REQUEST_TIMEOUT (got "${config.HTTP_HEADERS_TIMEOUT}" and "${config.HTTP_REQUEST_TIMEOUT}")`,
    );
  }
  return problems;
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
