import { screen, within } from '@testing-library/react';
import { createStore } from '../../testing/store';
import { aVariantProduct } from '../../testing/fixtures';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { buildLine } from '../../shared/cart/cart-rules';
import { drawerToggled, lineAdded } from '../../shared/cart/cart-slice';
import { CartDrawer } from './CartDrawer';
import { currentDiscountCode, setDiscountCode, takeCodeFromSearch } from '../../shared/discounts/discount-code';
import { guestContact } from '../../shared/discounts/useDiscountQuote';

const jogger = aVariantProduct({ price: 1299.5 });

async function openDrawer() {
  const store = createStore();
  store.dispatch(
    lineAdded(
      buildLine({
        product: jogger,
        size: 'M',
        colorVariantId: 'red',
        colorName: 'Red',
        colorCode: '#dc2626',
        quantity: 1,
      }),
    ),
  );
  store.dispatch(drawerToggled());
  const view = renderWithApp(<CartDrawer />, { store });
  await screen.findByRole('dialog');
  return view;
}

const applied = {
  success: true as const,
  code: 'SAVE10',
  message: 'Code applied',
  lines: [{ productId: jogger._id, colorVariantId: 'red', size: 'M', quantity: 1, price: 1299.5, discount: 129.95 }],
  itemsPrice: 1299.5,
  discountTotal: 129.95,
  shippingCost: 0,
  totalPrice: 1169.55,
};

describe('the discount code box (issue #44)', () => {
  afterEach(() => setDiscountCode(null));

  it('applies a code in the cart drawer: the server’s discount line and the total after it', async () => {
    const api = fakeApi({ 'POST /api/discounts/validate': { body: applied } });
    const { user } = await openDrawer();
    const drawer = within(screen.getByRole('dialog'));
    await user.type(drawer.getByLabelText('Discount code'), 'save10');
    await user.click(drawer.getByRole('button', { name: 'Apply' }));
    expect(await drawer.findByText('Code SAVE10 applied')).toBeTruthy();
    expect(drawer.getByTestId('discount-total').textContent).toBe('−₹129.95');
    expect(drawer.getByTestId('discounted-total').textContent).toBe('₹1,169.55');
    expect(api.requests.at(-1)?.body).toEqual({
      code: 'SAVE10',
      items: [{ product: jogger._id, quantity: 1, size: 'M', colorVariantId: 'red' }],
    });
    await user.click(drawer.getByRole('button', { name: 'Remove' }));
    expect(currentDiscountCode()).toBeNull();
    expect(drawer.queryByTestId('discount-lines')).toBeNull();
  });

  it('shows the refusal’s text under the box and no discount', async () => {
    fakeApi({
      'POST /api/discounts/validate': {
        status: 400,
        body: {
          success: false,
          message: 'Add ₹200.50 more to use this code',
          errors: [{ param: 'code', msg: 'Add ₹200.50 more to use this code' }],
        },
      },
    });
    const { user } = await openDrawer();
    const drawer = within(screen.getByRole('dialog'));
    await user.type(drawer.getByLabelText('Discount code'), 'big1500');
    await user.click(drawer.getByRole('button', { name: 'Apply' }));
    expect((await drawer.findByRole('alert')).textContent).toBe('BIG1500: Add ₹200.50 more to use this code');
    expect(drawer.queryByTestId('discount-lines')).toBeNull();
  });

  it('takes a code from a link’s ?code= (the offer popup’s call to action)', () => {
    takeCodeFromSearch('?code=diwali20&utm=x');
    expect(currentDiscountCode()).toBe('DIWALI20');
    takeCodeFromSearch('?utm=x');
    expect(currentDiscountCode()).toBe('DIWALI20');
  });

  it('sends a guest’s e-mail and phone only once they look complete', () => {
    expect(guestContact('ravi@exa', '98765')).toEqual({});
    expect(guestContact(' ravi@example.in ', '+91 98765 43210')).toEqual({
      customerEmail: 'ravi@example.in',
      customerPhone: '9876543210',
    });
  });
});
