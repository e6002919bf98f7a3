import { BUYER_GSTIN_MESSAGES } from '@store/contracts';
import { screen, within } from '@testing-library/react';
import { createStore } from '../../testing/store';
import { aProduct, aUser } from '../../testing/fixtures';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { buildLine } from '../../shared/cart/cart-rules';
import { lineAdded } from '../../shared/cart/cart-slice';
import { BuyNowPage } from './BuyNowPage';
import { saveBuyNow } from '../../shared/orders/buy-now-state';
import { CheckoutPage } from './CheckoutPage';
import { FreeShippingProgress } from '../../shared/cart/FreeShippingProgress';
import { GuestCheckoutPage } from './GuestCheckoutPage';

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

describe('free-shipping progress', () => {
  it('shows how much more is needed for free shipping at ₹699', () => {
    renderWithApp(<FreeShippingProgress subtotal={500} />);
    expect(screen.getByText('Add ₹199.00 more to get FREE shipping')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('500');
  });

  it('says free shipping is unlocked from ₹699', () => {
    renderWithApp(<FreeShippingProgress subtotal={699} />);
    expect(screen.getByText("You've unlocked FREE shipping!")).toBeTruthy();
  });
});

describe('checkout', () => {
  it('charges ₹29 shipping below ₹699 in the order summary', () => {
    renderWithApp(<CheckoutPage />, { store: storeWithCart(300, 2), signedInAs: aUser() });
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(summary.getByText('₹29.00')).toBeTruthy();
    expect(summary.getByTestId('order-total').textContent).toBe('₹629.00');
  });

  it('ships free from ₹699', () => {
    renderWithApp(<CheckoutPage />, { store: storeWithCart(700), signedInAs: aUser() });
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(summary.getByText('FREE')).toBeTruthy();
    expect(summary.getByTestId('order-total').textContent).toBe('₹700.00');
  });

  it("keeps Continue disabled until name, phone, street and city are filled, then asks for the rest: 'Please fill in all required address fields'", async () => {
    const { user } = renderWithApp(<CheckoutPage />, { store: storeWithCart(900), signedInAs: aUser() });
    const proceed = screen.getByRole('button', { name: 'Continue to Payment' }) as HTMLButtonElement;
    expect(proceed.disabled).toBe(true);
    await user.type(screen.getByLabelText(/Street/), '12 MG Road');
    await user.type(screen.getByLabelText(/^City/), 'Pune');
    expect(proceed.disabled).toBe(false);
    await user.click(proceed);
    expect(screen.getAllByText('Please fill in all required address fields').length).toBeGreaterThan(0);
  });

  it('says a missing field once, marks the empty State and PIN code fields invalid, and clears a mark once the field is filled', async () => {
    const { user } = renderWithApp(<CheckoutPage />, { store: storeWithCart(900), signedInAs: aUser() });
    await user.type(screen.getByLabelText(/Street/), '12 MG Road');
    await user.type(screen.getByLabelText(/^City/), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getAllByText('Please fill in all required address fields')).toHaveLength(1);
    const alert = screen.getByRole('alert');
    const state = screen.getByLabelText(/^State/);
    expect(state.getAttribute('aria-invalid')).toBe('true');
    expect(state.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByLabelText(/PIN code/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^City/).getAttribute('aria-invalid')).toBeNull();
    await user.selectOptions(state, 'Maharashtra');
    expect(state.getAttribute('aria-invalid')).toBeNull();
  });

  it('requires the PIN code in the checkout form and then shows the pay step', async () => {
    const { user } = renderWithApp(<CheckoutPage />, { store: storeWithCart(900), signedInAs: aUser() });
    await user.type(screen.getByLabelText(/Street/), '12 MG Road');
    await user.type(screen.getByLabelText(/^City/), 'Pune');
    await user.selectOptions(screen.getByLabelText(/^State/), 'Maharashtra');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getAllByText('Please fill in all required address fields').length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText(/PIN code/), '411001');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    const pay = within(screen.getByRole('region', { name: 'Payment' }));
    expect((pay.getByRole('button', { name: 'Pay ₹900.00' }) as HTMLButtonElement).disabled).toBe(false);
    expect(pay.getByText(/Delivering to/).textContent).toContain('12 MG Road, Pune, Maharashtra 411001');
  });

  it("says 'Your cart is empty.' with nothing to check out", () => {
    renderWithApp(<CheckoutPage />, { signedInAs: aUser() });
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
  });

  it("checks the optional business GSTIN when its field is left: 'Please enter a valid 15-character GSTIN', or the checksum's message", async () => {
    const { user } = renderWithApp(<CheckoutPage />, { store: storeWithCart(900), signedInAs: aUser() });
    const gstin = screen.getByLabelText('GSTIN (for a business invoice)');
    await user.click(gstin);
    await user.tab();
    expect(gstin.getAttribute('aria-invalid')).toBeNull();
    await user.type(gstin, '27AAPFU0939F1Z');
    await user.tab();
    expect(screen.getByText(BUYER_GSTIN_MESSAGES.format)).toBeTruthy();
    expect(gstin.getAttribute('aria-invalid')).toBe('true');
    await user.type(gstin, 'A');
    expect(screen.getByText(BUYER_GSTIN_MESSAGES.checksum)).toBeTruthy();
    await user.clear(gstin);
    await user.type(gstin, '27aapfu0939f1zv');
    expect(screen.queryByText(BUYER_GSTIN_MESSAGES.checksum)).toBeNull();
    expect(gstin.getAttribute('aria-invalid')).toBeNull();
  });

  it('does not go on to payment with a wrong GSTIN, and goes on once it is right or left empty', async () => {
    const { user } = renderWithApp(<CheckoutPage />, { store: storeWithCart(900), signedInAs: aUser() });
    await user.type(screen.getByLabelText(/Street/), '12 MG Road');
    await user.type(screen.getByLabelText(/^City/), 'Pune');
    await user.selectOptions(screen.getByLabelText(/^State/), 'Maharashtra');
    await user.type(screen.getByLabelText(/PIN code/), '411001');
    const gstin = screen.getByLabelText('GSTIN (for a business invoice)');
    await user.type(gstin, '27AAPFU0939F1ZA');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getByText(BUYER_GSTIN_MESSAGES.checksum)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
    await user.clear(gstin);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getByRole('region', { name: 'Payment' })).toBeTruthy();
  });

  it('lets a guest leave an optional e-mail', () => {
    renderWithApp(<GuestCheckoutPage />, { store: storeWithCart(900) });
    expect(screen.getByLabelText('Email (optional)')).toBeTruthy();
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('');
  });
});

