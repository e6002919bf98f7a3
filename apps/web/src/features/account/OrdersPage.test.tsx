import { screen, waitFor, within } from '@testing-library/react';
import { anOrder, anOrderItem, aUser } from '../../testing/fixtures';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { OrderConfirmationPage } from './OrderConfirmationPage';
import { paymentText, statusText } from './order-status';
import { OrdersPage } from './OrdersPage';
import { RetryPaymentModal } from './RetryPaymentModal';
import type { Order } from '../../shared/orders/types';

const order = (id: string, extra: Partial<Order> = {}): Order =>
  anOrder({
    _id: id,
    createdAt: '2025-03-01T10:00:00.000Z',
    orderItems: [
      anOrderItem({
        quantity: 2,
        price: 399,
        image: '/t.jpg',
        colorVariantId: 'red',
        colorName: 'Red',
        colorCode: '#dc2626',
      }),
    ],
    itemsPrice: 798,
    shippingCost: 0,
    totalPrice: 798,
    ...extra,
  });

describe('payment status', () => {
  it("reads 'Payment Successful' when completed (or paid), 'Payment Failed' when failed, else 'Pending Payment'", () => {
    expect(paymentText(order('a', { paymentStatus: 'completed' }))).toBe('Payment Successful');
    expect(paymentText(order('a', { paymentStatus: 'pending', isPaid: true }))).toBe('Payment Successful');
    expect(paymentText(order('a', { paymentStatus: 'failed' }))).toBe('Payment Failed');
    expect(paymentText(order('a', { paymentStatus: 'weird' as never }))).toBe('Pending Payment');
  });

  it("shows 'Payment Failed' in place of the status, unknown statuses as they are, and 'Unknown' when missing", () => {
    expect(statusText(order('a', { paymentStatus: 'failed', orderStatus: 'pending' }))).toBe('Payment Failed');
    expect(statusText(order('a', { orderStatus: 'on-hold' as never }))).toBe('On-hold');
    expect(statusText(order('a', { orderStatus: undefined as never, status: undefined as never }))).toBe('Unknown');
  });
});

describe('my orders', () => {
  const showOrders = (orders: Order[] | { status: 500 }) => {
    const api = fakeApi({
      'GET /api/orders/myorders': Array.isArray(orders)
        ? { body: { success: true, orders } }
        : { status: orders.status as 500, body: {} },
    });
    return { ...renderWithApp(<OrdersPage />, { signedInAs: aUser() }), api };
  };

  it("says 'No orders yet' with a link to /collections", async () => {
    showOrders([]);
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/collections');
  });

  it('offers a Return chat link for confirmed, processing (partly shipped), shipped and delivered orders only', async () => {
    showOrders([
      order('000000aaaaaa', { orderStatus: 'delivered', paymentStatus: 'completed' }),
      order('000000bbbbbb', { orderStatus: 'pending' }),
    ]);
    const delivered = within((await screen.findByRole('article', { name: 'Order #AAAAAA' })) as HTMLElement);
    expect(delivered.getByRole('link', { name: 'Return' }).getAttribute('href')).toContain('https://wa.me/');
    expect(delivered.getByText('Payment Successful')).toBeTruthy();
    const pending = within(screen.getByRole('article', { name: 'Order #BBBBBB' }));
    expect(pending.queryByRole('link', { name: 'Return' })).toBeNull();
    expect(pending.getByText('Pending Payment')).toBeTruthy();
  });

  it("dates each order by the store's day (India time), not the browser's: placed 20:00 UTC on 4 March is 5 Mar", async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles'; // a shopper's device far west of India
    try {
      showOrders([order('000000eeeeee', { createdAt: '2026-03-04T20:00:00.000Z' })]);
      const card = within((await screen.findByRole('article', { name: 'Order #EEEEEE' })) as HTMLElement);
      expect(card.getByText('5 Mar 2026')).toBeTruthy();
    } finally {
      process.env.TZ = zone;
    }
  });

  it("follows the store's time zone the server writes into the page (STORE_TIME_ZONE)", async () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'threadfit:time-zone', content: 'UTC' });
    document.head.append(meta);
    try {
      showOrders([order('000000ffffff', { createdAt: '2026-03-04T20:00:00.000Z' })]);
      const card = within((await screen.findByRole('article', { name: 'Order #FFFFFF' })) as HTMLElement);
      expect(card.getByText('4 Mar 2026')).toBeTruthy();
    } finally {
      meta.remove();
    }
  });

  it("refreshes on demand: 'Orders refreshed'", async () => {
    const { user, api } = showOrders([order('000000dddddd')]);
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Orders refreshed')).toBeTruthy();
    expect(api.calls('GET', '/api/orders/myorders')).toHaveLength(2);
  });

  it("says 'Failed to load orders' when they cannot load", async () => {
    showOrders({ status: 500 });
    expect(await screen.findByText('Failed to load orders')).toBeTruthy();
  });
});

