import { AppConfig, rateLimitOf } from '@store/platform';

/**
 * Request limits of the public and sensitive endpoints: per client IP and per account (the
 * e-mail/phone in the body, hashed, or the signed-in user), fixed windows in Redis. Those an
 * operator may tune are settings (RATE_LIMIT_*, .env.example). Per IP they are set where a
 * carrier-grade NAT address, shared by hundreds of honest shoppers, does not reach them; what one
 * shopper may hold unpaid is capped per contact and browser by ordering's UnpaidOrderHolds.
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
  /** Orders placed, guest or signed in: per IP only, a flood backstop. */
  | 'order';

export type RateLimits = Record<RateLimitBucket, BucketLimits>;

export const RATE_LIMITS = Symbol('RATE_LIMITS');

const minutes = (n: number) => n * 60_000;

export function rateLimitsFrom(config: AppConfig): RateLimits {
  return {
    'login-failures': {
      account: rateLimitOf(config.RATE_LIMIT_LOGIN_FAILURES_ACCOUNT_IP),
      ip: rateLimitOf(config.RATE_LIMIT_LOGIN_FAILURES_IP),
    },
    verify: { ip: rateLimitOf(config.RATE_LIMIT_CODE_CHECKS_IP), account: { limit: 10, windowMs: minutes(15) } },
    resend: { ip: rateLimitOf(config.RATE_LIMIT_CODE_EMAILS_IP), account: { limit: 5, windowMs: minutes(15) } },
    'forgot-password': {
      ip: rateLimitOf(config.RATE_LIMIT_FORGOT_PASSWORD_IP),
      account: rateLimitOf(config.RATE_LIMIT_FORGOT_PASSWORD_ACCOUNT),
    },
    register: { ip: rateLimitOf(config.RATE_LIMIT_REGISTER_IP) },
    'notify-me': {
      ip: rateLimitOf(config.RATE_LIMIT_NOTIFY_ME_IP),
      account: rateLimitOf(config.RATE_LIMIT_NOTIFY_ME_ADDRESS),
    },
    'review-write': { account: rateLimitOf(config.RATE_LIMIT_REVIEW_WRITES_USER) },
    order: { ip: rateLimitOf(config.RATE_LIMIT_ORDERS_IP) },
  };
}
