import { act, screen } from '@testing-library/react';
import { navigateTo } from '../../shared/navigation';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { OfferPopup } from './OfferPopup';
import { anOffer } from '../../testing/fixtures';
import type { Offer } from './types';

const offer: Offer = anOffer({
  _id: 'diwali',
  title: 'Diwali Sale',
  discount: 'FLAT 30% OFF',
  description: 'On all gym wear this week.',
  ctaText: 'Shop the sale',
  ctaLink: '/collections',
  delay: 3000,
});

/** Moves the clock in small steps so React renders (and starts effects) between timers, as in a browser. */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 50) await act(() => jest.advanceTimersByTimeAsync(Math.min(50, left)));
}
/** RTK batches store notifications to the next animation frame, so timings are checked to within a frame or two. */
const FRAME = 100;

function visit(current: Offer | null = offer, route = '/') {
  const api = fakeApi({ 'GET /api/offers/current': { body: { success: true, offer: current } } });
  const view = renderWithApp(<OfferPopup />, { fakeTimers: true, route });
  return { ...view, api };
}

describe('offer popup', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it("fetches the current offer after a short wait and shows it after the offer's delay", async () => {
    const { api } = visit();
    expect(api.requests).toHaveLength(0);
    await advance(1000);
    expect(api.calls('GET', '/api/offers/current')).toHaveLength(1);
    await advance(3000 - FRAME);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(2 * FRAME);
    expect(screen.getByRole('dialog', { name: 'Diwali Sale' })).toBeTruthy();
    expect(screen.getByText('FLAT 30% OFF')).toBeTruthy();
    expect(screen.getByText('LIMITED TIME OFFER')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop the sale' }).getAttribute('href')).toBe('/collections');
  });

  it('waits 2000 ms when the offer has no delay', async () => {
    visit({ ...offer, delay: undefined as never });
    await advance(1000 + 2000 - FRAME);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(2 * FRAME);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it.each([
    ['Maybe Later', () => screen.getByRole('button', { name: 'Maybe Later' })],
    ['the close button', () => screen.getByRole('button', { name: 'Close offer' })],
    ['the backdrop', () => screen.getByTestId('modal-backdrop')],
  ])('is dismissed by %s', async (_name, target) => {
    const { user } = visit();
    await advance(4000 + FRAME);
    await user.click(target());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('remembers a dismissal for the session when showOncePerSession is set, and does not reappear', async () => {
    const first = visit();
    await advance(4000 + FRAME);
    await first.user.click(screen.getByRole('button', { name: 'Maybe Later' }));
    first.unmount();

    visit();
    await advance(10_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows again on the next visit without showOncePerSession', async () => {
    const first = visit({ ...offer, showOncePerSession: false });
    await advance(4000 + FRAME);
    await first.user.click(screen.getByRole('button', { name: 'Maybe Later' }));
    first.unmount();

    visit({ ...offer, showOncePerSession: false });
    await advance(4000 + FRAME);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it.each(['/checkout', '/guest-checkout', '/buy-now/tee-1', '/cart'])(
    'never opens on %s, where the shopper types an address or pays',
    async (route) => {
      visit(offer, route);
      await advance(10_000);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('does not open over Buy Now when the shopper reaches it while the offer waits, and opens on a page without a form', async () => {
    visit(offer, '/products/tee-1');
    await advance(1000 + 1500);
    await act(() => navigateTo('/buy-now/tee-1'));
    await advance(5000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => navigateTo('/collections'));
    await advance(3000 + FRAME);
    expect(screen.getByRole('dialog', { name: 'Diwali Sale' })).toBeTruthy();
  });

  it('shows nothing when there is no current offer', async () => {
    visit(null);
    await advance(10_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
