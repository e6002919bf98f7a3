import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, INDIAN_MOBILE } from './limits';

/** Longer than any way of writing a phone number ('+91 98765 43210', '0 98765-43210'...). */
const PHONE_INPUT_MAX_LENGTH = 32;

/** An e-mail address: at most 254 characters (checked first) matching the spec's pattern. */
export const isEmailAddress = (value: string): boolean => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);

/**
 * Phone input as the spec reads it: non-digits stripped; a +91 or 0 prefix is dropped, so
 * '+91 98765-43210', '098765 43210' and '9876543210' are one number. Null when the result is not
 * a 10-digit Indian mobile number starting 6 to 9.
 */
export function normalisePhone(input: string): string | null {
  if (input.length > PHONE_INPUT_MAX_LENGTH) return null;
  let digits = input.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return INDIAN_MOBILE.test(digits) ? digits : null;
}
