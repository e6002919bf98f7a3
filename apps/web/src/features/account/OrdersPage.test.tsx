import { screen, within } from '@testing-library/react';
import { aUser } from '../../testing/fixtures';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { OrderConfirmationPage } from './OrderConfirmationPage';
import { paymentText, statusText } from './order-status';
import { OrdersPage } from './OrdersPage';
import type { Order } from './types';

const order = (id: string, extra: Partial<Order> = {}): Order => ({
  _id: id,
  createdAt: '2025-03-01T10:00:00.000Z',
  orderItems: [{ name: 'Aero Dry-Fit Tee', quantity: 2, size: 'M', price: 399, image: '/t.jpg', colorName: 'Red' }],
  shippingCost: 0,
  totalPrice: 798,
  orderStatus: 'pending',
  paymentStatus: 'pending',
  ...extra,
});

describe('payment status', () => {
  it("reads 'Payment Successful' when completed (or paid), 'Payment Failed' when failed, else 'Pending Payment'", () => {
    expect(paymentText(order('a', { paymentStatus: 'completed' }))).toBe('Payment Successful');
    expect(paymentText(order('a', { paymentStatus: 'pending', isPaid: true }))).toBe('Payment Successful');
    expect(paymentText(order('a', { paymentStatus: 'failed' }))).toBe('Payment Failed');
    expect(paymentText(order('a', { paymentStatus: 'weird' }))).toBe('Pending Payment');
  });

  it("shows 'Payment Failed' in place of the status, unknown statuses as they are, and 'Unknown' when missing", () => {
    expect(statusText(order('a', { paymentStatus: 'failed', orderStatus: 'pending' }))).toBe('Payment Failed');
    expect(statusText(order('a', { orderStatus: 'on-hold' }))).toBe('On-hold');
    expect(statusText(order('a', { orderStatus: undefined, status: undefined }))).toBe('Unknown');
  });
});

describe('my orders', () => {
  const showOrders = (orders: Order[] | { status: number }) => {
    const api = fakeApi({ 'GET /api/orders/myorders': Array.isArray(orders) ? { body: { orders } } : { status: orders.status, body: {} } });
    return { ...renderWithApp(<OrdersPage />, { signedInAs: aUser() }), api };
  };

  it("says 'No orders yet' with a link to /collections", async () => {
    showOrders([]);
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/collections');
  });

  it('offers a Return chat link for confirmed, shipped and delivered orders only', async () => {
    showOrders([order('000000aaaaaa', { orderStatus: 'delivered', paymentStatus: 'completed' }), order('000000bbbbbb', { orderStatus: 'pending' })]);
    const delivered = within((await screen.findByRole('article', { name: 'Order #AAAAAA' })) as HTMLElement);
    expect(delivered.getByRole('link', { name: 'Return' }).getAttribute('href')).toContain('https://wa.me/');
    expect(delivered.getByText('Payment Successful')).toBeTruthy();
    const pending = within(screen.getByRole('article', { name: 'Order #BBBBBB' }));
    expect(pending.queryByRole('link', { name: 'Return' })).toBeNull();
    expect(pending.getByText('Pending Payment')).toBeTruthy();
  });

  it('offers Retry Payment for a failed payment, up to 3 times', async () => {
    const { user } = showOrders([order('000000cccccc', { paymentStatus: 'failed' })]);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await user.click(await screen.findByRole('button', { name: 'Retry Payment' }));
      expect(screen.getByRole('dialog', { name: 'Retry Payment' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Close' }));
    }
    expect(screen.queryByRole('button', { name: 'Retry Payment' })).toBeNull();
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
  it('thanks the shopper and shows the order id, items, total, a link to /orders and the return chat', async () => {
    fakeApi({ 'GET /api/orders/:id': { body: { order: order('abc123', { paymentStatus: 'completed', orderStatus: 'confirmed' }) } } });
    renderWithApp(<OrderConfirmationPage />, { route: '/order-confirmation/abc123', path: '/order-confirmation/:orderId' });
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    expect(screen.getByText('abc123')).toBeTruthy();
    expect(screen.getByText('Aero Dry-Fit Tee')).toBeTruthy();
    expect(screen.getAllByText('₹798.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: 'Return via WhatsApp' }).getAttribute('href')).toContain('abc123');
    expect(screen.getByRole('button', { name: 'Return Policy' })).toBeTruthy();
  });

  it("says 'Order not found.' for an unknown order", async () => {
    fakeApi({ 'GET /api/orders/:id': { status: 404, body: {} } });
    renderWithApp(<OrderConfirmationPage />, { route: '/order-confirmation/nope', path: '/order-confirmation/:orderId' });
    expect(await screen.findByText('Order not found.')).toBeTruthy();
  });
});
