import { screen } from '@testing-library/react';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { UnsubscribePage } from './UnsubscribePage';

const at = (url: string) => renderWithApp(<UnsubscribePage />, { route: url });

describe('/unsubscribe (issue #44)', () => {
  it('confirms with one button and shows the server’s confirmation, without signing in', async () => {
    const api = fakeApi({
      'POST /api/auth/unsubscribe': { body: { success: true, message: 'You have been unsubscribed.' } },
    });
    const { user } = at('/unsubscribe?u=u1&t=abc.def');
    expect(api.calls('POST', '/api/auth/unsubscribe')).toHaveLength(0); // opening the link changes nothing
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('status')).textContent).toBe('You have been unsubscribed.');
    expect(api.calls('POST', '/api/auth/unsubscribe')[0].body).toEqual({ user: 'u1', token: 'abc.def' });
  });

  it('shows the server’s refusal of a tampered link', async () => {
    fakeApi({
      'POST /api/auth/unsubscribe': {
        status: 400,
        body: { success: false, message: 'This unsubscribe link is not valid.', errors: [] },
      },
    });
    const { user } = at('/unsubscribe?u=u1&t=forged');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This unsubscribe link is not valid.');
  });

  it('says a link without its user or token is not valid', async () => {
    at('/unsubscribe?u=u1');
    expect(screen.getByRole('alert').textContent).toMatch(/not valid/);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
