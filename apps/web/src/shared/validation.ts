import { EMAIL_PATTERN, INDIAN_MOBILE, LIMITS, VALIDATION_MESSAGES as V } from '@store/contracts';

/** Input rules the sign-in, profile and address forms share (spec section 5). */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** Shown before a phone number: the store takes Indian mobile numbers only. */
export const PHONE_PREFIX = '+91';

/** Phone input: stripped to digits and cut to 10. */
export const phoneInput = (value: string): string => digitsOnly(value).slice(0, 10);

/** Verification code input: digits only, at most 6. */
export const codeInput = (value: string): string => digitsOnly(value).slice(0, LIMITS.verificationCodeLength);

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** Phone as the profile and address forms take it: 10 digits starting 6 to 9. */
export function validatePhone(value: string): string | undefined {
  return INDIAN_MOBILE.test(digitsOnly(value)) ? undefined : V.phoneInvalid;
}
