import { AppConfig, durationMs, rateLimitOf } from '@store/platform';

/**
 * Request limits of the public and sensitive endpoints: per client IP and per account (the
 * e-mail/phone in the body, hashed, or the signed-in user, or a guest order's contact), fixed
 * windows in Redis. Those an operator may tune are settings (RATE_LIMIT_*, .env.example).
 */
export interface Limit {
  limit: number;
  windowMs: number;
}

export interface BucketLimits {
  ip?: Limit;
  account?: Limit;
}

export type RateLimitBucket =
  /** Wrong passwords only: `account` is per (account, IP) pair, `ip` per IP. */
  | 'login-failures'
  | 'verify'
  | 'resend'
  | 'forgot-password'
  | 'register'
  | 'notify-me'
  | 'review-write'
  | 'guest-order'
  /** Orders placed within one payment timeout: an upper bound of those still holding stock unpaid. */
  | 'unpaid-order';

export type RateLimits = Record<RateLimitBucket, BucketLimits>;

export const RATE_LIMITS = Symbol('RATE_LIMITS');

const minutes = (n: number) => n * 60_000;

export function rateLimitsFrom(config: AppConfig): RateLimits {
  const holdMs = durationMs(config.ORDER_PAYMENT_TIMEOUT);
  return {
    'login-failures': { account: rateLimitOf(config.RATE_LIMIT_LOGIN_FAILURES_ACCOUNT_IP), ip: rateLimitOf(config.RATE_LIMIT_LOGIN_FAILURES_IP) },
    verify: { ip: { limit: 20, windowMs: minutes(15) }, account: { limit: 10, windowMs: minutes(15) } },
    resend: { ip: { limit: 10, windowMs: minutes(15) }, account: { limit: 5, windowMs: minutes(15) } },
    'forgot-password': { ip: rateLimitOf(config.RATE_LIMIT_FORGOT_PASSWORD_IP), account: rateLimitOf(config.RATE_LIMIT_FORGOT_PASSWORD_ACCOUNT) },
    register: { ip: rateLimitOf(config.RATE_LIMIT_REGISTER_IP) },
    'notify-me': { ip: rateLimitOf(config.RATE_LIMIT_NOTIFY_ME_IP), account: rateLimitOf(config.RATE_LIMIT_NOTIFY_ME_ADDRESS) },
    'review-write': { account: rateLimitOf(config.RATE_LIMIT_REVIEW_WRITES_USER) },
    'guest-order': { ip: rateLimitOf(config.RATE_LIMIT_GUEST_ORDERS_IP), account: rateLimitOf(config.RATE_LIMIT_GUEST_ORDERS_CONTACT) },
    'unpaid-order': { ip: { limit: config.UNPAID_ORDERS_PER_IP, windowMs: holdMs }, account: { limit: config.UNPAID_ORDERS_PER_CONTACT, windowMs: holdMs } },
  };
}
