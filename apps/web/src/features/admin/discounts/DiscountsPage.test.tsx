import { screen, waitFor, within } from '@testing-library/react';
import type { Discount } from '@store/contracts';
import { anAdmin } from '../../../testing/fixtures';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { DashboardPage } from '../dashboard/DashboardPage';
import { DiscountFormPage } from './DiscountFormPage';
import { DiscountsPage } from './DiscountsPage';

jest.mock('react-chartjs-2', () => ({ Chart: () => null }));

const diwali: Discount = {
  _id: '7a3c5b8e-1f0d-4c2a-9b6e-0d1e2f3a4b5c',
  code: 'DIWALI20',
  type: 'percent',
  value: 20,
  minSubtotal: 999,
  startsAt: null,
  endsAt: null,
  usageLimit: 100,
  perCustomerLimit: 1,
  firstOrderOnly: false,
  productIds: [],
  category: null,
  isActive: true,
  uses: 3,
  reserved: 1,
  discountGiven: 640,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const list = { success: true as const, discounts: [diwali], totals: { uses: 3, discountGiven: 640 } };

describe('admin discount codes (issue #44)', () => {
  it('lists each code with its discount, minimum, uses against the cap and the totals', async () => {
    fakeApi({ 'GET /api/admin/discounts': { body: list } });
    renderWithApp(<DiscountsPage />, { signedInAs: anAdmin() });
    const table = await screen.findByRole('table', { name: 'Discount codes table' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getAllByText('DIWALI20')[0]).toBeTruthy();
    expect(within(row).getByText('20% off')).toBeTruthy();
    expect(within(row).getByText('on ₹999.00 or more')).toBeTruthy();
    expect(within(row).getByText('3 / 100 used (1 waiting for payment)')).toBeTruthy();
    expect(screen.getByTestId('discount-totals').textContent).toBe('3 paid orders used a code, ₹640.00 off in all.');
  });

  it('creates a code from the form, refusing a bad one with the rule’s message before sending', async () => {
    const api = fakeApi({ 'POST /api/admin/discounts': { status: 201, body: { success: true, discount: diwali } } });
    const { user } = renderWithApp(<DiscountFormPage />, { signedInAs: anAdmin(), route: '/admin/discounts/new' });
    await user.type(screen.getByLabelText(/^Code/), 'x');
    await user.type(screen.getByLabelText(/^Value/), '150');
    await user.click(screen.getByRole('button', { name: 'Save code' }));
    expect(await screen.findByText('Code must be 3 to 32 letters, digits, - or _')).toBeTruthy();
    expect(screen.getByText('A percentage must be at most 100')).toBeTruthy();
    expect(api.requests).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Code/));
    await user.type(screen.getByLabelText(/^Code/), 'diwali20');
    await user.clear(screen.getByLabelText(/^Value/));
    await user.type(screen.getByLabelText(/^Value/), '20');
    await user.type(screen.getByLabelText('Total uses'), '100');
    await user.click(screen.getByRole('button', { name: 'Save code' }));
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]!.body).toMatchObject({ code: 'diwali20', type: 'percent', value: 20, usageLimit: 100 });
  });

  it('shows the uses of codes on the dashboard', async () => {
    fakeApi({
      'GET /api/admin/discounts': { body: list },
      'GET /api/reports/sales-dashboard': {
        body: {
          success: true,
          days: [],
          revenue: 0,
          revenueLast30Days: 0,
          paidOrders: 0,
          averageOrderValue: 0,
          awaitingShipment: 0,
          paymentsPending: 0,
          refundsDue: 0,
          refunded: 0,
          ordersPlaced: 0,
          topProducts: [],
          topSizes: [],
          lowStock: [],
        },
      },
      'GET /api/reports/cart-conversion': { body: { success: true, products: [] } },
    });
    renderWithApp(<DashboardPage />, { signedInAs: anAdmin() });
    expect((await screen.findByText('Discount code uses')).nextSibling?.textContent).toBe('3');
    expect(screen.getByText('Given in discounts').nextSibling?.textContent).toBe('₹640.00');
  });
});
