import { screen, within } from '@testing-library/react';
import type { SalesDashboardResponse } from '@store/contracts';
import { anAdmin } from '../../../testing/fixtures';
import { fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { DashboardPage } from './DashboardPage';

// jsdom has no canvas: the chart draws nothing here (its figures are also in the screen-reader table).
jest.mock('react-chartjs-2', () => ({ Chart: () => null }));

const days = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  paidOrders: i === 29 ? 2 : 0,
  revenue: i === 29 ? 2327 : 0,
  refunded: 0,
}));
const figures: SalesDashboardResponse = {
  success: true,
  days,
  revenue: 2327,
  revenueLast30Days: 2327,
  paidOrders: 2,
  averageOrderValue: 1163.5,
  awaitingShipment: 1,
  paymentsPending: 3,
  refundsDue: 1,
  refunded: 100,
  ordersPlaced: 5,
  topProducts: [{ productId: 'p1', name: 'Aero Dry-Fit Tee', units: 3 }],
  topSizes: [
    { size: 'M', units: 2 },
    { size: 'XXL', units: 1 },
  ],
  lowStock: [
    { productId: 'p1', name: 'Aero Dry-Fit Tee', variantId: 'v1', colorName: 'Olive', size: 'L', available: 2 },
  ],
};

function dashboard(routes: FakeRoutes) {
  fakeApi(routes);
  return renderWithApp(<DashboardPage />, { signedInAs: anAdmin() });
}

describe('admin dashboard', () => {
  it('shows revenue, average order value, low-stock variants, waiting to be shipped, payments pending, refunds due, top products and sizes, the day series and cart conversion', async () => {
    dashboard({
      'GET /api/reports/sales-dashboard': { body: figures },
      'GET /api/reports/cart-conversion': {
        body: {
          success: true,
          products: [
            {
              productId: 'p1',
              name: 'Aero Dry-Fit Tee',
              cartAdds: 4,
              unitsAdded: 4,
              ordersPlaced: 2,
              unitsOrdered: 2,
              ordersPaid: 1,
              unitsPaid: 1,
              checkoutRate: 0.5,
            },
          ],
        },
      },
      'GET /api/reports/cart-recovery': {
        body: {
          success: true,
          recovery: { remindersSent: 12, cartsRecovered: 3, revenueRecovered: 4497, recoveryRate: 25, windowDays: 7 },
        },
      },
    });
    expect((await screen.findByText('Revenue')).nextSibling?.textContent).toBe('₹2,327.00');
    expect(screen.getByText('Average order value').nextSibling?.textContent).toBe('₹1,163.50');
    expect(screen.getByText('Waiting to be shipped').nextSibling?.textContent).toBe('1');
    expect(screen.getByText('Payments pending').nextSibling?.textContent).toBe('3');
    expect(screen.getByText('Refunds due').nextSibling?.textContent).toBe('1');
    expect(screen.getByText('3 units')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Top sizes' })).getByText('1 unit')).toBeTruthy(); // never '1 units'
    expect(screen.getByRole('link', { name: 'Aero Dry-Fit Tee · Olive · L' }).getAttribute('href')).toBe(
      '/admin/products/p1/stock',
    );
    expect(screen.getByText('2 left')).toBeTruthy();
    expect(await screen.findByText('50%')).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Sales and paid orders per day' })).toBeTruthy();
    // Cart reminders (issue #44)
    expect((await screen.findByText('Reminders sent')).nextSibling?.textContent).toBe('12');
    expect(screen.getByText('Carts recovered').nextSibling?.textContent).toBe('3');
    expect(screen.getByText('Revenue recovered').nextSibling?.textContent).toBe('₹4,497.00');
    expect(screen.getByText('Recovery rate').nextSibling?.textContent).toBe('25%');
  });

  it('shows a failure with Retry', async () => {
    dashboard({
      'GET /api/reports/sales-dashboard': { status: 500 },
      'GET /api/reports/cart-conversion': { body: { success: true, products: [] } },
    });
    expect(await screen.findByText('Failed to load the dashboard')).toBeTruthy();
  });
});
