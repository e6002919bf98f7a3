import { isEmailAddress, normalisePhone } from '@store/contracts';

/** The e-mail and phone rules are the contract's: the request validation reads input the same way. */
export { isEmailAddress, normalisePhone };

/** E-mail addresses are compared case-insensitively, without surrounding spaces. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** The login identifier rule: with an @ it is an e-mail, otherwise a mobile number. */
export type LoginIdentifier =
  { kind: 'email'; value: string } | { kind: 'phone'; value: string } | { kind: 'invalid'; reason: 'email' | 'phone' };

export function parseLoginIdentifier(input: string): LoginIdentifier {
  const trimmed = input.trim();
  if (trimmed.includes('@')) {
    return isEmailAddress(trimmed)
      ? { kind: 'email', value: normaliseEmail(trimmed) }
      : { kind: 'invalid', reason: 'email' };
  }
  const phone = normalisePhone(trimmed);
  return phone ? { kind: 'phone', value: phone } : { kind: 'invalid', reason: 'phone' };
}
