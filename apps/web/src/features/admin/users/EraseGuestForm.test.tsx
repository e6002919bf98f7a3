import { screen, within } from '@testing-library/react';
import { anAdmin } from '../../../testing/fixtures';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { EraseGuestForm } from './EraseGuestForm';

function eraseScreen(reply: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(reply);
  return {
    ...renderWithApp(<EraseGuestForm />, { signedInAs: anAdmin(), route: '/admin/users', path: '/admin/users' }),
    api,
  };
}

describe("erasing a guest's personal data (issue #16)", () => {
  it('asks for a confirmation naming the address, then shows how many records were erased', async () => {
    const { user, api } = eraseScreen({
      'POST /api/personal-data/erase-guest': {
        body: { success: true, message: 'Erased the personal data of 2 records', erased: 2 },
      },
    });
    await user.type(screen.getByLabelText('Guest e-mail'), 'ravi@example.in');
    await user.click(screen.getByRole('button', { name: 'Erase guest data' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/ravi@example.in\? This action cannot be undone/)).toBeTruthy();
    expect(api.calls('POST', '/api/personal-data/erase-guest')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect((await screen.findByRole('status')).textContent).toBe('Erased the personal data of 2 records');
    expect(api.calls('POST', '/api/personal-data/erase-guest')[0].body).toEqual({ email: 'ravi@example.in' });
  });

  it('erases nothing when the confirmation is cancelled, and needs an address', async () => {
    const { user, api } = eraseScreen({});
    await user.click(screen.getByRole('button', { name: 'Erase guest data' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email is required');
    await user.type(screen.getByLabelText('Guest e-mail'), 'ravi@example.in');
    await user.click(screen.getByRole('button', { name: 'Erase guest data' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('POST', '/api/personal-data/erase-guest')).toHaveLength(0);
  });

  it("shows the server's message (e.g. a bad address), else 'Failed to erase the guest data'", async () => {
    const { user } = eraseScreen({
      'POST /api/personal-data/erase-guest': {
        status: 400,
        body: { success: false, message: 'Please enter a valid email address' },
      },
    });
    await user.type(screen.getByLabelText('Guest e-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Erase guest data' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Erase' }));
    expect((await screen.findAllByText('Please enter a valid email address')).length).toBeGreaterThan(0);
  });
});
