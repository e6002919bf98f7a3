import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from '../../testing/store';
import { anOrder as anOrderFixture, anOrderItem, aProduct, aUser } from '../../testing/fixtures';
import { fakeApi, type FakeHandler } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import type { Order } from '../../shared/orders/types';
import { buildLine } from '../../shared/cart/cart-rules';
import { lineAdded } from '../../shared/cart/cart-slice';
import { resetRazorpayLoader, type RazorpayOptions } from '../../shared/payments/razorpay';
import { BuyNowPage } from './BuyNowPage';
import { saveBuyNow } from '../../shared/orders/buy-now-state';
import { CheckoutPage } from './CheckoutPage';
import { GuestCheckoutPage } from './GuestCheckoutPage';

const anOrder = (extra: Partial<Order> = {}): Order =>
  anOrderFixture({
    _id: 'ord-1',
    createdAt: '2025-03-01T10:00:00.000Z',
    orderItems: [anOrderItem({ price: 900, image: '/t.jpg' })],
    itemsPrice: 900,
    shippingCost: 0,
    totalPrice: 900,
    ...extra,
  });

const providerOrder = {
  success: true as const,
  amount: 90000,
  currency: 'INR' as const,
  orderId: 'order_P1',
  key: 'rzp_test_simulated',
  message: 'Payment order created',
};
const checkoutResponse = { razorpay_order_id: 'order_P1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig_1' };
const declined = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Card declined by the bank',
  source: 'customer',
  step: 'payment_authorization',
  reason: 'payment_failed',
  metadata: { order_id: 'order_P1', payment_id: 'pay_2' },
};

/** The payment contract answering as the server does, with the simulated gateway. */
function paymentApi(overrides: Record<string, FakeHandler> = {}) {
  const paid = {
    body: {
      success: true as const,
      order: anOrder({ paymentStatus: 'completed', isPaid: true }),
      message: 'Payment verified',
    },
  };
  return fakeApi({
    'POST /api/orders': { status: 201, body: { success: true, order: anOrder(), message: 'Order created' } },
    'POST /api/orders/guest': {
      status: 201,
      body: { success: true, order: anOrder({ user: null, customerName: 'Ravi Kumar' }), message: 'Order created' },
    },
    'GET /api/orders/:id': { body: { success: true, order: anOrder() } },
    'GET /api/payments/config': { body: { success: true, key: 'rzp_test_simulated', gateway: 'simulated' } },
    'POST /api/payments/create-order': { body: providerOrder },
    'POST /api/payments/create-order-guest': { body: providerOrder },
    'POST /api/payments/simulator/pay': { body: checkoutResponse },
    'POST /api/payments/simulator/fail': { body: { error: declined } },
    'POST /api/payments/verify': paid,
    'POST /api/payments/verify-guest': paid,
    'POST /api/payments/payment-failed': {
      body: { success: true, message: 'Payment failure recorded', order: anOrder({ paymentStatus: 'failed' }) },
    },
    'PUT /api/auth/profile': (request) => ({ body: { success: true, user: aUser(request.body as object) } }),
    ...overrides,
  });
}

function storeWithCart(price = 900) {
  const store = createStore();
  store.dispatch(
    lineAdded(
      buildLine({
        product: aProduct({ price }),
        size: 'M',
        colorVariantId: null,
        colorName: 'Original',
        colorCode: '#000000',
        quantity: 1,
      }),
    ),
  );
  return store;
}

const confirmationRoute = [{ path: '/order-confirmation/:orderId', element: <h1>Confirmation page</h1> }];

