import { screen, waitFor, within } from '@testing-library/react';
import type { User, UsersPageResponse } from '@store/contracts';
import { anAdmin, anOrder, aUser } from '../../../testing/fixtures';
import { fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { UsersPage } from './UsersPage';

const pageOf = (users: User[], page = 1, total = users.length): UsersPageResponse => ({
  success: true,
  users,
  currentPage: page,
  totalPages: Math.ceil(total / 20),
  total,
});
const asha = aUser({
  _id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.in',
  role: 'user',
  active: true,
  createdAt: '2026-10-05T10:00:00.000Z',
});

function usersScreen(routes: FakeRoutes, route = '/admin/users') {
  const api = fakeApi(routes);
  return { ...renderWithApp(<UsersPage />, { signedInAs: anAdmin(), route, path: '/admin/users' }), api };
}

describe('admin users (spec section 2, Admin users)', () => {
  it('lists Name, Email, Role, Status (Active/Blocked), Registered and the actions', async () => {
    usersScreen({
      'GET /api/users': {
        body: pageOf([asha, aUser({ _id: 'u2', name: 'Ravi Kumar', email: 'ravi@example.in', active: false })]),
      },
    });
    const row = (await screen.findByText('Asha Rao')).closest('tr')!;
    expect(within(row).getByText('asha@example.in')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('5 Oct 2026')).toBeTruthy();
    expect((within(row).getByLabelText('Role of Asha Rao') as HTMLSelectElement).value).toBe('user');
    expect(within(row).getByRole('button', { name: 'Block Asha Rao' })).toBeTruthy();
    expect(within(screen.getByText('Ravi Kumar').closest('tr')!).getByText('Blocked')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unblock Ravi Kumar' })).toBeTruthy();
  });

  it("searches with 'Search by name or email...' through the API and keeps it in the URL", async () => {
    const { user, api, location } = usersScreen({ 'GET /api/users': { body: pageOf([asha]) } });
    await screen.findByText('Asha Rao');
    await user.type(screen.getByPlaceholderText('Search by name or email...'), 'asha');
    await waitFor(() => expect(api.calls('GET', '/api/users').at(-1)!.query.get('search')).toBe('asha'));
    expect(location().search).toBe('?q=asha');
  });

  it("shows the server's message, else 'Failed to load users'", async () => {
    usersScreen({ 'GET /api/users': { status: 500, body: {} } });
    expect((await screen.findAllByText('Failed to load users')).length).toBeGreaterThan(0);
  });

  it("asks 'Make asha@example.in an Admin?' before granting it; Cancel leaves the dropdown on User and sends nothing", async () => {
    const { user, api } = usersScreen({
      'GET /api/users': { body: pageOf([asha]) },
      'PUT /api/users/:id': {
        body: { success: true, message: 'User updated successfully', user: { ...asha, role: 'admin' } },
      },
    });
    const role = (await screen.findByLabelText('Role of Asha Rao')) as HTMLSelectElement;
    await user.selectOptions(role, 'admin');
    const dialog = screen.getByRole('dialog', { name: 'Make asha@example.in an Admin?' });
    expect(within(dialog).getByText(/They can then change products, orders, refunds and users/)).toBeTruthy();
    expect(role.value).toBe('user');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(role.value).toBe('user');
    expect(api.calls('PUT', '/api/users/u1')).toHaveLength(0);
  });

  it('shows the new role as soon as the change is confirmed, before the list is read again', async () => {
    let listReads = 0;
    const { user } = usersScreen({
      // The list's second read (after the change) does not answer during this test.
      'GET /api/users': () => (++listReads === 1 ? { body: pageOf([asha]) } : new Promise<never>(() => undefined)),
      'PUT /api/users/:id': {
        body: { success: true, message: 'User updated successfully', user: { ...asha, role: 'admin' } },
      },
    });
    const role = (await screen.findByLabelText('Role of Asha Rao')) as HTMLSelectElement;
    await user.selectOptions(role, 'admin');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Make asha@example.in an Admin?' })).getByRole('button', {
        name: 'Make Admin',
      }),
    );
    expect(await screen.findByText('Role updated successfully')).toBeTruthy();
    expect((screen.getByLabelText('Role of Asha Rao') as HTMLSelectElement).value).toBe('admin');
    // So changing it straight back asks again, from Admin to User.
    await user.selectOptions(screen.getByLabelText('Role of Asha Rao'), 'user');
    expect(screen.getByRole('dialog', { name: 'Make asha@example.in a User?' })).toBeTruthy();
  });

  it("changes a role once confirmed, and shows the server's rule (the last admin) on the screen, else 'Failed to update role'", async () => {
    let reply: { status: 409; body: { success: false; message: string } } | null = null;
    const { user, api } = usersScreen({
      'GET /api/users': { body: pageOf([asha]) },
      'PUT /api/users/:id': () =>
        reply ?? { body: { success: true, message: 'User updated successfully', user: { ...asha, role: 'admin' } } },
    });
    await user.selectOptions(await screen.findByLabelText('Role of Asha Rao'), 'admin');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Make asha@example.in an Admin?' })).getByRole('button', {
        name: 'Make Admin',
      }),
    );
    expect(await screen.findByText('Role updated successfully')).toBeTruthy();
    expect(api.calls('PUT', '/api/users/u1')[0].body).toEqual({ role: 'admin' });
    reply = { status: 409, body: { success: false, message: 'The last admin cannot be demoted' } };
    // The list is read again after the change (the fake still answers 'user'): choosing 'admin' before it is back changes nothing.
    await waitFor(() => expect((screen.getByLabelText('Role of Asha Rao') as HTMLSelectElement).value).toBe('user'));
    await user.selectOptions(screen.getByLabelText('Role of Asha Rao'), 'admin');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Make asha@example.in an Admin?' })).getByRole('button', {
        name: 'Make Admin',
      }),
    );
    expect((await screen.findAllByText('The last admin cannot be demoted')).length).toBeGreaterThan(0);
  });

  it("asks 'Block asha@example.in?' before blocking (Cancel sends nothing), and shows 'Failed to update status' when it fails; Unblock needs no question", async () => {
    let fail = false;
    const ravi = aUser({ _id: 'u2', name: 'Ravi Kumar', email: 'ravi@example.in', active: false });
    const { user, api } = usersScreen({
      'GET /api/users': { body: pageOf([asha, ravi]) },
      'PUT /api/users/:id': () =>
        fail
          ? { status: 500 as const }
          : { body: { success: true, message: 'User updated successfully', user: { ...asha, active: false } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Block Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Block asha@example.in?' });
    expect(
      within(dialog).getByText('They are signed out at their next request and cannot sign in until unblocked.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('PUT', '/api/users/u1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Block Asha Rao' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Block asha@example.in?' })).getByRole('button', { name: 'Block' }),
    );
    expect(await screen.findByText('User blocked')).toBeTruthy();
    expect(api.calls('PUT', '/api/users/u1')[0].body).toEqual({ active: false });
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Block Asha Rao' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Block asha@example.in?' })).getByRole('button', { name: 'Block' }),
    );
    expect((await screen.findAllByText('Failed to update status')).length).toBeGreaterThan(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Unblock Ravi Kumar' }));
    await waitFor(() => expect(api.calls('PUT', '/api/users/u2')[0]?.body).toEqual({ active: true }));
  });

  it("offers no role, block or delete on the admin's own row, only View", async () => {
    const me = anAdmin();
    usersScreen({ 'GET /api/users': { body: pageOf([me, asha]) } });
    const own = (await screen.findByText(me.name, { selector: 'span.font-semibold' })).closest('tr')!;
    expect(within(own).getByText('(you)')).toBeTruthy();
    expect(within(own).getByText('Your account')).toBeTruthy();
    expect(within(own).queryByRole('combobox')).toBeNull();
    expect(within(own).queryByRole('button', { name: /^Block|^Delete/ })).toBeNull();
    expect(within(own).getByRole('button', { name: `View ${me.name}` })).toBeTruthy();
    const other = screen.getByText('Asha Rao').closest('tr')!;
    expect(within(other).getByRole('combobox')).toBeTruthy();
    expect(within(other).getByRole('button', { name: 'Delete Asha Rao' })).toBeTruthy();
  });

  it("asks 'Delete User?' before deleting; Cancel keeps the user; 'Failed to delete user' on a failure", async () => {
    let fail = false;
    const { user, api } = usersScreen({
      'GET /api/users': { body: pageOf([asha]) },
      'DELETE /api/users/:id': () =>
        fail ? { status: 500 as const } : { body: { success: true, message: 'User deleted successfully' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete User?' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this user? This action cannot be undone. (asha@example.in)',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE', '/api/users/u1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Asha Rao' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete User?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('User deleted successfully')).toBeTruthy();
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Delete Asha Rao' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete User?' })).getByRole('button', { name: 'Delete' }),
    );
    expect((await screen.findAllByText('Failed to delete user')).length).toBeGreaterThan(0);
  });

  it("View shows the user's details, orders (id, date, status, total) and account history with who did it", async () => {
    const { user, api } = usersScreen({
      'GET /api/users': { body: pageOf([asha]) },
      'GET /api/orders': {
        body: {
          success: true,
          orders: [anOrder({ totalPrice: 1299, status: 'shipped', orderStatus: 'shipped' })],
          currentPage: 1,
          totalPages: 1,
          total: 1,
        },
      },
      'GET /api/users/:id/history': {
        body: {
          success: true,
          userId: 'u1',
          history: [
            {
              type: 'UserRegistered',
              at: '2026-10-05T10:00:00.000Z',
              actor: { id: 'u1', role: 'user' },
              summary: 'Account created',
            },
            {
              type: 'UserBlocked',
              at: '2026-10-06T10:00:00.000Z',
              actor: { id: 'a1', role: 'admin' },
              summary: 'Blocked',
            },
          ],
        },
      },
      'GET /api/users/:id': { body: { success: true, user: anAdmin({ name: 'Meera' }) } },
    });
    await user.click(await screen.findByRole('button', { name: 'View Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'User Details' });
    expect(await within(dialog).findByText(`#${anOrder()._id.slice(-6).toUpperCase()}`)).toBeTruthy();
    expect(within(dialog).getByText('₹1,299.00')).toBeTruthy();
    expect(within(dialog).getByText('Shipped')).toBeTruthy();
    expect(api.calls('GET', '/api/orders')[0].query.get('user')).toBe('u1');
    expect(await within(dialog).findByText('Account created')).toBeTruthy();
    expect(within(dialog).getByText(/· The user$/)).toBeTruthy();
    expect(await within(dialog).findByText(/· Admin Meera$/)).toBeTruthy();
  });
});
