/** The identity module's business constants (spec section 9 plus the rules). */
export const IDENTITY_RULES = {
  /** A verification code is valid this long. */
  codeTtlMs: 15 * 60_000,
  /** Wrong tries after which a code is dead. */
  maxCodeAttempts: 5,
  /** At most one code per purpose per this interval. */
  resendIntervalMs: 60_000,
  /** A password reset link is valid this long, and once. */
  resetTtlMs: 60 * 60_000,
  codeLength: 6,
} as const;

export type Role = 'user' | 'admin';
