import { screen } from '@testing-library/react';
import { anOrder, aUser } from '../../testing/fixtures';
import { fakeApi } from '../../testing/fake-api';
import { aShipment, shipmentsReply } from '../../testing/fulfilment-fixtures';
import { renderWithApp } from '../../testing/render';
import type { Order } from '../../shared/orders/types';
import { OrderConfirmationPage } from './OrderConfirmationPage';
import { OrdersPage } from './OrdersPage';

const ID = '6650a1b2c3d4e5f6a7b8c9d0';
const paid = (extra: Partial<Order> = {}) =>
  anOrder({
    _id: ID,
    paymentStatus: 'completed',
    isPaid: true,
    orderStatus: 'processing',
    status: 'processing',
    ...extra,
  });
const twoParcels = shipmentsReply(
  [
    aShipment(),
    aShipment({
      shipmentId: 's2',
      carrier: 'Blue Dart',
      awb: 'BD-20002',
      trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=BD-20002',
      deliveredAt: '2026-11-05T06:00:00.000Z',
    }),
  ],
  [{ line: 0, quantity: 0 }],
  'shipped',
);

describe('the shopper tracks their parcels', () => {
  it('shows each shipment on My Orders with its carrier, AWB and a Track link to the carrier’s page', async () => {
    fakeApi({
      'GET /api/orders/myorders': { body: { success: true, orders: [paid()] } },
      'GET /api/orders/:id/shipments': twoParcels,
    });
    renderWithApp(<OrdersPage />, { signedInAs: aUser() });
    const track = await screen.findByRole('link', { name: 'Track Delhivery DL10001' });
    expect(track.getAttribute('href')).toBe('https://www.delhivery.com/track/package/DL10001');
    expect(track.getAttribute('target')).toBe('_blank');
    expect(track.closest('li')!.textContent).toContain('Delhivery · AWB DL10001 · 1 item · Shipped 3 Nov');
    expect(screen.getByRole('link', { name: 'Track Blue Dart BD-20002' }).closest('li')!.textContent).toContain(
      'Delivered 5 Nov',
    );
  });

  it('asks nothing for an order not shipped yet', async () => {
    const api = fakeApi({
      'GET /api/orders/myorders': {
        body: { success: true, orders: [paid({ status: 'confirmed', orderStatus: 'confirmed' })] },
      },
      'GET /api/orders/:id/shipments': twoParcels,
    });
    renderWithApp(<OrdersPage />, { signedInAs: aUser() });
    expect(await screen.findByRole('heading', { name: 'Order #B8C9D0' })).toBeTruthy();
    expect(api.calls('GET', `/api/orders/${ID}/shipments`)).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /^Track/ })).toBeNull();
  });

  it('shows a guest the Track links on the order page, asking with the order’s token', async () => {
    const api = fakeApi({
      'GET /api/orders/:id': {
        body: { success: true, order: paid({ user: null, status: 'shipped', orderStatus: 'shipped' }) },
      },
      'GET /api/orders/:id/shipments': twoParcels,
    });
    renderWithApp(<OrderConfirmationPage />, {
      route: `/order-confirmation/${ID}?token=guest-token`,
      path: '/order-confirmation/:orderId',
    });
    expect(await screen.findByRole('link', { name: 'Track Blue Dart BD-20002' })).toBeTruthy();
    expect(api.calls('GET', `/api/orders/${ID}/shipments`)[0].query.get('token')).toBe('guest-token');
  });

  it('shows the order’s progress oldest first: placed, paid, each parcel with its Track link, delivered', async () => {
    fakeApi({
      'GET /api/orders/myorders': {
        body: {
          success: true,
          orders: [
            paid({
              createdAt: '2026-11-01T04:30:00.000Z',
              paidAt: '2026-11-01T04:35:00.000Z',
              status: 'delivered',
              orderStatus: 'delivered',
              deliveredAt: '2026-11-05T06:00:00.000Z',
            }),
          ],
        },
      },
      'GET /api/orders/:id/shipments': twoParcels,
    });
    renderWithApp(<OrdersPage />, { signedInAs: aUser() });
    const progress = await screen.findByRole('region', { name: 'Order progress' });
    await screen.findByRole('link', { name: 'Track Blue Dart BD-20002' });
    const steps = [...progress.querySelectorAll('ol > li')].map((li) => li.textContent ?? '');
    expect(steps.map((step) => /^(Order placed|Payment received|Parcel shipped|Delivered)/.exec(step)?.[0])).toEqual([
      'Order placed',
      'Payment received',
      'Parcel shipped',
      'Parcel shipped',
      'Delivered',
    ]);
    expect(steps[0]).toContain('1 Nov 2026, 10:00 am'); // India time
    expect(steps[2]).toContain('Delhivery · AWB DL10001 · 1 item · Shipped 3 Nov');
    expect(steps[4]).toContain('5 Nov 2026');
  });
});
