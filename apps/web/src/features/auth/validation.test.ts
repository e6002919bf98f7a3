import { codeInput, phoneInput } from '../../shared/validation';
import { validateIdentifier, validatePassword, validateRegistration, type RegistrationValues } from './validation';
import { pathAfterLogin } from '../../shared/auth/redirect';

describe('login identifier', () => {
  it("requires a value: 'Email or phone is required'", () => {
    expect(validateIdentifier('  ')).toBe('Email or phone is required');
  });

  it("checks a value containing @ against the e-mail pattern: 'Please enter a valid email address'", () => {
    expect(validateIdentifier('asha@')).toBe('Please enter a valid email address');
    expect(validateIdentifier('asha@example.in')).toBeUndefined();
  });

  it("otherwise strips non-digits and wants a 10-digit mobile number starting 6 to 9: 'Please enter a valid 10-digit Indian mobile number'", () => {
    expect(validateIdentifier('98765 43210')).toBeUndefined();
    expect(validateIdentifier('5876543210')).toBe('Please enter a valid 10-digit Indian mobile number');
    expect(validateIdentifier('98765')).toBe('Please enter a valid 10-digit Indian mobile number');
  });
});

describe('login password', () => {
  it("is required ('Password is required') and at least 6 characters ('Password must be at least 6 characters')", () => {
    expect(validatePassword('')).toBe('Password is required');
    expect(validatePassword('12345')).toBe('Password must be at least 6 characters');
    expect(validatePassword('123456')).toBeUndefined();
  });
});

describe('registration', () => {
  const valid: RegistrationValues = {
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '9876543210',
    password: 'secret1',
    confirmPassword: 'secret1',
    street: '',
    city: '',
    state: '',
    zipCode: '',
  };

  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('gives the messages of an empty form', () => {
    expect(
      validateRegistration({ ...valid, name: '', email: '', phone: '', password: '', confirmPassword: '' }),
    ).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      password: 'Password is required',
    });
  });

  it('checks name length, e-mail pattern, mobile number, password length and the confirmation', () => {
    expect(
      validateRegistration({
        ...valid,
        name: 'A',
        email: 'asha',
        phone: '1234567890',
        password: 'abc',
        confirmPassword: 'abd',
      }),
    ).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid 10-digit Indian mobile number',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('strips the phone input to digits and cuts it to 10', () => {
    expect(phoneInput('+91 98765-43210 99')).toBe('9198765432');
    expect(phoneInput('98a76b')).toBe('9876');
  });

  it('keeps the verification code to digits only, at most 6', () => {
    expect(codeInput('12a34-5678')).toBe('123456');
  });
});

describe('after login', () => {
  const buyNow = {
    productId: 'tee-1',
    size: 'M',
    colorVariantId: null,
    colorName: null,
    colorCode: null,
    image: null,
    quantity: 1,
  };

  it('redirect=buy-now goes to /buy-now/{productId} from the saved Buy Now state, otherwise /', () => {
    expect(pathAfterLogin('?redirect=buy-now', 'user', buyNow)).toBe('/buy-now/tee-1');
    expect(pathAfterLogin('?redirect=buy-now', 'user', null)).toBe('/');
  });

  it('otherwise a from query goes to that path (only a path of this site)', () => {
    expect(pathAfterLogin('?from=%2Forders', 'admin', null)).toBe('/orders');
    expect(pathAfterLogin('?from=https%3A%2F%2Fevil.example', 'user', null)).toBe('/');
    expect(pathAfterLogin('?from=%2F%2Fevil.example', 'user', null)).toBe('/');
  });

  it('otherwise an admin goes to /admin/products and everyone else to /', () => {
    expect(pathAfterLogin('', 'admin', null)).toBe('/admin/products');
    expect(pathAfterLogin('', 'user', null)).toBe('/');
  });

  it('redirect=checkout returns to /checkout', () => {
    expect(pathAfterLogin('?redirect=checkout', 'user', null)).toBe('/checkout');
  });
});
