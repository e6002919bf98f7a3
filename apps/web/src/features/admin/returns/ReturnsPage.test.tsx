import { screen, waitFor, within } from '@testing-library/react';
import { anAdmin, anOrder } from '../../../testing/fixtures';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { aReturnSettings, anAdminReturnRow, anAdminReturnsPage } from '../../../testing/returns-fixtures';
import { OrderReturnsPanel } from './OrderReturnsPanel';
import { ReturnSettingsPage } from './ReturnSettingsPage';
import { ReturnsPage } from './ReturnsPage';

describe('the admin’s returns list', () => {
  it('lists requests with their customer, reason, units and state, each linking to its page', async () => {
    fakeApi({
      'GET /api/admin/returns': {
        body: anAdminReturnsPage([
          anAdminReturnRow(),
          anAdminReturnRow({ returnId: 'x-2', number: 'R-B8C9D0-2', state: 'approved', reason: 'defective' }),
        ]),
      },
    });
    renderWithApp(<ReturnsPage />, { signedInAs: anAdmin(), route: '/admin/returns', path: '/admin/returns' });
    const link = await screen.findByRole('link', { name: 'View return R-B8C9D0-1' });
    expect(link.getAttribute('href')).toBe('/admin/returns/6650a1b2c3d4e5f6a7b8c9d0-1');
    const table = within(screen.getByRole('region', { name: 'Returns table' }));
    expect(table.getAllByText('Asha Rao')).toHaveLength(2);
    expect(table.getByText('Defective')).toBeTruthy();
    expect(table.getAllByText('1 unit · ₹799.00')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Requested (1)' })).toBeTruthy();
  });

  it('filters by state, reason and search, keeping them in the URL', async () => {
    const api = fakeApi({ 'GET /api/admin/returns': { body: anAdminReturnsPage([anAdminReturnRow()]) } });
    const { user, location } = renderWithApp(<ReturnsPage />, {
      signedInAs: anAdmin(),
      route: '/admin/returns',
      path: '/admin/returns',
    });
    await user.click(await screen.findByRole('button', { name: 'Approved (0)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'damaged');
    await user.type(screen.getByRole('searchbox', { name: 'Search returns' }), 'B8C9D0');
    await waitFor(() => expect(location().search).toBe('?state=approved&reason=damaged&q=B8C9D0'));
    await waitFor(() => {
      const last = api.calls('GET', '/api/admin/returns').at(-1)!.query;
      expect([last.get('state'), last.get('reason'), last.get('q'), last.get('page')]).toEqual([
        'approved',
        'damaged',
        'B8C9D0',
        '1',
      ]);
    });
  });

  it("says 'No return requests yet.' when there are none", async () => {
    fakeApi({ 'GET /api/admin/returns': { body: anAdminReturnsPage([]) } });
    renderWithApp(<ReturnsPage />, { signedInAs: anAdmin() });
    expect(await screen.findByText('No return requests yet.')).toBeTruthy();
  });
});

describe('the return settings', () => {
  it('saves the window in days and exchanges on, refusing a window past 60 days with the server’s words', async () => {
    const api = fakeApi({
      'GET /api/admin/settings/returns': { body: aReturnSettings() },
      'PUT /api/admin/settings/returns': {
        body: aReturnSettings({
          settings: { windowDays: 7, exchangesEnabled: true, pickupExpiryDays: 14 },
          updatedAt: '2026-11-06T06:00:00.000Z',
          updatedBy: 'admin-1',
          message: 'Return settings saved',
        }),
      },
    });
    const { user } = renderWithApp(<ReturnSettingsPage />, { signedInAs: anAdmin() });
    const days = await screen.findByRole('spinbutton', { name: 'Return window (days after delivery)' });
    expect(screen.getByText('Using the store’s defaults')).toBeTruthy();
    await user.clear(days);
    await user.type(days, '61');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Return window must be a whole number of days from 0 to 60')).toBeTruthy();
    await user.clear(days);
    await user.type(days, '7');
    await user.click(screen.getByRole('checkbox', { name: 'Offer size exchanges' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT', '/api/admin/settings/returns')).toHaveLength(1));
    expect(api.calls('PUT', '/api/admin/settings/returns')[0].body).toEqual({
      windowDays: 7,
      exchangesEnabled: true,
      pickupExpiryDays: 14,
    });
    expect(await screen.findByText('Return settings saved')).toBeTruthy();
  });
});

describe("the order's returns in its details", () => {
  it('lists the order’s requests with their state, each linking to its page, asking by the order’s short number', async () => {
    const api = fakeApi({
      'GET /api/admin/returns': {
        body: anAdminReturnsPage([
          anAdminReturnRow({ state: 'approved' }),
          anAdminReturnRow({ returnId: 'other-1', orderId: 'other' }),
        ]),
      },
    });
    renderWithApp(
      <OrderReturnsPanel
        order={anOrder({ isPaid: true, paymentStatus: 'completed', status: 'delivered', orderStatus: 'delivered' })}
      />,
      { signedInAs: anAdmin() },
    );
    const link = await screen.findByRole('link', { name: 'R-B8C9D0-1' });
    expect(link.getAttribute('href')).toBe('/admin/returns/6650a1b2c3d4e5f6a7b8c9d0-1');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(api.calls('GET', '/api/admin/returns')[0].query.get('q')).toBe('B8C9D0');
  });
});
