import { screen, waitFor } from '@testing-library/react';
import { anAdmin } from '../../../testing/fixtures';
import { fakeApi } from '../../../testing/fake-api';
import { carriersReply } from '../../../testing/fulfilment-fixtures';
import { renderWithApp } from '../../../testing/render';
import { CarriersPage } from './CarriersPage';

describe('the carriers screen', () => {
  it('lists the seeded couriers and saves the list with a carrier added', async () => {
    const api = fakeApi({
      'GET /api/admin/carriers': carriersReply(),
      'PUT /api/admin/carriers': (request) => ({
        body: {
          success: true,
          carriers: (request.body as { carriers: never[] }).carriers,
          updatedAt: '2026-11-29T08:00:00.000Z',
          updatedBy: 'a1',
          message: 'Carriers saved',
        },
      }),
    });
    const { user } = renderWithApp(<CarriersPage />, { signedInAs: anAdmin() });
    expect(((await screen.findByRole('textbox', { name: 'Name 7' })) as HTMLInputElement).value).toBe('Shiprocket');
    await user.click(screen.getByRole('button', { name: 'Add carrier' }));
    await user.type(screen.getByRole('textbox', { name: 'Name 8' }), 'Shadowfax');
    await user.type(screen.getByRole('textbox', { name: 'Tracking link 8' }), 'tracker.shadowfax.in/track/{{awb}');
    await user.click(screen.getByRole('button', { name: 'Save carriers' }));
    await waitFor(() => expect(api.calls('PUT', '/api/admin/carriers')).toHaveLength(1));
    const { carriers } = api.calls('PUT', '/api/admin/carriers')[0].body as {
      carriers: { name: string; trackingUrlTemplate: string }[];
    };
    expect(carriers).toHaveLength(8);
    expect(carriers[7]).toEqual({ name: 'Shadowfax', trackingUrlTemplate: 'https://tracker.shadowfax.in/track/{awb}' });
  });

  it('refuses a tracking link without {awb} before asking the server', async () => {
    const api = fakeApi({ 'GET /api/admin/carriers': carriersReply() });
    const { user } = renderWithApp(<CarriersPage />, { signedInAs: anAdmin() });
    const link = await screen.findByRole('textbox', { name: 'Tracking link 1' });
    await user.clear(link);
    await user.type(link, 'https://www.delhivery.com/track');
    await user.click(screen.getByRole('button', { name: 'Save carriers' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Tracking link must be an https:// address containing {awb}',
    );
    expect(api.calls('PUT', '/api/admin/carriers')).toHaveLength(0);
  });
});
