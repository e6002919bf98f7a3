import { screen } from '@testing-library/react';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { NotifyMeConfirmPage } from './NotifyMeConfirmPage';

const TOKEN =
  '1004c3cd-6f3e-4e84-8390-76c656f817f6.419cb018ee4593a2c965b3d3078def5e.tp2zj3.9SNbOcBvt33MBnNzbyTynFjG44LTxUD3woRj8dhPark';
const CONFIRMED = "Your email address is confirmed. We'll notify you when this product is available";
const EXPIRED = 'This confirmation link has expired. Please ask to be notified again from the product page.';
const INVALID = 'This confirmation link is not valid. Please ask to be notified again from the product page.';

const openLink = (route = `/notify-me/confirm?token=${encodeURIComponent(TOKEN)}`) =>
  renderWithApp(<NotifyMeConfirmPage />, {
    route,
    path: '/notify-me/confirm',
    routes: [{ path: '/products/:id', element: <p>product page</p> }],
  });

describe('notify-me confirmation page', () => {
  it('confirms the token of the link once and offers the way back to the product', async () => {
    const api = fakeApi({
      'POST /api/notify-me/confirm': {
        body: { success: true, message: CONFIRMED, productId: 'tee-1', productName: 'Aero Dry-Fit Tee' },
      },
    });
    const { user, location } = openLink();
    expect(screen.getByText('Confirming your email address...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: "You're on the list" })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(CONFIRMED);
    expect(api.calls('POST', '/api/notify-me/confirm')).toHaveLength(1);
    expect(api.calls('POST', '/api/notify-me/confirm')[0].body).toEqual({ token: TOKEN });
    await user.click(screen.getByRole('link', { name: 'Back to Aero Dry-Fit Tee' }));
    expect(location().pathname).toBe('/products/tee-1');
  });

  it("shows the server's 400 message for an expired or altered link", async () => {
    fakeApi({
      'POST /api/notify-me/confirm': {
        status: 400,
        body: { success: false, message: EXPIRED, errors: [{ param: 'token', msg: EXPIRED }] },
      },
    });
    openLink();
    expect((await screen.findByRole('alert')).textContent).toBe(EXPIRED);
    expect(screen.queryByRole('heading', { name: "You're on the list" })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/collections');
  });

  it("says 'Failed to subscribe' when the call fails without a message", async () => {
    fakeApi({ 'POST /api/notify-me/confirm': { status: 502 } });
    openLink();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to subscribe');
  });

  it('says the link is not valid without calling the server when it has no token', () => {
    const api = fakeApi();
    openLink('/notify-me/confirm');
    expect(screen.getByRole('alert').textContent).toBe(INVALID);
    expect(api.requests).toHaveLength(0);
  });
});
