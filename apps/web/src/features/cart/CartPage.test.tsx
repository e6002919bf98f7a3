import { screen } from '@testing-library/react';
import { buildLine } from '../../shared/cart/cart-rules';
import { lineAdded } from '../../shared/cart/cart-slice';
import { aProduct } from '../../testing/fixtures';
import { renderWithApp } from '../../testing/render';
import { createStore } from '../../testing/store';
import { CartPage } from './CartPage';

function storeWithCart(price: number, quantity = 1) {
  const store = createStore();
  store.dispatch(
    lineAdded(
      buildLine({
        product: aProduct({ price }),
        size: 'M',
        colorVariantId: null,
        colorName: 'Original',
        colorCode: '#000000',
        quantity,
      }),
    ),
  );
  return store;
}

describe('cart page', () => {
  it("says 'Your cart is empty.' when empty", () => {
    renderWithApp(<CartPage />);
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
  });

  it('shows the lines, the total and Proceed to Checkout to /checkout', async () => {
    const { user, location } = renderWithApp(<CartPage />, { store: storeWithCart(450, 2) });
    expect(screen.getByRole('link', { name: 'Aero Dry-Fit Tee' })).toBeTruthy();
    expect(screen.getAllByText('₹900.00').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(location().pathname).toBe('/checkout');
  });
});
