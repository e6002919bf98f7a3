import { TooManyRequestsError, ValidationError } from '@store/platform/domain';
import { IDENTITY_MESSAGES as M } from './messages';
import { IDENTITY_RULES } from './rules';
import type { PendingCode } from './user-state';

const ms = (iso: string) => Date.parse(iso);

/** Whether a code can still be used: not expired and not out of attempts. */
export const isCodeUsable = (code: PendingCode | undefined, now: string): boolean =>
  !!code && code.attempts < IDENTITY_RULES.maxCodeAttempts && ms(now) < ms(code.expiresAt);

/** Refuses a new code while the previous one of the same purpose is younger than a minute. */
export function assertResendAllowed(previous: PendingCode | undefined, now: string): void {
  if (!previous) return;
  const waitMs = ms(previous.issuedAt) + IDENTITY_RULES.resendIntervalMs - ms(now);
  if (waitMs > 0) throw new ResendTooSoonError(Math.ceil(waitMs / 1000));
}

/** The one-a-minute resend rule, with the seconds to wait (the API sends them as Retry-After). */
export class ResendTooSoonError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, M.resendTooSoon(retryAfterSeconds));
  }
}

/**
 * Checks a submitted code's hash against the pending code: throws when there is nothing to
 * check (none, expired, out of attempts); returns whether it matched. A mismatch is recorded by
 * the caller as VerificationAttemptFailed.
 */
export function checkCode(
  code: PendingCode | undefined,
  codeHash: string,
  now: string,
  missingMessage: string = M.noCodeRequested,
): boolean {
  if (!code) throw new ValidationError(missingMessage, 'code');
  if (code.attempts >= IDENTITY_RULES.maxCodeAttempts) throw new ValidationError(M.tooManyAttempts, 'code');
  if (ms(now) >= ms(code.expiresAt)) throw new ValidationError(M.codeExpired, 'code');
  return code.codeHash === codeHash;
}

/** The answer to a wrong code, once the failure is recorded. */
export function wrongCodeError(attempts: number): ValidationError {
  const left = IDENTITY_RULES.maxCodeAttempts - attempts;
  return new ValidationError(
    left > 0 ? `${M.invalidCode}. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.` : M.tooManyAttempts,
    'code',
  );
}
