import { screen, within } from '@testing-library/react';
import { aUser } from '../../testing/fixtures';
import { fakeApi, type FakeRoutes } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import type { User } from '../../shared/auth/types';
import { ProfilePage } from './ProfilePage';

function profile(user: User, extra: FakeRoutes = {}) {
  const api = fakeApi({ 'GET /api/auth/me': { body: { success: true, user } }, ...extra });
  return { ...renderWithApp(<ProfilePage />, { signedInAs: user }), api };
}

const saved = aUser({
  address: {
    houseName: 'Flat 4B',
    street: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    zipCode: '411001',
    country: 'India',
  },
});

describe('profile', () => {
  it('shows the e-mail read-only and links to /orders', async () => {
    profile(aUser());
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(email.value).toBe('asha@example.in');
    expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe('/orders');
  });

  it('starts with only name and phone when there is no saved address', async () => {
    profile(aUser());
    expect(((await screen.findByLabelText(/Full name/)) as HTMLInputElement).value).toBe('Asha Rao');
    expect((screen.getByLabelText(/Phone number/) as HTMLInputElement).value).toBe('+91 9876543210');
    expect((screen.getByLabelText(/Street/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/City/) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Use a different address' })).toBeNull();
  });

  it("clears the saved address with 'Use a different address'", async () => {
    const { user } = profile(saved);
    expect(((await screen.findByLabelText(/City/)) as HTMLInputElement).value).toBe('Pune');
    await user.click(screen.getByRole('button', { name: 'Use a different address' }));
    expect((screen.getByLabelText(/City/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('Asha Rao');
  });

  it("saves name and address with PUT /auth/profile and replaces the stored user: 'Profile updated successfully!'", async () => {
    const updated = { ...saved, name: 'Asha R' };
    const { user, api, store } = profile(saved, {
      'PUT /api/auth/profile': { body: { success: true, user: updated } },
    });
    const name = await screen.findByLabelText(/Full name/);
    await user.clear(name);
    await user.type(name, 'Asha R');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    expect(api.calls('PUT', '/api/auth/profile')[0].body).toEqual({
      name: 'Asha R',
      address: {
        houseName: 'Flat 4B',
        street: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        zipCode: '411001',
        country: 'India',
      },
    });
    expect(store.getState().auth.user?.name).toBe('Asha R');
  });

  it('changes the phone with the 6-digit code sent for it (request-phone-change, then confirm-phone-change)', async () => {
    const changed = aUser({ phone: '9123456780' });
    const { user, api, store } = profile(aUser(), {
      'POST /api/auth/request-phone-change': {
        body: {
          success: true,
          message: 'We sent a verification code to your email address to confirm the new phone number',
        },
      },
      'POST /api/auth/confirm-phone-change': {
        body: { success: true, message: 'Phone number updated successfully!', user: changed },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change phone' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change phone number' }));
    await user.type(dialog.getByLabelText(/New phone number/), '12345');
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    expect(dialog.getByText('Please enter a valid 10-digit Indian mobile number')).toBeTruthy();
    expect(api.calls('POST', '/api/auth/request-phone-change')).toHaveLength(0);
    await user.clear(dialog.getByLabelText(/New phone number/));
    await user.type(dialog.getByLabelText(/New phone number/), '91234 56780'); // digits only, at most 10
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    expect(api.calls('POST', '/api/auth/request-phone-change')[0].body).toEqual({ newPhone: '9123456780' });
    const code = await dialog.findByLabelText(/Verification code/);
    await user.type(code, '12a34');
    expect(dialog.getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', true);
    await user.type(code, '56');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Phone number updated successfully!')).toBeTruthy();
    expect(api.calls('POST', '/api/auth/confirm-phone-change')[0].body).toEqual({ code: '123456' });
    expect(store.getState().auth.user?.phone).toBe('9123456780');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("changes the e-mail with the code sent to the new address, and shows the server's refusal of a wrong code", async () => {
    const { user, api, store } = profile(aUser(), {
      'POST /api/auth/request-email-change': {
        body: { success: true, message: 'We sent a verification code to your new email address' },
      },
      'POST /api/auth/confirm-email-change': (request) =>
        request.body.code === '000000'
          ? { status: 400, body: { success: false, message: 'Invalid or expired verification code' } }
          : {
              body: {
                success: true,
                message: 'Email updated successfully!',
                user: aUser({ email: 'asha.new@example.in' }),
              },
            },
    });
    await user.click(await screen.findByRole('button', { name: 'Change e-mail' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change e-mail' }));
    await user.type(dialog.getByLabelText(/New e-mail address/), 'asha.new@example.in');
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    await user.type(await dialog.findByLabelText(/Verification code/), '000000');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText('Invalid or expired verification code')).toBeTruthy();
    await user.clear(dialog.getByLabelText(/Verification code/));
    await user.type(dialog.getByLabelText(/Verification code/), '654321');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Email updated successfully!')).toBeTruthy();
    expect(api.calls('POST', '/api/auth/request-email-change')[0].body).toEqual({ newEmail: 'asha.new@example.in' });
    expect(store.getState().auth.user?.email).toBe('asha.new@example.in');
  });

  it("checks the new password: 'New password must be at least 6 characters' and 'New passwords do not match'", async () => {
    const { user, api } = profile(aUser());
    const form = within((await screen.findByRole('heading', { name: 'Change Password' })).closest('form')!);
    await user.type(form.getByLabelText(/^Current password/), 'oldpass');
    await user.type(form.getByLabelText(/^New password/), '123');
    await user.type(form.getByLabelText(/^Confirm new password/), '124');
    await user.click(form.getByRole('button', { name: 'Update Password' }));
    expect(form.getByText('New password must be at least 6 characters')).toBeTruthy();
    expect(form.getByText('New passwords do not match')).toBeTruthy();
    expect(api.calls('PUT', '/api/auth/change-password')).toHaveLength(0);
  });

  it("changes the password with PUT /auth/change-password: 'Password changed successfully!'", async () => {
    const { user, api } = profile(aUser(), {
      'PUT /api/auth/change-password': {
        body: { success: true, message: 'Password changed successfully!', token: 'fresh-jwt' },
      },
    });
    const form = within((await screen.findByRole('heading', { name: 'Change Password' })).closest('form')!);
    await user.type(form.getByLabelText(/^Current password/), 'oldpass');
    await user.type(form.getByLabelText(/^New password/), 'newpass1');
    await user.type(form.getByLabelText(/^Confirm new password/), 'newpass1');
    await user.click(form.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password changed successfully!')).toBeTruthy();
    expect(api.calls('PUT', '/api/auth/change-password')[0].body).toEqual({
      currentPassword: 'oldpass',
      newPassword: 'newpass1',
    });
  });

  it('gives and withdraws marketing consent with its box, saved at once (issue #44)', async () => {
    const { user, api } = profile(aUser(), {
      'PUT /api/auth/marketing-consent': {
        body: {
          success: true,
          message: 'You will receive offers and cart reminders by e-mail.',
          user: aUser({ marketingConsent: true }),
        },
      },
    });
    const box = (await screen.findByRole('checkbox', {
      name: 'E-mail me offers and cart reminders',
    })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await user.click(box);
    expect(await screen.findByText('You will receive offers and cart reminders by e-mail.')).toBeTruthy();
    expect(api.calls('PUT', '/api/auth/marketing-consent')[0].body).toEqual({ consent: true });
  });

  it("says 'Failed to load profile' when the profile cannot load", async () => {
    profile(aUser(), { 'GET /api/auth/me': { status: 500, body: {} } });
    expect(await screen.findByText('Failed to load profile')).toBeTruthy();
  });
});
