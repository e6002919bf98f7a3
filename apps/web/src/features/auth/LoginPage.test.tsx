import { screen, waitFor } from '@testing-library/react';
import { anAdmin, aUser } from '../../testing/fixtures';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { saveBuyNow } from '../../shared/orders/buy-now-state';
import { LoginPage } from './LoginPage';

const loginAt = (route = '/login') =>
  renderWithApp(<LoginPage />, { route, path: '/login', routes: [{ path: '*', element: <p>elsewhere</p> }] });

async function fillAndSubmit(user: ReturnType<typeof loginAt>['user'], identifier: string, password: string) {
  if (identifier) await user.type(screen.getByLabelText(/Email or phone/), identifier);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login', () => {
  it("shows 'Email or phone is required' and 'Password is required' for an empty form", async () => {
    const api = fakeApi();
    const { user } = loginAt();
    await fillAndSubmit(user, '', '');
    expect(screen.getByText('Email or phone is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the identifier and password messages of section 5', async () => {
    fakeApi();
    const { user } = loginAt();
    await fillAndSubmit(user, 'asha@', '123');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it("rejects a phone that is not a 10-digit Indian mobile number with 'Please enter a valid 10-digit Indian mobile number'", async () => {
    fakeApi();
    const { user } = loginAt();
    await fillAndSubmit(user, '12345', 'secret1');
    expect(screen.getByText('Please enter a valid 10-digit Indian mobile number')).toBeTruthy();
  });

  it("logs in with a phone number, stores the session, says 'Login successful!' and goes to /", async () => {
    const api = fakeApi({
      'POST /api/auth/login': { body: { success: true, message: 'Login successful!', user: aUser(), token: 'jwt' } },
    });
    const { user, store, location } = loginAt();
    await fillAndSubmit(user, '98765 43210', 'secret1');
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(api.calls('POST', '/api/auth/login')[0].body).toEqual({ email: '9876543210', password: 'secret1' });
    expect(store.getState().auth.token).toBe('jwt');
    expect(localStorage.getItem('token')).toBe('jwt');
    expect(screen.getByText('Login successful!')).toBeTruthy();
  });

  it('sends an admin to /admin/products', async () => {
    fakeApi({
      'POST /api/auth/login': { body: { success: true, message: 'Login successful!', user: anAdmin(), token: 'jwt' } },
    });
    const { user, location } = loginAt();
    await fillAndSubmit(user, 'admin@threadfit.in', 'secret1');
    await waitFor(() => expect(location().pathname).toBe('/admin/products'));
  });

  it('follows the from query', async () => {
    fakeApi({
      'POST /api/auth/login': { body: { success: true, message: 'Login successful!', user: anAdmin(), token: 'jwt' } },
    });
    const { user, location } = loginAt('/login?from=%2Forders');
    await fillAndSubmit(user, 'admin@threadfit.in', 'secret1');
    await waitFor(() => expect(location().pathname).toBe('/orders'));
  });

  it('goes to /buy-now/{productId} from the saved Buy Now state with redirect=buy-now', async () => {
    saveBuyNow({
      productId: 'tee-1',
      size: 'M',
      colorVariantId: null,
      colorName: 'Original',
      colorCode: '#000000',
      image: null,
      quantity: 1,
    });
    fakeApi({
      'POST /api/auth/login': { body: { success: true, message: 'Login successful!', user: aUser(), token: 'jwt' } },
    });
    const { user, location } = loginAt('/login?redirect=buy-now');
    await fillAndSubmit(user, 'asha@example.in', 'secret1');
    await waitFor(() => expect(location().pathname).toBe('/buy-now/tee-1'));
  });

  it("shows the server message on failure, else 'Login failed'", async () => {
    fakeApi({
      'POST /api/auth/login': { status: 401, body: { success: false, message: 'Invalid email or password' } },
    });
    const { user } = loginAt();
    await fillAndSubmit(user, 'asha@example.in', 'secret1');
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();

    fakeApi({ 'POST /api/auth/login': { status: 500, body: {} } });
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed')).toBeTruthy();
  });

  it("opens 'Reset Password' from Forgot password and sends the e-mail with 'Send Reset Email'", async () => {
    const api = fakeApi({
      'POST /api/auth/forgot-password': {
        body: { success: true, message: 'If that e-mail is registered, a new password is on its way.' },
      },
    });
    const { user } = loginAt();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset Password' });
    await user.type(screen.getByLabelText(/Email address/), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByText('If that e-mail is registered, a new password is on its way.')).toBeTruthy();
    expect(api.calls('POST', '/api/auth/forgot-password')[0].body).toEqual({ email: 'asha@example.in' });
    expect(dialog.isConnected).toBe(false);
  });

  it("says 'Failed to reset password.' when the reset call fails without a message", async () => {
    fakeApi({ 'POST /api/auth/forgot-password': { status: 500, body: {} } });
    const { user } = loginAt();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText(/Email address/), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByText('Failed to reset password.')).toBeTruthy();
  });

  it('links Home and to creating a new account', () => {
    loginAt();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Create a new account' }).getAttribute('href')).toBe('/register');
  });
});
