import { EMAIL_PATTERN, INDIAN_MOBILE, LIMITS, VALIDATION_MESSAGES as V } from '@store/contracts';
import { digitsOnly } from '../../shared/validation';

/** Login identifier (spec section 5): an e-mail when it contains @, otherwise an Indian mobile number. */
export function validateIdentifier(value: string): string | undefined {
  const identifier = value.trim();
  if (!identifier) return V.identifierRequired;
  if (identifier.includes('@')) return EMAIL_PATTERN.test(identifier) ? undefined : V.emailInvalid;
  return INDIAN_MOBILE.test(digitsOnly(identifier)) ? undefined : V.phoneInvalid;
}

export function validatePassword(value: string): string | undefined {
  if (!value) return V.passwordRequired;
  if (value.length < LIMITS.passwordMinLength) return V.passwordTooShort;
  return undefined;
}

/** The login call's identifier: the e-mail as typed (trimmed), or the phone's digits. */
export function loginIdentifier(value: string): string {
  const identifier = value.trim();
  return identifier.includes('@') ? identifier : digitsOnly(identifier);
}

export interface RegistrationValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationValues, string>>;

/** Registration rules of spec section 5. */
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = V.nameRequired;
  else if (name.length < LIMITS.nameMinLength) errors.name = V.nameTooShort;

  const email = values.email.trim();
  if (!email) errors.email = V.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = V.emailInvalid;

  if (!values.phone) errors.phone = V.phoneRequired;
  else if (!INDIAN_MOBILE.test(values.phone)) errors.phone = V.phoneInvalid;

  const password = validatePassword(values.password);
  if (password) errors.password = password;
  if (values.confirmPassword !== values.password) errors.confirmPassword = V.passwordsDoNotMatch;
  return errors;
}
