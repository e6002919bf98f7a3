import { screen, waitFor, within } from '@testing-library/react';
import { anAdmin } from '../../../testing/fixtures';
import { fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { aFoldedState, aTimeTravel } from '../../../testing/operations-fixtures';
import { renderWithApp } from '../../../testing/render';
import { TimeTravelPage } from './TimeTravelPage';

const ORDER = '6650a1b2c3d4e5f6a7b8c9d0';
const AT = '2026-11-23T10:01:00.000Z';

function timeTravelScreen(routes: FakeRoutes, route = '/admin/system/time-travel') {
  const api = fakeApi(routes);
  return {
    ...renderWithApp(<TimeTravelPage />, { signedInAs: anAdmin(), route, path: '/admin/system/time-travel' }),
    api,
  };
}
const cells = (field: string) =>
  within(screen.getByRole('rowheader', { name: new RegExp(`^${field}`) }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/admin/system/time-travel', () => {
  it('shows the order as it was at the moment beside it now, the changed fields marked and personal data sealed', async () => {
    const { api } = timeTravelScreen(
      { 'GET /api/admin/system/time-travel/:kind/:id': { body: aTimeTravel() } },
      `/admin/system/time-travel?kind=order&id=${ORDER}&at=${AT}`,
    );
    const table = await screen.findByRole('region', { name: 'State then and now' });
    expect(api.calls('GET', `/api/admin/system/time-travel/order/${ORDER}`)[0].query.get('at')).toBe(AT);
    expect(within(table).getByText('Then · 23 Nov 2026, 03:30:00 pm')).toBeTruthy();
    expect(within(table).getByText('1 event, last OrderPlaced at 23 Nov 2026, 03:30:00 pm')).toBeTruthy();
    expect(within(table).getByText('2 events, last OrderPaid at 23 Nov 2026, 03:35:00 pm')).toBeTruthy();
    expect(cells('status')).toEqual(['pending', 'confirmed']);
    expect(cells('isPaid')).toEqual(['false', 'true']);
    expect(screen.getByRole('rowheader', { name: 'status changed' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'totalPrice' })).toBeTruthy();
    expect(cells('personal')).toEqual(['sealed', 'sealed']);
    expect(cells('providerOrderIds')).toEqual(['[]', '["order_1"]']);
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('order');
    expect((screen.getByLabelText('Id') as HTMLInputElement).value).toBe(ORDER);
    expect((screen.getByLabelText('At (India time)') as HTMLInputElement).value).toBe('2026-11-23T15:31');
  });

  it('says when it did not exist yet', async () => {
    timeTravelScreen(
      {
        'GET /api/admin/system/time-travel/:kind/:id': {
          body: aTimeTravel({
            past: aFoldedState({
              eventsApplied: 0,
              revision: null,
              lastEventType: null,
              lastEventAt: null,
              state: null,
            }),
          }),
        },
      },
      `/admin/system/time-travel?kind=order&id=${ORDER}&at=2026-11-22T10:00:00.000Z`,
    );
    expect(await screen.findByText('It did not exist yet.')).toBeTruthy();
    expect(cells('status')).toEqual(['', 'confirmed']);
  });

  it('asks for a kind, an id and a moment (India time), and keeps them in the URL', async () => {
    const { user, api, location } = timeTravelScreen({
      'GET /api/admin/system/time-travel/:kind/:id': {
        body: aTimeTravel({ kind: 'stock', id: 'tee-1', streamId: 'catalogue-inventory-tee-1' }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Show state' }));
    expect(screen.getByText('Id is required')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText('Kind'), 'stock');
    await user.type(screen.getByLabelText('Id'), ' tee-1 ');
    await user.clear(screen.getByLabelText('At (India time)'));
    await user.type(screen.getByLabelText('At (India time)'), '2026-11-23T15:30:00');
    await user.click(screen.getByRole('button', { name: 'Show state' }));
    await screen.findByRole('region', { name: 'State then and now' });
    expect(new URLSearchParams(location().search).toString()).toBe(
      'kind=stock&id=tee-1&at=2026-11-23T10%3A00%3A00.000Z',
    );
    expect(api.calls('GET', '/api/admin/system/time-travel/stock/tee-1')).toHaveLength(1);
  });

  it("goes to the moment just before an event of its timeline ('before it was paid')", async () => {
    const { user, api } = timeTravelScreen(
      { 'GET /api/admin/system/time-travel/:kind/:id': { body: aTimeTravel() } },
      `/admin/system/time-travel?kind=order&id=${ORDER}&at=2026-11-23T11:00:00.000Z`,
    );
    await user.click(await screen.findByRole('button', { name: 'Just before OrderPaid (#1)' }));
    await waitFor(() =>
      expect(api.calls('GET', `/api/admin/system/time-travel/order/${ORDER}`).at(-1)!.query.get('at')).toBe(
        '2026-11-23T10:04:59.999Z',
      ),
    );
  });

  it("says 'No events for this id.' on a 404, and shows other failures", async () => {
    let status: 404 | 500 = 404;
    const { user } = timeTravelScreen(
      {
        'GET /api/admin/system/time-travel/:kind/:id': () => ({
          status,
          body: { success: false, message: status === 404 ? 'Not found' : 'Database unavailable' },
        }),
      },
      `/admin/system/time-travel?kind=cart&id=u9&at=${AT}`,
    );
    expect(await screen.findByText('No events for this id.')).toBeTruthy();
    status = 500;
    await user.clear(screen.getByLabelText('Id'));
    await user.type(screen.getByLabelText('Id'), 'u10');
    await user.click(screen.getByRole('button', { name: 'Show state' }));
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
  });
});
