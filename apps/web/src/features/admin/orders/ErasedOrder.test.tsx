import { screen, within } from '@testing-library/react';
import type { Order, OrdersPageResponse } from '@store/contracts';
import { anAdmin, anOrder } from '../../../testing/fixtures';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { OrdersPage } from './OrdersPage';

const erased = (overrides: Partial<Order>) =>
  anOrder({
    customerName: null,
    customerEmail: null,
    customerPhone: null,
    shippingAddress: null,
    personalDataErased: true,
    isPaid: true,
    paymentStatus: 'completed',
    ...overrides,
  });
const pageOf = (orders: Order[]): OrdersPageResponse => ({
  success: true,
  orders,
  currentPage: 1,
  totalPages: 1,
  total: orders.length,
});

describe('an order whose customer was erased (issue #16)', () => {
  it("shows 'Erased' for the customer in the list and for the name, contact and address in its details; the order stays", async () => {
    const member = erased({ _id: '6650a1b2c3d4e5f6a7b80001', user: { _id: 'u-9', name: null, email: null } });
    const guest = erased({
      _id: '6650a1b2c3d4e5f6a7b80002',
      user: null,
      guestCustomer: { name: null, email: null, phone: null },
      totalPrice: 1298.5,
    });
    fakeApi({
      'GET /api/orders': { body: pageOf([member, guest]) },
      'GET /api/orders/:id': (_request, params) => ({
        body: { success: true, order: params.id === guest._id ? guest : member },
      }),
    });
    const { user } = renderWithApp(<OrdersPage />, {
      signedInAs: anAdmin(),
      route: '/admin/orders',
      path: '/admin/orders',
    });

    expect(within((await screen.findByText('#B80001')).closest('tr')!).getByText('Erased')).toBeTruthy();
    const guestRow = screen.getByText('#B80002').closest('tr')!;
    expect(within(guestRow).getByText('Guest: Erased')).toBeTruthy();
    expect(within(guestRow).getByText('₹1,298.50')).toBeTruthy();

    await user.click(within(guestRow).getByRole('button', { name: 'View order B80002' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Guest: Erased')).toBeTruthy();
    expect(within(dialog).getAllByText('Erased')).toHaveLength(2); // the shipping address and the contact
  });
});
