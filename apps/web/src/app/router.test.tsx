import { screen, within } from '@testing-library/react';
import { createStore } from './store';
import { loggedIn } from '../shared/auth/auth-slice';
import { anAdmin, aUser } from '../testing/fixtures';
import { fakeApi } from '../testing/fake-api';
import { renderRoutes } from '../testing/render';
import { routes } from './router';

function open(path: string, user?: ReturnType<typeof aUser>) {
  fakeApi({
    'GET /api/orders/myorders': { body: { success: true, orders: [] } },
    ...(user ? { 'GET /api/auth/me': { body: { success: true as const, user } } } : {}),
  });
  const store = createStore();
  if (user) store.dispatch(loggedIn({ user, token: 'jwt' }));
  return renderRoutes(routes, { route: path, store });
}

describe('routes and guards', () => {
  it('sends a signed-out shopper from /checkout to /login?redirect=checkout', async () => {
    const { location } = open('/checkout');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(location().pathname + location().search).toBe('/login?redirect=checkout');
    expect(screen.getByRole('link', { name: 'Checkout as guest' }).getAttribute('href')).toBe('/guest-checkout');
  });

  it('sends a signed-out shopper to /login, remembering where they came from', async () => {
    const { location } = open('/orders');
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(location().search).toBe('?from=%2Forders');
  });

  it('redirects a non-admin entering /admin to /', async () => {
    const { location } = open('/admin/orders', aUser());
    await screen.findByRole('heading', { name: 'ThreadFit: gym wear and fashion' });
    expect(location().pathname).toBe('/');
  });

  it('shows an admin the admin menu, landing on /admin/products', async () => {
    const { location } = open('/admin', anAdmin());
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeTruthy();
    expect(location().pathname).toBe('/admin/products');
    const menu = within(screen.getByRole('navigation', { name: 'Admin' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Products',
      'Orders',
      'Users',
      'Offers',
      'Hero Images',
      'Collection Banners',
      'Dashboard',
      'GST returns',
      'Business and tax',
      'GST rates',
      'Delivery areas',
      'Carriers',
      'Bulk shipping',
      'Size charts',
      'Reviews',
      'System',
    ]);
    expect(screen.getByRole('link', { name: 'Back to store' }).getAttribute('href')).toBe('/');
  });

  it('lets a signed-in shopper reach /orders inside the storefront layout', async () => {
    open('/orders', aUser());
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByText('We ship all over India')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('shows the 404 page with a Go Home link for any other path', async () => {
    open('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it("serves the wishlist's empty text 'Your wishlist is empty.'", async () => {
    open('/wishlist');
    expect(await screen.findByText('Your wishlist is empty.')).toBeTruthy();
  });

  it('serves real privacy and terms pages', async () => {
    open('/privacy');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeTruthy();
  });
});
