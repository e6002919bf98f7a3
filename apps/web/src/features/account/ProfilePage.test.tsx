import { screen, within } from '@testing-library/react';
import { aUser } from '../../testing/fixtures';
import { fakeApi, type FakeHandler } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import type { User } from '../auth/types';
import { ProfilePage } from './ProfilePage';

function profile(user: User, extra: Record<string, FakeHandler> = {}) {
  const api = fakeApi({ 'GET /api/auth/me': { body: { success: true, user } }, ...extra });
  return { ...renderWithApp(<ProfilePage />, { signedInAs: user }), api };
}

const saved = aUser({ address: { houseName: 'Flat 4B', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' } });

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
    expect((screen.getByLabelText(/Phone number/) as HTMLInputElement).value).toBe('9876543210');
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

  it("saves name, phone and address with PUT /auth/profile and replaces the stored user: 'Profile updated successfully!'", async () => {
    const updated = { ...saved, name: 'Asha R' };
    const { user, api, store } = profile(saved, { 'PUT /api/auth/profile': { body: { success: true, user: updated } } });
    const name = await screen.findByLabelText(/Full name/);
    await user.clear(name);
    await user.type(name, 'Asha R');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    expect(api.calls('PUT', '/api/auth/profile')[0].body).toEqual({
      name: 'Asha R',
      phone: '9876543210',
      address: { houseName: 'Flat 4B', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' },
    });
    expect(store.getState().auth.user?.name).toBe('Asha R');
  });

  it("rejects a phone that is not an Indian mobile number: 'Please enter a valid 10-digit Indian mobile number'", async () => {
    const { user } = profile(aUser({ phone: '' }));
    await user.type(await screen.findByLabelText(/Phone number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Please enter a valid 10-digit Indian mobile number')).toBeTruthy();
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
    const { user, api } = profile(aUser(), { 'PUT /api/auth/change-password': { body: { success: true } } });
    const form = within((await screen.findByRole('heading', { name: 'Change Password' })).closest('form')!);
    await user.type(form.getByLabelText(/^Current password/), 'oldpass');
    await user.type(form.getByLabelText(/^New password/), 'newpass1');
    await user.type(form.getByLabelText(/^Confirm new password/), 'newpass1');
    await user.click(form.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password changed successfully!')).toBeTruthy();
    expect(api.calls('PUT', '/api/auth/change-password')[0].body).toEqual({ currentPassword: 'oldpass', newPassword: 'newpass1' });
  });

  it("says 'Failed to load profile' when the profile cannot load", async () => {
    profile(aUser(), { 'GET /api/auth/me': { status: 500, body: {} } });
    expect(await screen.findByText('Failed to load profile')).toBeTruthy();
  });
});
