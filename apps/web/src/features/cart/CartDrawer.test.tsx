import { screen, waitFor, within } from '@testing-library/react';
import { createStore } from '../../testing/store';
import { aVariantProduct } from '../../testing/fixtures';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { buildLine } from '../../shared/cart/cart-rules';
import { drawerToggled, lineAdded } from '../../shared/cart/cart-slice';
import { CartDrawer } from './CartDrawer';

const jogger = aVariantProduct({ price: 1299.5 });

/** Renders the drawer open and waits for it (its panel is a lazy chunk). */
async function openDrawer(quantities: Record<string, number> = {}) {
  const store = createStore();
  for (const [size, quantity] of Object.entries(quantities)) {
    store.dispatch(
      lineAdded(
        buildLine({ product: jogger, size, colorVariantId: 'red', colorName: 'Red', colorCode: '#dc2626', quantity }),
      ),
    );
  }
  store.dispatch(drawerToggled());
  const view = renderWithApp(<CartDrawer />, { store });
  await screen.findByRole('dialog');
  return view;
}

describe('cart drawer', () => {
  it("titles itself 'Shopping Cart' with the item count and shows the Total with two decimals", async () => {
    await openDrawer({ M: 2, S: 1 });
    const drawer = within(screen.getByRole('dialog'));
    expect(drawer.getByRole('heading', { name: 'Shopping Cart (3)' })).toBeTruthy();
    expect(drawer.getByText('Total')).toBeTruthy();
    expect(drawer.getByTestId('cart-total').textContent).toBe('₹3,898.50');
  });

  it('notes that shipping and taxes are calculated at checkout, and Proceed to Checkout goes to /checkout', async () => {
    const { user, location, store } = await openDrawer({ M: 1 });
    expect(screen.getByText('Shipping and taxes calculated at checkout')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(location().pathname).toBe('/checkout');
    expect(store.getState().cart.isOpen).toBe(false);
  });

  it("says 'Your cart is empty' when there are no lines", async () => {
    await openDrawer();
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
  });

  it('removes a line when its quantity goes to 0', async () => {
    fakeApi({ 'GET /api/products/:id': { body: { success: true, product: jogger } } });
    const { user, store } = await openDrawer({ M: 1 });
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Flex Jogger' }));
    await waitFor(() => expect(store.getState().cart.items).toHaveLength(0));
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
  });

  it("disables '+' at the stock of the line's size and colour, as the product page's stepper does", async () => {
    const { user } = await openDrawer({ M: 3, S: 2 });
    const lines = screen.getAllByRole('group', { name: 'Quantity of Flex Jogger' });
    const plus = (line: HTMLElement) =>
      within(line).getByRole('button', { name: 'Increase quantity of Flex Jogger' }) as HTMLButtonElement;
    // M (Red) has 4 in stock: one more is allowed, then '+' stops; S (Red) has 2.
    const [m, s] = lines;
    expect(plus(m).disabled).toBe(false);
    expect(plus(s).disabled).toBe(true);
    fakeApi({ 'GET /api/products/:id': { body: { success: true, product: jogger } } });
    await user.click(plus(m));
    await waitFor(() => expect(within(m).getByRole('status').textContent).toBe('4'));
    await waitFor(() => expect(plus(m).disabled).toBe(true));
  });

  it('toasts the stock message when the refreshed product has less stock than the line showed', async () => {
    const sold = aVariantProduct({
      price: 1299.5,
      colorVariants: jogger.colorVariants?.map((variant) => ({ ...variant, stock: { ...variant.stock, M: 3 } })),
    });
    fakeApi({ 'GET /api/products/:id': { body: { success: true, product: sold } } });
    const { user } = await openDrawer({ M: 3 });
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Flex Jogger' }));
    expect(await screen.findByText('Only 3 items available in stock for Flex Jogger (M - Red)')).toBeTruthy();
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Increase quantity of Flex Jogger' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
  });

  it('closes on Escape and from the backdrop', async () => {
    const { user, store } = await openDrawer();
    await user.keyboard('{Escape}');
    expect(store.getState().cart.isOpen).toBe(false);
  });
});
