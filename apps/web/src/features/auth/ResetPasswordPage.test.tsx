import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { ResetPasswordPage } from './ResetPasswordPage';

const TOKEN = 'user-1.token-1.secret';
const INVALID = 'This password reset link is invalid or has expired';

const resetAt = (route = `/reset-password?token=${TOKEN}`) =>
  renderWithApp(<ResetPasswordPage />, {
    route,
    path: '/reset-password',
    routes: [{ path: '/login', element: <p>login page</p> }],
  });

async function fillAndSubmit(user: ReturnType<typeof resetAt>['user'], password: string, confirm: string) {
  if (password) await user.type(screen.getByLabelText(/^New password/), password);
  if (confirm) await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset password', () => {
  it("checks the rules of section 5 before calling: required, at least 6 characters, 'Passwords do not match'", async () => {
    const api = fakeApi();
    const { user } = resetAt();
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    await fillAndSubmit(user, '', '');
    expect(screen.getByText('Password is required')).toBeTruthy();

    await fillAndSubmit(user, '123', '123');
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();

    await user.clear(screen.getByLabelText(/^New password/));
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await fillAndSubmit(user, 'secret12', 'secret13');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('sends the token and the new password, shows the server message and goes to /login', async () => {
    const api = fakeApi({
      'POST /api/auth/reset-password': {
        body: { success: true, message: 'Your password has been reset. You can now log in with your new password.' },
      },
    });
    const { user, location } = resetAt();
    await fillAndSubmit(user, 'newsecret1', 'newsecret1');
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(api.calls('POST', '/api/auth/reset-password')[0].body).toEqual({ token: TOKEN, password: 'newsecret1' });
    // The router's location moves before the login route has rendered: wait for what the person sees.
    expect(
      await screen.findByText('Your password has been reset. You can now log in with your new password.'),
    ).toBeTruthy();
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it("shows the server's message for a used or expired link and offers a new one through the Forgot password dialog", async () => {
    const api = fakeApi({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { success: false, message: INVALID, errors: [{ param: 'token', msg: INVALID }] },
      },
      'POST /api/auth/forgot-password': {
        body: { success: true, message: 'If that e-mail is registered, a reset link is on its way.' },
      },
    });
    const { user, location } = resetAt();
    await fillAndSubmit(user, 'newsecret1', 'newsecret1');
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
    expect(location().pathname).toBe('/reset-password');

    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    screen.getByRole('dialog', { name: 'Reset Password' });
    await user.type(screen.getByLabelText(/Email address/), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByText('If that e-mail is registered, a reset link is on its way.')).toBeTruthy();
    expect(api.calls('POST', '/api/auth/forgot-password')[0].body).toEqual({ email: 'asha@example.in' });
  });

  it('shows a password error from the server under the field', async () => {
    fakeApi({
      'POST /api/auth/reset-password': {
        status: 400,
        body: {
          success: false,
          message: 'Password must be at most 72 characters',
          errors: [{ param: 'password', msg: 'Password must be at most 72 characters' }],
        },
      },
    });
    const { user } = resetAt();
    await fillAndSubmit(user, 'newsecret1', 'newsecret1');
    expect((await screen.findAllByText('Password must be at most 72 characters')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^New password/)).toBeTruthy();
  });

  it("says 'Failed to reset password.' when the call fails without a message", async () => {
    fakeApi({ 'POST /api/auth/reset-password': { status: 500, body: {} } });
    const { user } = resetAt();
    await fillAndSubmit(user, 'newsecret1', 'newsecret1');
    expect((await screen.findAllByText('Failed to reset password.')).length).toBeGreaterThan(0);
  });

  it('without a token, says the link is invalid and offers a new one without calling the server', async () => {
    const api = fakeApi();
    resetAt('/reset-password');
    expect(screen.getByRole('alert').textContent).toBe(INVALID);
    expect(screen.getByRole('button', { name: 'Request a new link' })).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
    expect(api.requests).toHaveLength(0);
  });
});
