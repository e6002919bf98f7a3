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
  DATABASE_POOL_SIZE: { kind: 'int', min: 1, max: 200, default: 10 },
  REDIS_URL: { kind: 'url', protocols: ['redis:', 'rediss:'], default: 'redis://127.0.0.1:6379' },
  EVENTSTORE_URL: { kind: 'url', protocols: ['esdb:', 'esdb+discover:', 'kurrentdb:', 'kurrentdb+discover:', 'kurrent:'], optional: true },
  WEB_ORIGIN: { kind: 'url', protocols: ['http:', 'https:'], default: 'http://localhost:3000' },
  WEB_DIST_DIR: { kind: 'string', default: 'apps/web/dist' },
  JWT_SECRET: { kind: 'secret', minLength: 16, default: DEVELOPMENT_DEFAULTS.JWT_SECRET },
  JWT_EXPIRES_IN: { kind: 'duration', default: '7d' },
  SMTP_URL: { kind: 'url', protocols: ['smtp:', 'smtps:'], optional: true },
  MAIL_FROM: { kind: 'string', default: 'ThreadFit <no-reply@threadfit.in>' },
  MAIL_OUTBOX_DIR: { kind: 'string', default: 'var/mail' },
  SUPPORT_EMAIL: { kind: 'string', default: 'support@threadfit.in' },
  ADMIN_EMAIL: { kind: 'email', default: 'admin@threadfit.in' },
  ADMIN_PASSWORD: { kind: 'secret', minLength: 8, default: DEVELOPMENT_DEFAULTS.ADMIN_PASSWORD },
  RAZORPAY_KEY_ID: { kind: 'string', optional: true },
  RAZORPAY_KEY_SECRET: { kind: 'secret', minLength: 8, default: DEVELOPMENT_DEFAULTS.RAZORPAY_KEY_SECRET },
  RAZORPAY_WEBHOOK_SECRET: { kind: 'secret', minLength: 8, default: DEVELOPMENT_DEFAULTS.RAZORPAY_WEBHOOK_SECRET },
  /** Razorpay's API host; only changed to point the adapter at a stand-in (tests, sandboxes). */
  RAZORPAY_API_URL: { kind: 'url', protocols: ['https:', 'http:'], default: 'https://api.razorpay.com' },
  UPLOAD_DIR: { kind: 'string', default: 'var/uploads' },
  CLOUDINARY_CLOUD_NAME: { kind: 'string', optional: true },
  CLOUDINARY_UPLOAD_PRESET: { kind: 'string', optional: true },
  ORDER_PAYMENT_TIMEOUT: { kind: 'duration', default: '30m' },
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
  if (values.NODE_ENV === 'production') {
    for (const [name, devValue] of Object.entries(DEVELOPMENT_DEFAULTS)) {
      if (name.startsWith('RAZORPAY') && !values.RAZORPAY_KEY_ID) continue; // simulated gateway
      if (values[name] === devValue) {
        problems.push(`${name}: the development default cannot be used when NODE_ENV=production; set a secret of your own`);
      }
    }
  }
  if (problems.length) throw new ConfigError(problems);
  return values as AppConfig;
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
