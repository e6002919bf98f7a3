import { VALIDATION_MESSAGES as V } from '../../src';
import {
  ChangePasswordRequest,
  LoginRequest,
  RegistrationRequest,
  UpdateProfileRequest,
  VerificationCodeRequest,
} from '../../src/requests';
import { accepted, messageOf, problemsOf } from './check';

const registration = { name: 'Asha', email: 'asha@example.in', phone: '+91 98765 43210', password: 'secret1' };

describe('auth requests', () => {
  it('trims the name and reads the phone as its 10 digits', () => {
    const request = accepted(RegistrationRequest, { ...registration, name: '  Asha ', role: 'admin' });
    expect(request).toEqual({ ...registration, name: 'Asha', phone: '9876543210' });
  });

  it("lists every missing field of a registration with the spec's messages", () => {
    expect(problemsOf(RegistrationRequest, {})).toEqual([
      { param: 'name', msg: V.nameRequired },
      { param: 'email', msg: V.emailRequired },
      { param: 'phone', msg: V.phoneRequired },
      { param: 'password', msg: V.passwordRequired },
    ]);
  });

  it.each([
    [{ name: 'A' }, V.nameTooShort],
    [{ email: 'a@b' }, V.emailInvalid],
    [{ phone: '12345' }, V.phoneInvalid],
    [{ password: '123' }, V.passwordTooShort],
    [{ confirmPassword: 'other1' }, V.passwordsDoNotMatch],
  ])('refuses a registration with %j: %p', (change, message) => {
    expect(messageOf(RegistrationRequest, { ...registration, ...change })).toBe(message);
  });

  it('reads the login identifier as an e-mail when it has an @, else as a phone', () => {
    expect(messageOf(LoginRequest, { email: 'nope@', password: 'secret1' })).toBe(V.emailInvalid);
    expect(messageOf(LoginRequest, { email: '12345', password: 'secret1' })).toBe(V.phoneInvalid);
    expect(messageOf(LoginRequest, { email: '9876543210', password: 'secret1' })).toBeUndefined();
  });

  it('asks for the 6-digit code', () =>
    expect(messageOf(VerificationCodeRequest, { code: '12 34' })).toBe(V.codeIncomplete));

  it('checks that new passwords match', () =>
    expect(
      messageOf(ChangePasswordRequest, { currentPassword: 'x', newPassword: 'secret2', confirmPassword: 'secret3' }),
    ).toBe(V.newPasswordsDoNotMatch));

  it('lets a profile update leave the phone empty and clear the address with null', () => {
    expect(problemsOf(UpdateProfileRequest, { phone: '', address: null })).toEqual([]);
    expect(problemsOf(UpdateProfileRequest, { address: { city: 'x'.repeat(201) } })).toEqual([
      { param: 'address.city', msg: 'city must be shorter than or equal to 200 characters' },
    ]);
  });
});
