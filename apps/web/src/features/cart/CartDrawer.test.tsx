import { screen, waitFor, within } from '@testing-library/react';
import { createStore } from '../../app/store';
import { aVariantProduct } from '../../testing/fixtures';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { buildLine } from './cart-rules';
import { drawerToggled, lineAdded } from './cart-slice';
import { CartDrawer } from './CartDrawer';

const jogger = aVariantProduct({ price: 1299.5 });

function openDrawer(quantities: Record<string, number> = {}) {
  const store = createStore();
  for (const [size, quantity] of Object.entries(quantities)) {
    store.dispatch(lineAdded(buildLine({ product: jogger, size, colorVariantId: 'red', colorName: 'Red', colorCode: '#dc2626', quantity })));
  }
  store.dispatch(drawerToggled());
  return renderWithApp(<CartDrawer />, { store });
}

describe('cart drawer', () => {
  it("titles itself 'Shopping Cart' with the item count and shows the Total with two decimals", () => {
    openDrawer({ M: 2, S: 1 });
    const drawer = within(screen.getByRole('dialog'));
    expect(drawer.getByRole('heading', { name: 'Shopping Cart (3)' })).toBeTruthy();
    expect(drawer.getByText('Total')).toBeTruthy();
    expect(drawer.getByTestId('cart-total').textContent).toBe('₹3,898.50');
  });

  it('notes that shipping and taxes are calculated at checkout, and Proceed to Checkout goes to /checkout', async () => {
    const { user, location, store } = openDrawer({ M: 1 });
    expect(screen.getByText('Shipping and taxes calculated at checkout')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(location().pathname).toBe('/checkout');
    expect(store.getState().cart.isOpen).toBe(false);
  });

  it("says 'Your cart is empty' when there are no lines", () => {
    openDrawer();
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
  });

  it('removes a line when its quantity goes to 0', async () => {
    fakeApi({ 'GET /api/products/:id': { body: { success: true, product: jogger } } });
    const { user, store } = openDrawer({ M: 1 });
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Flex Jogger' }));
    await waitFor(() => expect(store.getState().cart.items).toHaveLength(0));
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
  });

  it('toasts the stock message when an increase would exceed the stock', async () => {
    fakeApi({ 'GET /api/products/:id': { body: { success: true, product: jogger } } });
    const { user } = openDrawer({ M: 4 });
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Flex Jogger' }));
    expect(await screen.findByText('Only 4 items available in stock for Flex Jogger (M - Red)')).toBeTruthy();
  });

  it('closes on Escape and from the backdrop', async () => {
    const { user, store } = openDrawer();
    await user.keyboard('{Escape}');
    expect(store.getState().cart.isOpen).toBe(false);
  });
});
