import { screen, within } from '@testing-library/react';
import { aUser } from '../../testing/fixtures';
import { fakeApi, type FakeRoutes } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { NotifyMeButton } from './NotifyMeButton';

const CONFIRMATION_SENT =
  "Check your email: click the link we sent to confirm, and we'll notify you when this product is available";

function showButton(routes: FakeRoutes, signedIn = false) {
  const api = fakeApi(routes);
  const view = renderWithApp(<NotifyMeButton productId="tee-1" productName="Aero Dry-Fit Tee" />, {
    signedInAs: signedIn ? aUser() : undefined,
  });
  return { ...view, api };
}

describe('Notify Me button', () => {
  it("tells a guest to confirm from the e-mail sent to the address they left, in the server's words", async () => {
    const { user, api } = showButton({
      'POST /api/products/:id/notify': { body: { success: true, message: CONFIRMATION_SENT } },
    });
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Notify Me' }));
    expect(dialog.getByText(/send you a link to confirm your email address/)).toBeTruthy();
    await user.type(dialog.getByLabelText(/Email address/), '  asha@example.in ');
    await user.click(dialog.getByRole('button', { name: 'Notify Me' }));
    expect((await dialog.findByRole('status')).textContent).toBe(CONFIRMATION_SENT);
    expect(api.calls('POST', '/api/products/tee-1/notify')[0].body).toEqual({ email: 'asha@example.in' });
    expect(dialog.queryByLabelText(/Email address/)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says to check the e-mail when the server gives no message, and checks the address before calling', async () => {
    const { user, api } = showButton({ 'POST /api/products/:id/notify': { body: { success: true, message: '' } } });
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Notify Me' }));
    await user.click(dialog.getByRole('button', { name: 'Notify Me' }));
    expect(dialog.getByText('Email is required')).toBeTruthy();
    await user.type(dialog.getByLabelText(/Email address/), 'nope');
    await user.click(dialog.getByRole('button', { name: 'Notify Me' }));
    expect(dialog.getByText('Please enter a valid email address')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
    await user.clear(dialog.getByLabelText(/Email address/));
    await user.type(dialog.getByLabelText(/Email address/), 'asha@example.in');
    await user.click(dialog.getByRole('button', { name: 'Notify Me' }));
    expect((await dialog.findByRole('status')).textContent).toBe(CONFIRMATION_SENT);
  });

  it("shows the server's message (e.g. too many requests) or 'Failed to subscribe', and keeps the form", async () => {
    const { user } = showButton({
      'POST /api/products/:id/notify': {
        status: 429,
        body: { success: false, message: 'Too many requests. Please try again later.' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Notify Me' }));
    await user.type(dialog.getByLabelText(/Email address/), 'asha@example.in');
    await user.click(dialog.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeTruthy();
    expect(dialog.getByLabelText(/Email address/)).toBeTruthy();
  });

  it('subscribes a signed-in shopper at once with their account e-mail (no body, no dialog)', async () => {
    const { user, api } = showButton(
      {
        'POST /api/products/:id/notify': {
          body: { success: true, message: "We'll notify you when this product is available" },
        },
      },
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByText("We'll notify you when this product is available")).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('POST', '/api/products/tee-1/notify')[0].body).toBeUndefined();
  });

  it("says 'Failed to subscribe' to a signed-in shopper when the call fails without a message", async () => {
    const { user } = showButton({ 'POST /api/products/:id/notify': { status: 500, body: {} } }, true);
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByText('Failed to subscribe')).toBeTruthy();
  });
});
