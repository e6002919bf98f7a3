import { act, screen, waitFor } from '@testing-library/react';
import { aUser } from '../../testing/fixtures';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { RegisterPage } from './RegisterPage';

type User = ReturnType<typeof renderWithApp>['user'];

const registerAt = (fakeTimers = false) =>
  renderWithApp(<RegisterPage />, {
    route: '/register',
    path: '/register',
    routes: [{ path: '/profile', element: <p>profile page</p> }],
    fakeTimers,
  });

/** Fills the form by pasting into each field (one input event each, as fast as a password manager). */
async function fillForm(user: User) {
  const fields: [RegExp, string][] = [
    [/Full name/, 'Asha Rao'],
    [/^Email/, 'asha@example.in'],
    [/Phone number/, '9876543210'],
    [/^Password/, 'secret1'],
    [/^Confirm password/, 'secret1'],
    [/^City/, 'Pune'],
  ];
  for (const [label, value] of fields) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

async function registerAndReachVerification(user: User) {
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  await screen.findByRole('heading', { name: 'Verify your email' });
}

const registered = {
  'POST /api/auth/register': {
    status: 201 as const,
    body: { success: true as const, message: 'Registered', user: aUser({ isEmailVerified: false }) },
  },
};

describe('registration', () => {
  it('shows the messages of section 5 for an empty form', async () => {
    const api = fakeApi();
    const { user } = registerAt();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      'Name is required',
      'Email is required',
      'Phone number is required',
      'Password is required',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(api.requests).toHaveLength(0);
  });

  it("shows 'Passwords do not match' when the confirmation differs", async () => {
    fakeApi();
    const { user } = registerAt();
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
  });

  it('shows +91 before the phone and keeps its input to digits, cut to 10', async () => {
    fakeApi();
    const { user } = registerAt();
    expect(screen.getByText('+91')).toBeTruthy();
    const phone = screen.getByLabelText(/Phone number/) as HTMLInputElement;
    await user.type(phone, '98-765 432109999');
    expect(phone.value).toBe('9876543210');
  });

  it('sends the registration payload with country India', async () => {
    const api = fakeApi(registered);
    const { user } = registerAt();
    await registerAndReachVerification(user);
    expect(api.calls('POST', '/api/auth/register')[0].body).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
      password: 'secret1',
      phone: '9876543210',
      address: { street: '', city: 'Pune', state: '', zipCode: '', country: 'India' },
      marketingConsent: false,
    });
    expect(screen.getByText('Registration successful! Verification email sent to your email address')).toBeTruthy();
  });

  it('sends the marketing consent only when the shopper ticks its box (off by default, issue #44)', async () => {
    const api = fakeApi(registered);
    const { user } = registerAt();
    const box = screen.getByRole('checkbox', { name: 'E-mail me offers and cart reminders' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await user.click(box);
    await registerAndReachVerification(user);
    expect(api.calls('POST', '/api/auth/register')[0].body).toMatchObject({ marketingConsent: true });
  });

  it('shows server field errors against their fields', async () => {
    fakeApi({
      'POST /api/auth/register': {
        status: 400,
        body: {
          success: false,
          message: 'Validation failed',
          errors: [{ param: 'email', msg: 'Email is already registered' }],
        },
      },
    });
    const { user } = registerAt();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const email = await screen.findByText('Email is already registered');
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-describedby')).toContain(email.id);
  });

  it("toasts the server message or 'Registration failed. Please try again.' without field errors", async () => {
    fakeApi({ 'POST /api/auth/register': { status: 500, body: {} } });
    const { user } = registerAt();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed. Please try again.')).toBeTruthy();
  });

  it("requires the verification step after registering: no cancel, but a 'Back to registration' option that keeps the form", async () => {
    fakeApi(registered);
    const { user } = registerAt();
    await registerAndReachVerification(user);
    expect(screen.queryByRole('button', { name: /cancel|close/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to registration' }));
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('Asha Rao');
  });

  it('keeps the code to digits only, 6 at most, and enables Verify only at exactly 6 digits', async () => {
    fakeApi(registered);
    const { user } = registerAt();
    await registerAndReachVerification(user);
    const code = screen.getByLabelText(/Verification code/) as HTMLInputElement;
    const verify = screen.getByRole('button', { name: 'Verify Email' }) as HTMLButtonElement;
    await user.type(code, '12a3-45');
    expect(code.value).toBe('12345');
    expect(verify.disabled).toBe(true);
    await user.type(code, '67');
    expect(code.value).toBe('123456');
    expect(verify.disabled).toBe(false);
  });

  it("resends the code: 'Verification email resent successfully!'", async () => {
    const api = fakeApi({
      ...registered,
      'POST /api/auth/send-registration-email-verification': {
        body: { success: true, message: 'Verification email sent' },
      },
    });
    const { user } = registerAt();
    await registerAndReachVerification(user);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Verification email resent successfully!')).toBeTruthy();
    expect(api.calls('POST', '/api/auth/send-registration-email-verification')[0].body).toEqual({
      email: 'asha@example.in',
    });
  });

  it("says 'Failed to resend verification email. Please try again.' when resending fails", async () => {
    fakeApi({
      ...registered,
      'POST /api/auth/send-registration-email-verification': {
        status: 429,
        body: { success: false, message: 'Too many' },
      },
    });
    const { user } = registerAt();
    await registerAndReachVerification(user);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Failed to resend verification email. Please try again.')).toBeTruthy();
  });

  it("verifies: logs in with the returned token, says 'Email verified successfully!' and goes to /profile after 1 s", async () => {
    const api = fakeApi({
      ...registered,
      'POST /api/auth/verify-registration-email': {
        body: { success: true, message: 'Email verified', data: aUser(), token: 'fresh-jwt' },
      },
    });
    const { user, store, location } = registerAt();
    await registerAndReachVerification(user);
    await user.type(screen.getByLabelText(/Verification code/), '123456');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      await act(async () => screen.getByRole('button', { name: 'Verify Email' }).click());
      await waitFor(() => expect(store.getState().auth.token).toBe('fresh-jwt'), { timeout: 500 });
      expect(api.calls('POST', '/api/auth/verify-registration-email')[0].body).toEqual({
        email: 'asha@example.in',
        code: '123456',
      });
      expect(store.getState().auth.user?.isEmailVerified).toBe(true);
      expect(screen.getByText('Email verified successfully!')).toBeTruthy();
      await act(() => jest.advanceTimersByTimeAsync(900));
      expect(location().pathname).toBe('/register');
      await act(() => jest.advanceTimersByTimeAsync(200));
      expect(location().pathname).toBe('/profile');
    } finally {
      jest.useRealTimers();
    }
  });

  it("on an expired code says 'Verification code expired. Please register again.' for 5 s and returns to /register after 3 s", async () => {
    fakeApi({
      ...registered,
      'POST /api/auth/verify-registration-email': {
        status: 400,
        body: {
          success: false,
          message: 'Verification code has expired. Please request a new code or register again.',
        },
      },
    });
    const { user } = registerAt();
    await registerAndReachVerification(user);
    await user.type(screen.getByLabelText(/Verification code/), '123456');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      await act(async () => screen.getByRole('button', { name: 'Verify Email' }).click());
      await waitFor(() => expect(screen.getByText('Verification code expired. Please register again.')).toBeTruthy(), {
        timeout: 500,
      });
      await act(() => jest.advanceTimersByTimeAsync(2900));
      expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeTruthy();
      await act(() => jest.advanceTimersByTimeAsync(200));
      expect(screen.queryByRole('heading', { name: 'Verify your email' })).toBeNull();
      expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('');
      expect(screen.getByText('Verification code expired. Please register again.')).toBeTruthy();
      await act(() => jest.advanceTimersByTimeAsync(2000));
      expect(screen.queryByText('Verification code expired. Please register again.')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('toasts any other verification failure as it is', async () => {
    fakeApi({
      ...registered,
      'POST /api/auth/verify-registration-email': {
        status: 400,
        body: { success: false, message: 'Invalid verification code' },
      },
    });
    const { user } = registerAt();
    await registerAndReachVerification(user);
    await user.type(screen.getByLabelText(/Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('Invalid verification code')).toBeTruthy();
  });
});
