/**
 * Rate limits of the sensitive auth endpoints: per client IP and per account, fixed windows.
 * The account is the e-mail/phone in the body (hashed), or the signed-in user.
 */
export interface Limit {
  limit: number;
  windowMs: number;
}

export const RATE_LIMITS = {
  login: { ip: { limit: 20, windowMs: 15 * 60_000 }, account: { limit: 10, windowMs: 15 * 60_000 } },
  verify: { ip: { limit: 20, windowMs: 15 * 60_000 }, account: { limit: 10, windowMs: 15 * 60_000 } },
  resend: { ip: { limit: 10, windowMs: 15 * 60_000 }, account: { limit: 5, windowMs: 15 * 60_000 } },
  'forgot-password': { ip: { limit: 10, windowMs: 60 * 60_000 }, account: { limit: 3, windowMs: 60 * 60_000 } },
} as const satisfies Record<string, { ip: Limit; account: Limit }>;

export type RateLimitBucket = keyof typeof RATE_LIMITS;