describe('buy now', () => {
  /** Buy Now for one tee, with name, phone, street and city typed in (the pay button's minimum). */
  async function buyNowWith(phone: string) {
    fakeApi({ 'GET /api/products/:id': { body: { success: true, product: aProduct() } } });
    saveBuyNow({
      productId: 'tee-1',
      size: 'M',
      colorVariantId: null,
      colorName: 'Original',
      colorCode: '#000000',
      image: null,
      quantity: 1,
    });
    const view = renderWithApp(<BuyNowPage />, { route: '/buy-now/tee-1', path: '/buy-now/:id' });
    await view.user.type(await screen.findByLabelText(/Full name/), 'Ravi Kumar');
    for (const [label, text] of [
      [/Phone number/, phone],
      [/Street/, '4 Park Street'],
      [/^City/, 'Kolkata'],
    ] as const)
      await view.user.type(screen.getByLabelText(label), text);
    return view;
  }

  it('shows a validation message once (no toast beside it) and marks the empty State field', async () => {
    const { user } = await buyNowWith('9123456789');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getAllByText('Please fill in all required address fields')).toHaveLength(1);
    expect(screen.getByLabelText(/^State/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/PIN code/).getAttribute('aria-invalid')).toBeNull(); // optional in Buy Now
  });

  it('says a wrong phone number once and marks the phone field', async () => {
    const { user } = await buyNowWith('512345678');
    await user.selectOptions(screen.getByLabelText(/^State/), 'West Bengal');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getAllByText('Please enter a valid 10-digit Indian mobile number')).toHaveLength(1);
    expect(screen.getByLabelText(/Phone number/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^State/).getAttribute('aria-invalid')).toBeNull();
  });

  it('checks out the saved product choice with an optional PIN code, within the stock of its size', async () => {
    fakeApi({ 'GET /api/products/:id': { body: { success: true, product: aProduct() } } });
    saveBuyNow({
      productId: 'tee-1',
      size: 'M',
      colorVariantId: null,
      colorName: 'Original',
      colorCode: '#000000',
      image: null,
      quantity: 5,
    });
    const { user } = renderWithApp(<BuyNowPage />, { route: '/buy-now/tee-1', path: '/buy-now/:id' });
    expect(await screen.findByText('Only 3 items available in stock')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Aero Dry-Fit Tee' }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Aero Dry-Fit Tee' }));
    expect(screen.queryByText('Only 3 items available in stock')).toBeNull();
    await user.type(screen.getByLabelText(/Full name/), 'Ravi Kumar');
    await user.type(screen.getByLabelText(/Phone number/), '9123456789');
    await user.type(screen.getByLabelText(/Street/), '4 Park Street');
    await user.type(screen.getByLabelText(/^City/), 'Kolkata');
    await user.selectOptions(screen.getByLabelText(/^State/), 'West Bengal');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getByRole('region', { name: 'Payment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in for faster checkout' }).getAttribute('href')).toBe(
      '/login?redirect=buy-now',
    );
  });
});
