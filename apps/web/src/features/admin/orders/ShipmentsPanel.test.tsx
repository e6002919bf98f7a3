import type { Order } from '@store/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { anAdmin, anOrder, anOrderItem } from '../../../testing/fixtures';
import { fakeApi } from '../../../testing/fake-api';
import { aShipment, carriersReply, shipmentsReply } from '../../../testing/fulfilment-fixtures';
import { renderWithApp } from '../../../testing/render';
import { OrderDetailsModal } from './OrderDetailsModal';

const ID = '6650a1b2c3d4e5f6a7b8c9d0';
/** A paid order of 2 black tees (M) and 1 olive jogger (L). */
const paidOrder = (status: Order['status'] = 'confirmed') =>
  anOrder({
    _id: ID,
    status,
    orderStatus: status,
    paymentStatus: 'completed',
    isPaid: true,
    paidAt: '2026-11-02T10:00:00.000Z',
    orderItems: [
      anOrderItem({ name: 'Aero Dry-Fit Tee', quantity: 2, colorName: 'Black' }),
      anOrderItem({ product: 'jogger-1', name: 'Flex Jogger', quantity: 1, size: 'L', colorName: 'Olive' }),
    ],
  });

const panel = () => within(screen.getByRole('region', { name: 'Shipments' }));

describe('the shipments of an order (admin order details)', () => {
  it('ships part of the order with the chosen carrier and AWB, the quantities defaulting to everything left', async () => {
    const order = paidOrder();
    const api = fakeApi({
      'GET /api/orders/:id': { body: { success: true, order } },
      'GET /api/admin/carriers': carriersReply(),
      'GET /api/orders/:id/shipments': shipmentsReply(
        [],
        [
          { line: 0, quantity: 2 },
          { line: 1, quantity: 1 },
        ],
        'confirmed',
      ),
      'POST /api/orders/:id/shipments': {
        status: 201,
        body: {
          ...shipmentsReply(
            [aShipment({ carrier: 'Blue Dart', awb: 'BD-778899' })],
            [
              { line: 0, quantity: 1 },
              { line: 1, quantity: 1 },
            ],
          ).body,
          message: 'Shipment recorded',
        },
      },
    });
    const { user } = renderWithApp(<OrderDetailsModal order={order} onClose={() => undefined} />, {
      signedInAs: anAdmin(),
    });
    expect(await panel().findByText('Not shipped yet')).toBeTruthy();
    const tees = await panel().findByRole('spinbutton', { name: 'Units of Aero Dry-Fit Tee (Black, M) to ship' });
    expect((tees as HTMLInputElement).value).toBe('2');
    await waitFor(() => expect(panel().getByRole('option', { name: 'Blue Dart' })).toBeTruthy());
    await user.selectOptions(panel().getByRole('combobox', { name: 'Carrier' }), 'Blue Dart');
    await user.type(panel().getByRole('textbox', { name: 'AWB' }), 'BD-778899');
    await user.clear(tees);
    await user.type(tees, '1');
    await user.clear(panel().getByRole('spinbutton', { name: 'Units of Flex Jogger (Olive, L) to ship' }));
    await user.type(panel().getByRole('spinbutton', { name: 'Units of Flex Jogger (Olive, L) to ship' }), '0');
    await user.click(panel().getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(api.calls('POST', `/api/orders/${ID}/shipments`)).toHaveLength(1));
    expect(api.calls('POST', `/api/orders/${ID}/shipments`)[0].body).toEqual({
      carrier: 'Blue Dart',
      awb: 'BD-778899',
      lines: [{ line: 0, quantity: 1 }],
    });
  });

  it('lists each shipment with its AWB linking to the carrier’s page, and marks one delivered', async () => {
    const order = paidOrder('processing');
    const api = fakeApi({
      'GET /api/orders/:id': { body: { success: true, order } },
      'GET /api/admin/carriers': carriersReply(),
      'GET /api/orders/:id/shipments': shipmentsReply(
        [aShipment()],
        [
          { line: 0, quantity: 1 },
          { line: 1, quantity: 1 },
        ],
      ),
      'POST /api/orders/:id/shipments/:shipmentId/delivered': {
        body: {
          ...shipmentsReply([aShipment({ deliveredAt: '2026-11-05T06:00:00.000Z' })], []).body,
          message: 'Shipment marked delivered',
        },
      },
    });
    const { user } = renderWithApp(<OrderDetailsModal order={order} onClose={() => undefined} />, {
      signedInAs: anAdmin(),
    });
    const awb = await panel().findByRole('link', { name: 'DL10001' });
    expect(awb.getAttribute('href')).toBe('https://www.delhivery.com/track/package/DL10001');
    expect(awb.closest('li')!.textContent).toContain('1 × Aero Dry-Fit Tee (M) · Shipped 3 Nov 2026');
    await user.click(panel().getByRole('button', { name: 'Mark delivered: Delhivery DL10001' }));
    await waitFor(() => expect(api.calls('POST', `/api/orders/${ID}/shipments/s1/delivered`)).toHaveLength(1));
  });

  it('shows no shipments panel for an unpaid order', async () => {
    const order = anOrder({ _id: ID });
    const api = fakeApi({ 'GET /api/orders/:id': { body: { success: true, order } } });
    renderWithApp(<OrderDetailsModal order={order} onClose={() => undefined} />, { signedInAs: anAdmin() });
    expect(await screen.findByText('Order Details')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Shipments' })).toBeNull();
    expect(api.calls('GET', `/api/orders/${ID}/shipments`)).toHaveLength(0);
  });

  it('keeps the status dropdown agreeing with the shipments: no Shipped while units are left, no Delivered before every shipment is', async () => {
    const order = paidOrder('processing');
    fakeApi({
      'GET /api/orders/:id': { body: { success: true, order } },
      'GET /api/admin/carriers': carriersReply(),
      'GET /api/orders/:id/shipments': shipmentsReply(
        [aShipment()],
        [
          { line: 0, quantity: 1 },
          { line: 1, quantity: 1 },
        ],
      ),
    });
    renderWithApp(<OrderDetailsModal order={order} onClose={() => undefined} />, { signedInAs: anAdmin() });
    expect(
      await screen.findByText(
        'Shipped and Delivered follow the Shipments panel below: ship every unit, then mark each shipment delivered.',
      ),
    ).toBeTruthy();
    const dropdown = screen.getByRole('combobox', { name: 'Update Status' });
    const offered = within(dropdown)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(offered).toEqual(['processing', 'cancelled']);
  });

  it('says an order marked shipped from the status menu has no parcel recorded, and still takes its AWB', async () => {
    const order = paidOrder('shipped');
    fakeApi({
      'GET /api/orders/:id': { body: { success: true, order } },
      'GET /api/admin/carriers': carriersReply(),
      'GET /api/orders/:id/shipments': shipmentsReply(
        [],
        [
          { line: 0, quantity: 2 },
          { line: 1, quantity: 1 },
        ],
        'shipped',
      ),
    });
    renderWithApp(<OrderDetailsModal order={order} onClose={() => undefined} />, { signedInAs: anAdmin() });
    expect(
      await panel().findByText(
        'Marked shipped from the status menu, with no parcel recorded: add its carrier and AWB below to track it',
      ),
    ).toBeTruthy();
    expect(panel().getByRole('button', { name: 'Ship' })).toBeTruthy();
    expect(
      within(screen.getByRole('combobox', { name: 'Update Status' }))
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(['shipped', 'delivered', 'returned']);
  });
});
