import { screen, waitFor, within } from '@testing-library/react';
import { anOrder, anOrderItem, aUser } from '../../../testing/fixtures';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import {
  RETURN_ORDER_ID as ID,
  aReturnRequest,
  aReturnableLine,
  orderReturnsReply,
} from '../../../testing/returns-fixtures';
import type { Order } from '../../../shared/orders/types';
import { OrderConfirmationPage } from '../OrderConfirmationPage';
import { OrdersPage } from '../OrdersPage';

const delivered = (extra: Partial<Order> = {}) =>
  anOrder({
    _id: ID,
    paymentStatus: 'completed',
    isPaid: true,
    orderStatus: 'delivered',
    status: 'delivered',
    orderItems: [anOrderItem({ quantity: 2 })],
    ...extra,
  });

/** Answers the shopper's photo upload (jsdom's multipart body is not read), counting the uploads. */
function fakePhotoUploads(reply: (n: number) => { status: number; url?: string; message?: string }) {
  const inner = globalThis.fetch;
  let count = 0;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (!url.pathname.endsWith('/returns/photos')) return inner(input, init);
    const { status, url: stored, message } = reply(++count);
    const body = status < 400 ? { success: true, secure_url: stored } : { success: false, message };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

const photo = (name = 'seam.jpg') => new File(['jpeg'], name, { type: 'image/jpeg' });

function myOrders(returns = orderReturnsReply(), order = delivered()) {
  const api = fakeApi({
    'GET /api/orders/myorders': { body: { success: true, orders: [order] } },
    'GET /api/orders/:id/returns': returns,
    'POST /api/orders/:id/returns': () => ({
      status: 201,
      body: {
        ...orderReturnsReply().body,
        returns: [aReturnRequest()],
        message: 'Return requested',
        returnable: [aReturnableLine({ requested: 1, returnable: 1 })],
      },
    }),
  });
  return { ...renderWithApp(<OrdersPage />, { signedInAs: aUser() }), api };
}

describe('the shopper requests a return', () => {
  it("offers 'Request a return' beside the WhatsApp link on a delivered order, with the window in the server's days", async () => {
    myOrders(orderReturnsReply({ window: { ...orderReturnsReply().body.window, days: 5 } }));
    const button = await screen.findByRole('button', { name: 'Request a return' });
    expect(button.parentElement!.querySelector('a[href*="wa.me"]')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Returns' }).textContent).toContain(
      'Returns are accepted within 5 days of delivery. You can request a return until 6 Nov 2026.',
    );
  });

  it('says the window has closed, and offers no request, outside it', async () => {
    myOrders(
      orderReturnsReply({
        canRequest: false,
        window: { ...orderReturnsReply().body.window, open: false },
      }),
    );
    expect(await screen.findByText(/The return window closed on 6 Nov 2026\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request a return' })).toBeNull();
  });

  it('requires a photo for a damaged item, uploads it with a preview that can be removed, and sends the request', async () => {
    const { user, api } = myOrders();
    fakePhotoUploads((n) => ({ status: 201, url: `/uploads/returns/${n}.jpg` }));
    await user.click(await screen.findByRole('button', { name: 'Request a return' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Return items of order #B8C9D0' }));
    const units = dialog.getByRole('spinbutton', { name: 'Units of Aero Dry-Fit Tee (M) to return' });
    await user.clear(units);
    await user.type(units, '1');
    await user.selectOptions(dialog.getByRole('combobox', { name: /Reason/ }), 'damaged');
    expect(dialog.queryByRole('option', { name: 'Size exchange' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Send return request' }));
    expect(await dialog.findByText('Please add at least one photo of the damage or defect')).toBeTruthy();
    expect(api.calls('POST', `/api/orders/${ID}/returns`)).toHaveLength(0);

    await user.upload(dialog.getByLabelText('Add photos'), [photo('one.jpg'), photo('two.jpg')]);
    expect(((await dialog.findByRole('img', { name: 'Photo 2' })) as HTMLImageElement).src).toContain(
      '/uploads/returns/2.jpg',
    );
    await user.click(dialog.getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(dialog.queryByRole('img', { name: 'Photo 2' })).toBeNull());
    await user.type(dialog.getByRole('textbox', { name: /Comment/ }), 'Torn at the seam');
    await user.click(dialog.getByRole('button', { name: 'Send return request' }));

    await waitFor(() => expect(api.calls('POST', `/api/orders/${ID}/returns`)).toHaveLength(1));
    expect(api.calls('POST', `/api/orders/${ID}/returns`)[0].body).toEqual({
      lines: [{ line: 0, quantity: 1 }],
      reason: 'damaged',
      comment: 'Torn at the seam',
      photos: ['/uploads/returns/2.jpg'],
    });
    expect(await screen.findByText('Return requested')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Return items/ })).toBeNull());
  });

  it("shows the server's refusal as it words it", async () => {
    const { user } = myOrders();
    fakeApi({
      'GET /api/orders/myorders': { body: { success: true, orders: [delivered()] } },
      'GET /api/orders/:id/returns': orderReturnsReply(),
      'POST /api/orders/:id/returns': {
        status: 400,
        body: { success: false, message: 'The return window closed on 6 Nov 2026' },
      },
    });
    fakePhotoUploads(() => ({ status: 201, url: '/uploads/returns/1.jpg' }));
    await user.click(await screen.findByRole('button', { name: 'Request a return' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByRole('spinbutton', { name: /Units of/ }), '1');
    await user.selectOptions(dialog.getByRole('combobox', { name: /Reason/ }), 'defective');
    await user.upload(dialog.getByLabelText('Add photos'), photo());
    await dialog.findByRole('img', { name: 'Photo 1' });
    await user.click(dialog.getByRole('button', { name: 'Send return request' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('The return window closed on 6 Nov 2026');
  });

  it("names a photo the server refused ('Photos must be 5 MB or smaller')", async () => {
    const { user } = myOrders();
    fakePhotoUploads(() => ({ status: 413, message: 'Photos must be 5 MB or smaller' }));
    await user.click(await screen.findByRole('button', { name: 'Request a return' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.upload(dialog.getByLabelText('Add photos'), photo('huge.jpg'));
    expect((await dialog.findByRole('alert')).textContent).toBe('Photos must be 5 MB or smaller');
    expect(dialog.queryByRole('img', { name: 'Photo 1' })).toBeNull();
  });

  it("offers 'Size exchange' when exchanges are enabled, with the wanted size of each line", async () => {
    const api = fakeApi({
      'GET /api/orders/myorders': { body: { success: true, orders: [delivered()] } },
      'GET /api/orders/:id/returns': orderReturnsReply({ exchangesEnabled: true }),
      'GET /api/products/:id': {
        body: {
          success: true,
          product: (await import('../../../testing/fixtures')).aProduct({ sizes: ['S', 'M', 'L'] }),
        },
      },
      'POST /api/orders/:id/returns': { status: 201, body: orderReturnsReply({ exchangesEnabled: true }).body },
    });
    const { user } = renderWithApp(<OrdersPage />, { signedInAs: aUser() });
    await user.click(await screen.findByRole('button', { name: 'Request a return' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByRole('spinbutton', { name: /Units of/ }), '1');
    await user.selectOptions(dialog.getByRole('combobox', { name: /Reason/ }), 'size_exchange');
    const size = await dialog.findByRole('combobox', { name: 'Size you want instead of Aero Dry-Fit Tee (M)' });
    await dialog.findByRole('option', { name: 'L' });
    await user.selectOptions(size, 'L');
    await user.click(dialog.getByRole('button', { name: 'Send return request' }));
    await waitFor(() => expect(api.calls('POST', `/api/orders/${ID}/returns`)).toHaveLength(1));
    expect(api.calls('POST', `/api/orders/${ID}/returns`)[0].body).toEqual({
      lines: [{ line: 0, quantity: 1, exchange: { size: 'L', colorVariantId: null } }],
      reason: 'size_exchange',
    });
  });
});

describe("the return's state on the order", () => {
  it.each([
    ['requested', aReturnRequest(), 'Requested', /Requested on 5 Nov 2026/],
    [
      'approved with a pickup',
      aReturnRequest({
        state: 'approved',
        approvedAt: '2026-11-06T06:00:00.000Z',
        pickup: {
          carrier: 'Delhivery',
          awb: 'DLR0001',
          trackingUrl: 'https://www.delhivery.com/track/package/DLR0001',
        },
      }),
      'Approved',
      /Delhivery will pick it up \(AWB DLR0001\)/,
    ],
    [
      'approved for the customer to ship',
      aReturnRequest({ state: 'approved', approvedAt: '2026-11-06T06:00:00.000Z', customerShips: true }),
      'Approved',
      /Please ship it to us/,
    ],
    [
      'rejected with the reason',
      aReturnRequest({ state: 'rejected', rejectedAt: AT2(), rejectionReason: 'The tag was removed' }),
      'Rejected',
      /Rejected on 6 Nov 2026: The tag was removed/,
    ],
    ['received', aReturnRequest({ state: 'received', receivedAt: AT2() }), 'Received', /Your refund is on its way/],
    [
      'refunded',
      aReturnRequest({ state: 'refunded', refundedAt: AT2(), refund: { refundId: 'r1', amount: 799 } }),
      'Refunded',
      /Refunded ₹799\.00 on 6 Nov 2026/,
    ],
  ])('shows a return %s as such', async (_name, request, badge, text) => {
    myOrders(orderReturnsReply({ returns: [request], canRequest: false }));
    const item = within(await screen.findByRole('listitem', { name: 'Return R-B8C9D0-1' }));
    expect(item.getByText(badge)).toBeTruthy();
    expect(item.getByText(text)).toBeTruthy();
  });

  it('says a refund the payment provider refused did not go through, and that it will be refunded again', async () => {
    myOrders(
      orderReturnsReply({
        canRequest: false,
        returns: [
          aReturnRequest({
            state: 'received',
            receivedAt: AT2(),
            refundFailure: { refundId: 'r1', amount: 799, reason: 'Card closed', at: AT2() },
          }),
        ],
      }),
    );
    expect(await screen.findByText('Refund failed')).toBeTruthy();
    expect(
      screen.getByText(
        'The refund of ₹799.00 did not go through on 6 Nov 2026: the payment provider refused it, and nothing was taken from you. We will refund it again.',
      ),
    ).toBeTruthy();
  });

  it('links the pickup and an exchange’s replacement parcel to the carrier’s tracking page', async () => {
    myOrders(
      orderReturnsReply({
        canRequest: false,
        returns: [
          aReturnRequest({
            state: 'exchanged',
            reason: 'size_exchange',
            exchangedAt: AT2(),
            replacement: {
              shipmentId: 'x1',
              carrier: 'Blue Dart',
              awb: 'BD-X-0001',
              trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=BD-X-0001',
              shippedAt: AT2(),
            },
          }),
        ],
      }),
    );
    const track = await screen.findByRole('link', { name: 'Track replacement Blue Dart BD-X-0001' });
    expect(track.getAttribute('href')).toContain('trackNo=BD-X-0001');
    expect(screen.getByText(/Replacement shipped on 6 Nov 2026 with Blue Dart/)).toBeTruthy();
  });

  it("shows a guest the returns on the order page, asking with the order's token, and the policy in the server's days", async () => {
    const api = fakeApi({
      'GET /api/orders/:id': { body: { success: true, order: delivered({ user: null }) } },
      'GET /api/orders/:id/returns': orderReturnsReply({
        window: { ...orderReturnsReply().body.window, days: 7 },
        returns: [aReturnRequest()],
      }),
    });
    const { user } = renderWithApp(<OrderConfirmationPage />, {
      route: `/order-confirmation/${ID}?token=guest-token`,
      path: '/order-confirmation/:orderId',
    });
    expect(await screen.findByRole('button', { name: 'Request a return' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return via WhatsApp' })).toBeTruthy();
    expect(api.calls('GET', `/api/orders/${ID}/returns`)[0].query.get('token')).toBe('guest-token');
    await user.click(screen.getByRole('button', { name: 'Return Policy' }));
    expect(await screen.findByText('Returns are accepted within 7 days of delivery only.')).toBeTruthy();
  });
});

function AT2() {
  return '2026-11-06T06:00:00.000Z';
}
