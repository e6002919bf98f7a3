import { screen, within } from '@testing-library/react';
import { createStore } from './store';
import { anAdmin, aProduct, aUser } from '../testing/fixtures';
import { renderWithApp } from '../testing/render';
import { CartDrawer } from '../features/cart/CartDrawer';
import { buildLine } from '../shared/cart/cart-rules';
import { lineAdded } from '../shared/cart/cart-slice';
import { Header } from '../features/layout/Header';

const header = (options: Parameters<typeof renderWithApp>[1] = {}) =>
  renderWithApp(
    <>
      <Header />
      <CartDrawer />
    </>,
    options,
  );

describe('header', () => {
  it('links the logo to / and shows the category links', () => {
    header();
    expect(screen.getByRole('link', { name: 'ThreadFit home' }).getAttribute('href')).toBe('/');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All Products', '/collections'],
      ['Topwear', '/collections?category=topwear'],
      ['Bottomwear', '/collections?category=bottomwear'],
    ]);
    expect(screen.getByRole('link', { name: 'Wishlist' }).getAttribute('href')).toBe('/wishlist');
  });

  it('shows Login and Register when logged out', () => {
    header();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByText(/Hi,/)).toBeNull();
  });

  it("shows 'Hi, {name}' when logged in, with Profile, My Orders, Wishlist and Logout", async () => {
    const { user } = header({ signedInAs: aUser() });
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Hi, Asha Rao/ }));
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getAllByRole('link', { name: 'Wishlist' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull();
  });

  it("shows an admin the 'Admin' button and the 'Admin Panel' link to /admin/products", async () => {
    const { user, location } = header({ signedInAs: anAdmin() });
    await user.click(screen.getByRole('button', { name: /Hi, Admin/ }));
    expect(screen.getByRole('link', { name: 'Admin Panel' }).getAttribute('href')).toBe('/admin/products');
    await user.click(screen.getByRole('button', { name: 'Admin' }));
    expect(location().pathname).toBe('/admin/products');
  });

  it("logs out: clears state and storage and says 'Logged out successfully'", async () => {
    const { user, store } = header({ signedInAs: aUser() });
    await user.click(screen.getByRole('button', { name: /Hi, Asha Rao/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByText('Logged out successfully')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('shows a badge with the total item count on the cart icon only when it is above 0', () => {
    const store = createStore();
    header({ store });
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cart' })).toBeTruthy();
  });

  it('counts every item in the badge', () => {
    const store = createStore();
    const product = aProduct();
    store.dispatch(
      lineAdded(
        buildLine({
          product,
          size: 'S',
          colorVariantId: null,
          colorName: 'Original',
          colorCode: '#000000',
          quantity: 2,
        }),
      ),
    );
    store.dispatch(
      lineAdded(
        buildLine({
          product,
          size: 'M',
          colorVariantId: null,
          colorName: 'Original',
          colorCode: '#000000',
          quantity: 1,
        }),
      ),
    );
    header({ store });
    expect(screen.getByTestId('cart-badge').textContent).toBe('3');
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeTruthy();
  });

  it('toggles the cart drawer with the cart icon', async () => {
    const { user } = header();
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    expect(await screen.findByRole('dialog', { name: 'Shopping Cart (0)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists Topwear, Bottomwear and All Products, then Login and Register, in the mobile menu when logged out', async () => {
    const { user } = header();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(
      menu
        .getAllByRole('link')
        .slice(1)
        .map((link) => link.textContent),
    ).toEqual(['Topwear', 'Bottomwear', 'All Products', 'Login', 'Register']);
  });

  it('lists Profile, My Orders, Wishlist, Admin Panel (admin only) and Logout in the mobile menu when logged in', async () => {
    const { user } = header({ signedInAs: anAdmin() });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(
      menu
        .getAllByRole('link')
        .map((link) => link.textContent)
        .slice(4),
    ).toEqual(['Profile', 'My Orders', 'Wishlist', 'Admin Panel']);
    expect(menu.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });
});