describe('order confirmation', () => {
  const fullId = '3f2a9c4e-8d1b-4c7a-9e2f-5a1b2c06e1b0';

  it('thanks the shopper and shows the order id, items, total, a link to /orders and the return chat', async () => {
    fakeApi({
      'GET /api/orders/:id': {
        body: { success: true, order: order(fullId, { paymentStatus: 'completed', orderStatus: 'confirmed' }) },
      },
    });
    renderWithApp(<OrderConfirmationPage />, {
      route: `/order-confirmation/${fullId}`,
      path: '/order-confirmation/:orderId',
    });
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    expect(screen.getByText('#06E1B0')).toBeTruthy();
    expect(screen.getByText('Aero Dry-Fit Tee')).toBeTruthy();
    expect(screen.getAllByText('₹798.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('button', { name: 'Return Policy' })).toBeTruthy();
  });

  it("names the order '#06E1B0' as My Orders does, in the page and the WhatsApp return message; the full id only in the URL", async () => {
    fakeApi({
      'GET /api/orders/:id': {
        body: { success: true, order: order(fullId, { paymentStatus: 'completed', orderStatus: 'delivered' }) },
      },
    });
    renderWithApp(<OrderConfirmationPage />, {
      route: `/order-confirmation/${fullId}`,
      path: '/order-confirmation/:orderId',
    });
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    expect(screen.queryByText(fullId)).toBeNull();
    const chat = new URL(
      screen.getByRole('link', { name: 'Return via WhatsApp' }).getAttribute('href')!,
    ).searchParams.get('text');
    expect(chat).toBe(
      "Hi ThreadFit, I'd like to return items from order #06E1B0. I'm attaching photos of the product.",
    );
  });

  it('shows a guest order by its id without a token, afresh after the payment', async () => {
    const api = fakeApi({
      'GET /api/orders/:id': {
        body: { success: true, order: order('guest42', { user: null, paymentStatus: 'completed', isPaid: true }) },
      },
    });
    renderWithApp(<OrderConfirmationPage />, {
      route: '/order-confirmation/guest42',
      path: '/order-confirmation/:orderId',
    });
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    expect(screen.getByText('#UEST42')).toBeTruthy();
    expect(screen.getByText(/Payment Successful/)).toBeTruthy();
    expect(api.calls('GET', '/api/orders/guest42')[0].headers.has('authorization')).toBe(false);
  });

  it("says 'Order not found.' for an unknown order", async () => {
    fakeApi({ 'GET /api/orders/:id': { status: 404, body: { success: false, message: 'Request failed' } } });
    renderWithApp(<OrderConfirmationPage />, {
      route: '/order-confirmation/nope',
      path: '/order-confirmation/:orderId',
    });
    expect(await screen.findByText('Order not found.')).toBeTruthy();
  });
});

describe('retry payment', () => {
  const failed = (extra: Partial<Order> = {}) =>
    order('000000cccccc', {
      user: { _id: 'u1', name: 'Asha Rao', email: 'asha@example.in' },
      paymentStatus: 'failed',
      paymentRetriesLeft: 2,
      canPay: true,
      customerPhone: '9876543210',
      ...extra,
    });
  const providerOrder = {
    success: true as const,
    amount: 79800,
    currency: 'INR' as const,
    orderId: 'order_R1',
    key: 'rzp_test_simulated',
    message: 'Payment order created',
  };
  const paid = { razorpay_order_id: 'order_R1', razorpay_payment_id: 'pay_R1', razorpay_signature: 'sig_R1' };

  function ordersWithPayments(first: Order, afterAttempt: Order) {
    let current = first;
    const api = fakeApi({
      'GET /api/orders/myorders': () => ({ body: { success: true, orders: [current] } }),
      'GET /api/payments/config': { body: { success: true, key: 'rzp_test_simulated', gateway: 'simulated' } },
      'POST /api/payments/create-order': { body: providerOrder },
      'POST /api/payments/simulator/pay': { body: paid },
      'POST /api/payments/simulator/fail': {
        body: {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Insufficient funds',
            source: 'customer',
            step: 'payment_authorization',
            reason: 'payment_failed',
            metadata: { order_id: 'order_R1', payment_id: 'pay_R2' },
          },
        },
      },
      'POST /api/payments/verify': () => {
        current = afterAttempt;
        return { body: { success: true, message: 'Payment verified', order: afterAttempt } };
      },
      'POST /api/payments/payment-failed': () => {
        current = afterAttempt;
        return { body: { success: true, message: 'Payment failure recorded', order: afterAttempt } };
      },
    });
    return { ...renderWithApp(<OrdersPage />, { signedInAs: aUser() }), api };
  }

  it("shows 'Payment Failed' with Retry Payment and the retries left, pays the same order and refreshes My Orders", async () => {
    const { user, api } = ordersWithPayments(
      failed(),
      failed({ paymentStatus: 'completed', isPaid: true, canPay: false, paymentRetriesLeft: 0 }),
    );
    const card = within((await screen.findByRole('article', { name: 'Order #CCCCCC' })) as HTMLElement);
    expect(card.getByText('Payment Failed')).toBeTruthy();
    expect(card.getByText('2 retries left')).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Retry Payment' }));

    const modal = within(screen.getByRole('dialog', { name: 'Retry Payment' }));
    expect(modal.getByTestId('retries-left').textContent).toBe('2 retries left');
    await user.click(modal.getByRole('button', { name: 'Pay ₹798.00' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Test payment' }));
    expect(dialog.getByTestId('simulated-amount').textContent).toBe('₹798.00');
    await user.click(dialog.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText('Payment successful!')).toBeTruthy();
    expect(api.calls('POST', '/api/payments/create-order')[0].body).toEqual({
      orderId: '000000cccccc',
      amount: 798,
      currency: 'INR',
    });
    expect(api.calls('POST', '/api/payments/create-order')[0].headers.get('authorization')).toBe('Bearer test-token');
    expect(api.calls('POST', '/api/payments/verify')[0].body).toEqual({ ...paid, orderId: '000000cccccc' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Payment Successful')).toBeTruthy();
    expect(api.calls('GET', '/api/orders/myorders').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('button', { name: 'Retry Payment' })).toBeNull();
  });

  it('reports a failed retry, keeps the modal open and shows the retries now left', async () => {
    const { user, api } = ordersWithPayments(failed(), failed({ paymentRetriesLeft: 1 }));
    await user.click(await screen.findByRole('button', { name: 'Retry Payment' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Retry Payment' })).getByRole('button', { name: 'Pay ₹798.00' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Test payment' })).getByRole('button', { name: 'Fail' }),
    );
    expect(await screen.findByText('Payment failed: Insufficient funds')).toBeTruthy();
    expect(api.calls('POST', '/api/payments/payment-failed')[0].body).toMatchObject({
      orderId: '000000cccccc',
      error: { description: 'Insufficient funds' },
    });
    const modal = within(await screen.findByRole('dialog', { name: 'Retry Payment' }));
    await waitFor(() => expect(modal.getByTestId('retries-left').textContent).toBe('1 retry left'));
  });

  it("says 'Payment cancelled' when the retry's payment window is closed", async () => {
    const { user, api } = ordersWithPayments(failed(), failed());
    await user.click(await screen.findByRole('button', { name: 'Retry Payment' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Retry Payment' })).getByRole('button', { name: 'Pay ₹798.00' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Test payment' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(await screen.findByText('Payment cancelled')).toBeTruthy();
    expect(api.calls('POST', '/api/payments/payment-failed')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Retry Payment' })).toBeTruthy();
  });

  it('disables Retry Payment once no retries are left', async () => {
    fakeApi({
      'GET /api/orders/myorders': {
        body: { success: true, orders: [failed({ paymentRetriesLeft: 0, canPay: false })] },
      },
    });
    renderWithApp(<OrdersPage />, { signedInAs: aUser() });
    const card = within((await screen.findByRole('article', { name: 'Order #CCCCCC' })) as HTMLElement);
    expect((card.getByRole('button', { name: 'Retry Payment' }) as HTMLButtonElement).disabled).toBe(true);
    expect(card.getByText('No retries left')).toBeTruthy();
  });

  it('keeps the modal from paying an order with no retries left', async () => {
    const api = fakeApi({});
    const onClose = jest.fn();
    renderWithApp(<RetryPaymentModal order={failed({ paymentRetriesLeft: 0, canPay: false })} onClose={onClose} />, {
      signedInAs: aUser(),
    });
    const modal = within(screen.getByRole('dialog', { name: 'Retry Payment' }));
    expect(modal.getByTestId('retries-left').textContent).toBe('No retries left');
    expect((modal.getByRole('button', { name: 'Pay ₹798.00' }) as HTMLButtonElement).disabled).toBe(true);
    expect(modal.getByText('This order can no longer be paid online.')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('pays an order without a user through the guest endpoints', async () => {
    const api = fakeApi({
      'GET /api/payments/config': { body: { success: true, key: 'rzp_test_simulated', gateway: 'simulated' } },
      'POST /api/payments/create-order-guest': { body: providerOrder },
      'POST /api/payments/simulator/pay': { body: paid },
      'POST /api/payments/verify-guest': {
        body: {
          success: true,
          message: 'Payment verified',
          order: failed({ user: null, paymentStatus: 'completed', isPaid: true }),
        },
      },
    });
    const onClose = jest.fn();
    const { user } = renderWithApp(<RetryPaymentModal order={failed({ user: null })} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Pay ₹798.00' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Test payment' })).getByRole('button', { name: 'Pay' }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls('POST', '/api/payments/verify-guest')).toHaveLength(1);
    expect(api.requests.every((request) => !request.headers.has('authorization'))).toBe(true);
  });
});