/** Signed-in /checkout up to the pay step. */
async function checkoutToPayStep(options: { signedInAs?: ReturnType<typeof aUser> } = {}) {
  const store = storeWithCart();
  const view = renderWithApp(<CheckoutPage />, {
    store,
    signedInAs: options.signedInAs ?? aUser(),
    route: '/checkout',
    path: '/checkout',
    routes: confirmationRoute,
  });
  const { user } = view;
  if (!(screen.getByLabelText(/Street/) as HTMLInputElement).value) {
    await user.type(screen.getByLabelText(/Street/), '12 MG Road');
    await user.type(screen.getByLabelText(/^City/), 'Pune');
    await user.selectOptions(screen.getByLabelText(/^State/), 'Maharashtra');
    await user.type(screen.getByLabelText(/PIN code/), '411001');
  }
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  return { ...view, store, pay: within(screen.getByRole('region', { name: 'Payment' })) };
}

const sent = (api: ReturnType<typeof fakeApi>) => api.requests.map((request) => `${request.method} ${request.path}`);

afterEach(() => {
  delete window.Razorpay;
  resetRazorpayLoader();
  document.querySelectorAll('script[src*="razorpay"]').forEach((script) => script.remove());
});

describe('pay step with the simulated gateway', () => {
  it('creates the order, opens the test payment, verifies it, clears the cart, saves the new address and shows the confirmation', async () => {
    const api = paymentApi();
    const { user, pay, store, location } = await checkoutToPayStep();
    await user.click(pay.getByRole('button', { name: 'Pay ₹900.00' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Test payment' }));
    expect(dialog.getByTestId('simulated-amount').textContent).toBe('₹900.00');
    expect(dialog.getByText(/no money moves/)).toBeTruthy();
    expect((pay.getByRole('button', { name: 'Processing...' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(dialog.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeTruthy();
    expect(location().pathname).toBe('/order-confirmation/ord-1');
    expect(screen.getByText('Payment successful!')).toBeTruthy();
    expect(store.getState().cart.items).toEqual([]);
    expect(sent(api).slice(0, 5)).toEqual([
      'POST /api/orders',
      'GET /api/payments/config',
      'POST /api/payments/create-order',
      'POST /api/payments/simulator/pay',
      'POST /api/payments/verify',
    ]);

    const [created] = api.calls('POST', '/api/orders');
    expect(created.headers.get('authorization')).toBe('Bearer test-token');
    expect(created.body).toEqual({
      orderItems: [
        {
          product: 'tee-1',
          name: 'Aero Dry-Fit Tee',
          quantity: 1,
          size: 'M',
          price: 900,
          image: '/img/tee.jpg',
          colorVariantId: null,
          colorName: 'Original',
          colorCode: '#000000',
        },
      ],
      shippingAddress: {
        name: 'Asha Rao',
        phone: '9876543210',
        houseName: '',
        street: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        zipCode: '411001',
        country: 'India',
      },
      paymentMethod: 'razorpay',
      shippingCost: 0,
      totalPrice: 900,
    });
    expect(api.calls('POST', '/api/payments/create-order')[0].body).toEqual({
      orderId: 'ord-1',
      amount: 900,
      currency: 'INR',
    });
    expect(api.calls('POST', '/api/payments/simulator/pay')[0].body).toEqual({ razorpay_order_id: 'order_P1' });
    expect(api.calls('POST', '/api/payments/verify')[0].body).toEqual({ ...checkoutResponse, orderId: 'ord-1' });

    await waitFor(() => expect(api.calls('PUT', '/api/auth/profile')).toHaveLength(1));
    expect(api.calls('PUT', '/api/auth/profile')[0].body).toEqual({
      name: 'Asha Rao',
      address: {
        houseName: '',
        street: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        zipCode: '411001',
        country: 'India',
      },
    });
    await waitFor(() => expect(store.getState().auth.user?.address?.city).toBe('Pune'));
    expect(await screen.findByText('Address saved to your profile!')).toBeTruthy();
    expect(screen.queryByText(/Profile updated/)).toBeNull();
  });

  it('does not save an address the profile already holds', async () => {
    const saved = aUser({
      address: {
        houseName: '',
        street: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        zipCode: '411001',
        country: 'India',
      },
    });
    const api = paymentApi();
    const { user, pay } = await checkoutToPayStep({ signedInAs: saved });
    await user.click(pay.getByRole('button', { name: 'Pay ₹900.00' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Test payment' })).getByRole('button', { name: 'Pay' }),
    );
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeTruthy();
    expect(api.calls('PUT', '/api/auth/profile')).toHaveLength(0);
  });

  it('keeps quiet when saving the new address to the profile fails', async () => {
    const api = paymentApi({
      'PUT /api/auth/profile': { status: 500, body: { success: false, message: 'Failed to update profile' } },
    });
    const { user, pay, location } = await checkoutToPayStep();
    await user.click(pay.getByRole('button', { name: 'Pay ₹900.00' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Test payment' })).getByRole('button', { name: 'Pay' }),
    );
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeTruthy();
    await waitFor(() => expect(api.calls('PUT', '/api/auth/profile')).toHaveLength(1));
    expect(location().pathname).toBe('/order-confirmation/ord-1');
    expect(screen.queryByText('Failed to update profile')).toBeNull();
  });

  it("reports a failed payment, says 'Payment failed: {description}' and returns to the order step, re-using the order", async () => {
    const api = paymentApi();
    const { user, pay, store, location } = await checkoutToPayStep();
    await user.click(pay.getByRole('button', { name: 'Pay ₹900.00' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Test payment' })).getByRole('button', { name: 'Fail' }),
    );

    expect(await screen.findByText('Payment failed: Card declined by the bank')).toBeTruthy();
    expect(api.calls('POST', '/api/payments/payment-failed')[0].body).toEqual({ orderId: 'ord-1', error: declined });
    expect(api.calls('POST', '/api/payments/verify')).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Test payment' })).toBeNull();
    expect(location().pathname).toBe('/checkout');
    expect(store.getState().cart.items).toHaveLength(1);
    const again = (await pay.findByRole('button', { name: 'Pay ₹900.00' })) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
    expect(pay.getByTestId('placed-order').textContent).toContain('#ORD-1');

    await user.click(again);
    expect(await screen.findByRole('dialog', { name: 'Test payment' })).toBeTruthy();
    expect(api.calls('GET', '/api/orders/ord-1')).toHaveLength(1);
    expect(api.calls('POST', '/api/orders')).toHaveLength(1);
    expect(api.calls('POST', '/api/payments/create-order')).toHaveLength(2);
  });

  it('places a new order when the earlier one can no longer be paid', async () => {
    const api = paymentApi({
      'GET /api/orders/:id': {
        body: { success: true, order: anOrder({ paymentStatus: 'failed', canPay: false, paymentRetriesLeft: 0 }) },
      },
    });
    const { user, pay } = await checkoutToPayStep();
    await user.click(pay.getByRole('button', { name: 'Pay ₹900.00' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Test payment' })).getByRole('button', { name: 'Fail' }),
    );
    await user.click(await pay.findByRole('button', { name: 'Pay ₹900.00' }));
    expect(await screen.findByRole('dialog', { name: 'Test payment' })).toBeTruthy();
    expect(api.calls('POST', '/api/orders')).toHaveLength(2);
  });

  it("says 'Payment cancelled' when the payment window is closed, and reports nothing", async () => {
    const api = paymentApi();
    const { user, pay, store } = await checkoutToPayStep();
    await user.click(pay.getByRole('button', { name: 'Pay ₹900.00' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Test payment' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(await screen.findByText('Payment cancelled')).toBeTruthy();
    expect(api.calls('POST', '/api/payments/payment-failed')).toHaveLength(0);
    expect(api.calls('POST', '/api/payments/verify')).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Test payment' })).toBeNull();
    expect((pay.getByRole('button', { name: 'Pay ₹900.00' }) as HTMLButtonElement).disabled).toBe(false);
    expect(store.getState().cart.items).toHaveLength(1);
  });

  it("says 'Payment verification failed' when the server rejects the signature", async () => {
    paymentApi({
      'POST /api/payments/verify': { status: 400, body: { success: false, message: 'Payment verification failed' } },
    });
    const { user, pay, store, location } = await checkoutToPayStep();
    await user.click(pay.getByRole('button', { name: 'Pay ₹900.00' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Test payment' })).getByRole('button', { name: 'Pay' }),
    );
    expect(await screen.findByText('Payment verification failed')).toBeTruthy();
    expect(location().pathname).toBe('/checkout');
    expect(store.getState().cart.items).toHaveLength(1);
  });

  it('creates one order however often Pay is pressed while it runs', async () => {
    const api = paymentApi();
    const { pay } = await checkoutToPayStep();
    const button = pay.getByRole('button', { name: 'Pay ₹900.00' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Test payment' })).toBeTruthy();
    expect(api.calls('POST', '/api/orders')).toHaveLength(1);
  });
});

describe('pay step errors', () => {
  it("shows the server's message when the order cannot be created, and opens no payment", async () => {
    const message = 'Insufficient stock for Aero Dry-Fit Tee in size M (Original). Available: 0';
    const api = paymentApi({ 'POST /api/orders': { status: 409, body: { success: false, message } } });
    const { user, pay } = await checkoutToPayStep();
    await user.click(pay.getByRole('button', { name: 'Pay ₹900.00' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(sent(api)).toEqual(['POST /api/orders']);
    expect((pay.getByRole('button', { name: 'Pay ₹900.00' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("falls back to 'Failed to create order'", async () => {
    paymentApi({ 'POST /api/orders': { status: 500, body: {} } });
    const { user, pay } = await checkoutToPayStep();
    await user.click(pay.getByRole('button', { name: 'Pay ₹900.00' }));
    expect(await screen.findByText('Failed to create order')).toBeTruthy();
  });

  it("says 'Payment configuration error' when the configuration cannot be read", async () => {
    const api = paymentApi({ 'GET /api/payments/config': { status: 500, body: {} } });
    const { user, pay } = await checkoutToPayStep();
    await user.click(pay.getByRole('button', { name: 'Pay ₹900.00' }));
    expect(await screen.findByText('Payment configuration error')).toBeTruthy();
    expect(api.calls('POST', '/api/payments/create-order')).toHaveLength(0);
  });

  it("shows the server's message when the payment cannot start", async () => {
    paymentApi({
      'POST /api/payments/create-order': { status: 409, body: { success: false, message: 'This order has expired' } },
    });
    const { user, pay } = await checkoutToPayStep();
    await user.click(pay.getByRole('button', { name: 'Pay ₹900.00' }));
    expect(await screen.findByText('This order has expired')).toBeTruthy();
  });

  it("falls back to 'Failed to initiate payment'", async () => {
    paymentApi({ 'POST /api/payments/create-order': { status: 502, body: {} } });
    const { user, pay } = await checkoutToPayStep();
    await user.click(pay.getByRole('button', { name: 'Pay ₹900.00' }));
    expect(await screen.findByText('Failed to initiate payment')).toBeTruthy();
  });
});

describe('guest checkout payment', () => {
  it("sends a business buyer's GSTIN in capitals as buyerGstin, and none for a consumer", async () => {
    const api = paymentApi();
    const { user } = renderWithApp(<CheckoutPage />, {
      store: storeWithCart(),
      signedInAs: aUser(),
      route: '/checkout',
      path: '/checkout',
      routes: confirmationRoute,
    });
    await user.type(screen.getByLabelText(/Street/), '12 MG Road');
    await user.type(screen.getByLabelText(/^City/), 'Bengaluru');
    await user.selectOptions(screen.getByLabelText(/^State/), 'Karnataka');
    await user.type(screen.getByLabelText(/PIN code/), '560001');
    await user.type(screen.getByLabelText('GSTIN (for a business invoice)'), ' 29aagcb7383j1z4 ');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.click(screen.getByRole('button', { name: 'Pay ₹900.00' }));
    await screen.findByRole('dialog', { name: 'Test payment' });
    expect(api.calls('POST', '/api/orders')[0].body).toMatchObject({ buyerGstin: '29AAGCB7383J1Z4' });
  });

  it('sends no buyerGstin when the GSTIN is left empty', async () => {
    const api = paymentApi();
    const { user, pay } = await checkoutToPayStep();
    await user.click(pay.getByRole('button', { name: 'Pay ₹900.00' }));
    await screen.findByRole('dialog', { name: 'Test payment' });
    expect(api.calls('POST', '/api/orders')[0].body).not.toHaveProperty('buyerGstin');
  });

  it('uses the guest endpoints without a token and names the customer', async () => {
    const api = paymentApi();
    const store = storeWithCart();
    const { user, location } = renderWithApp(<GuestCheckoutPage />, {
      store,
      route: '/guest-checkout',
      path: '/guest-checkout',
      routes: confirmationRoute,
    });
    await user.type(screen.getByLabelText('Email (optional)'), 'ravi@example.in');
    await user.type(screen.getByLabelText(/Full name/), 'Ravi Kumar');
    await user.type(screen.getByLabelText(/Phone number/), '9123456789');
    await user.type(screen.getByLabelText(/Street/), '4 Park Street');
    await user.type(screen.getByLabelText(/^City/), 'Kolkata');
    await user.selectOptions(screen.getByLabelText(/^State/), 'West Bengal');
    await user.type(screen.getByLabelText(/PIN code/), '700016');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.click(screen.getByRole('button', { name: 'Pay ₹900.00' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Test payment' })).getByRole('button', { name: 'Pay' }),
    );

    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeTruthy();
    expect(location().pathname).toBe('/order-confirmation/ord-1');
    expect(store.getState().cart.items).toEqual([]);
    expect(sent(api)).toEqual([
      'POST /api/orders/guest',
      'GET /api/payments/config',
      'POST /api/payments/create-order-guest',
      'POST /api/payments/simulator/pay',
      'POST /api/payments/verify-guest',
    ]);
    expect(api.requests.every((request) => !request.headers.has('authorization'))).toBe(true);
    expect(api.calls('POST', '/api/orders/guest')[0].body).toMatchObject({
      customerName: 'Ravi Kumar',
      customerPhone: '9123456789',
      customerEmail: 'ravi@example.in',
      shippingAddress: {
        name: 'Ravi Kumar',
        phone: '9123456789',
        street: '4 Park Street',
        city: 'Kolkata',
        state: 'West Bengal',
        zipCode: '700016',
      },
      paymentMethod: 'razorpay',
      totalPrice: 900,
    });
  });
});

describe('pay step with Razorpay', () => {
  function fakeRazorpay() {
    const instances: {
      options: RazorpayOptions;
      listeners: Record<string, (response: { error: typeof declined }) => void>;
      open: jest.Mock;
      close: jest.Mock;
    }[] = [];
    window.Razorpay = jest.fn().mockImplementation((options: RazorpayOptions) => {
      const instance = {
        options,
        listeners: {} as Record<string, (response: { error: typeof declined }) => void>,
        open: jest.fn(),
        close: jest.fn(),
      };
      instances.push(instance);
      return {
        on: (event: string, listener: (response: { error: typeof declined }) => void) =>
          (instance.listeners[event] = listener),
        open: instance.open,
        close: instance.close,
      };
    }) as unknown as typeof window.Razorpay;
    return instances;
  }

  const razorpayConfig = {
    'GET /api/payments/config': { body: { success: true, key: 'rzp_test_123', gateway: 'razorpay' } },
  };

  it('opens Razorpay with the key, the amount in paise, INR, the provider order, the red theme and 3 retries, then verifies its answer', async () => {
    const instances = fakeRazorpay();
    const api = paymentApi(razorpayConfig);
    const { user, pay, location } = await checkoutToPayStep();
    await user.click(pay.getByRole('button', { name: 'Pay ₹900.00' }));
    await waitFor(() => expect(instances).toHaveLength(1));
    const [checkout] = instances;
    expect(checkout.open).toHaveBeenCalledTimes(1);
    expect(checkout.options).toMatchObject({
      key: 'rzp_test_123',
      amount: 90000,
      currency: 'INR',
      order_id: 'order_P1',
      name: 'ThreadFit',
      description: 'Order #ORD-1',
      prefill: { name: 'Asha Rao', email: 'asha@example.in', contact: '9876543210' },
      theme: { color: '#dc2626' },
      retry: { enabled: true, max_count: 3 },
    });
    expect(screen.queryByRole('dialog', { name: 'Test payment' })).toBeNull();
    expect(document.querySelector('script[src*="razorpay"]')).toBeNull();

    act(() => checkout.options.handler(checkoutResponse));
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeTruthy();
    expect(location().pathname).toBe('/order-confirmation/ord-1');
    expect(api.calls('POST', '/api/payments/verify')[0].body).toEqual({ ...checkoutResponse, orderId: 'ord-1' });
  });

  it("reports Razorpay's payment.failed and closes its window; dismissing it is a cancel", async () => {
    const instances = fakeRazorpay();
    const api = paymentApi(razorpayConfig);
    const { user, pay } = await checkoutToPayStep();
    await user.click(pay.getByRole('button', { name: 'Pay ₹900.00' }));
    await waitFor(() => expect(instances).toHaveLength(1));
    act(() => instances[0].listeners['payment.failed']({ error: declined }));
    expect(await screen.findByText('Payment failed: Card declined by the bank')).toBeTruthy();
    expect(instances[0].close).toHaveBeenCalled();
    expect(api.calls('POST', '/api/payments/payment-failed')[0].body).toEqual({ orderId: 'ord-1', error: declined });

    await user.click(await pay.findByRole('button', { name: 'Pay ₹900.00' }));
    await waitFor(() => expect(instances).toHaveLength(2));
    act(() => instances[1].options.modal.ondismiss());
    expect(await screen.findByText('Payment cancelled')).toBeTruthy();
    expect(api.calls('POST', '/api/payments/payment-failed')).toHaveLength(1);
  });

  it("loads checkout.js on demand and says 'Failed to load payment gateway' when it cannot", async () => {
    paymentApi(razorpayConfig);
    const { user, pay } = await checkoutToPayStep();
    await user.click(pay.getByRole('button', { name: 'Pay ₹900.00' }));
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>(
        'script[src="https://checkout.razorpay.com/v1/checkout.js"]',
      );
      expect(found).not.toBeNull();
      return found!;
    });
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText('Failed to load payment gateway')).toBeTruthy();
    expect(document.querySelector('script[src*="razorpay"]')).toBeNull();
    expect((pay.getByRole('button', { name: 'Pay ₹900.00' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('pays a signed-in Buy Now order without touching the cart', async () => {
    const instances = fakeRazorpay();
    const api = paymentApi({
      ...razorpayConfig,
      'GET /api/products/:id': { body: { success: true, product: aProduct() } },
    });
    const store = storeWithCart(450);
    saveBuyNow({
      productId: 'tee-1',
      size: 'M',
      colorVariantId: null,
      colorName: 'Original',
      colorCode: '#000000',
      image: null,
      quantity: 1,
    });
    const { user } = renderWithApp(<BuyNowPage />, {
      store,
      signedInAs: aUser(),
      route: '/buy-now/tee-1',
      path: '/buy-now/:id',
      routes: confirmationRoute,
    });
    await user.type(await screen.findByLabelText(/Street/), '4 Park Street');
    await user.type(screen.getByLabelText(/^City/), 'Kolkata');
    await user.selectOptions(screen.getByLabelText(/^State/), 'West Bengal');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.click(screen.getByRole('button', { name: /^Pay ₹/ }));
    await waitFor(() => expect(instances).toHaveLength(1));
    act(() => instances[0].options.handler(checkoutResponse));
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeTruthy();
    expect(api.calls('POST', '/api/orders')[0].body).toMatchObject({
      orderItems: [{ product: 'tee-1', quantity: 1, size: 'M' }],
    });
    expect(api.calls('POST', '/api/orders')[0].body).not.toHaveProperty('customerName');
    expect(store.getState().cart.items).toHaveLength(1);
  });
});
