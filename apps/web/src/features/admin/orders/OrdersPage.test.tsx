import type { OrderNoteRequest, RefundRequest } from '@store/contracts/requests';
import { screen, waitFor, within } from '@testing-library/react';
import type { Order, OrdersPageResponse } from '@store/contracts';
import { anAdmin, anOrder, anOrderItem } from '../../../testing/fixtures';
import { fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { OrdersPage } from './OrdersPage';

const AT = '2026-11-02T10:00:00.000Z';
const orderN = (n: number, overrides: Partial<Order> = {}) =>
  anOrder({ _id: `6650a1b2c3d4e5f6a7b8${String(n).padStart(4, '0')}`, ...overrides });
const pageOf = (orders: Order[], page = 1, total = orders.length): OrdersPageResponse => ({
  success: true,
  orders,
  currentPage: page,
  totalPages: Math.ceil(total / 10),
  total,
});

/** Answers the confirmation dialog `title` with its `button`. */
async function confirm(user: ReturnType<typeof ordersScreen>['user'], title: string, button: string) {
  const question = screen.getByRole('dialog', { name: title });
  await user.click(within(question).getByRole('button', { name: button }));
}

function ordersScreen(routes: FakeRoutes, route = '/admin/orders') {
  const api = fakeApi(routes);
  return { ...renderWithApp(<OrdersPage />, { signedInAs: anAdmin(), route, path: '/admin/orders' }), api };
}

describe('admin orders table (spec section 2, Admin orders)', () => {
  it('shows Order ID (last 6), User (name, else id, else a dash), Date, Total with 2 decimals, Status, Payment and View', async () => {
    ordersScreen({
      'GET /api/orders': {
        body: pageOf([
          orderN(1, {
            totalPrice: 1298.5,
            status: 'confirmed',
            orderStatus: 'confirmed',
            paymentStatus: 'completed',
            isPaid: true,
            createdAt: AT,
          }),
          orderN(2, { user: { _id: 'u-77', name: '', email: 'x@example.in' } }),
          orderN(3, { user: null, customerName: null }),
        ]),
      },
    });
    const first = (await screen.findByText('#B80001')).closest('tr')!;
    expect(within(first).getByText('Asha Rao')).toBeTruthy();
    expect(within(first).getByText('2 Nov 2026')).toBeTruthy();
    expect(within(first).getByText('₹1,298.50')).toBeTruthy();
    expect(within(first).getByText('Confirmed')).toBeTruthy();
    expect(within(first).getByText('Completed')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'View order B80001' })).toBeTruthy();
    expect(within(screen.getByText('#B80002').closest('tr')!).getByText('u-77')).toBeTruthy();
    expect(within(screen.getByText('#B80003').closest('tr')!).getByText('-')).toBeTruthy();
  });

  it("shows 'Loading orders...', then 'No orders found.'", async () => {
    ordersScreen({ 'GET /api/orders': { body: pageOf([]) } });
    expect(screen.getAllByText('Loading orders...').length).toBeGreaterThan(0);
    expect(await screen.findByText('No orders found.')).toBeTruthy();
  });

  it("shows the server's message, else 'Failed to load orders'", async () => {
    ordersScreen({ 'GET /api/orders': { status: 500, body: {} } });
    expect((await screen.findAllByText('Failed to load orders')).length).toBeGreaterThan(0);
  });

  it("pages 10 at a time only with more than one page: 'Showing 11 to 20 of 25 orders', Previous/Next disabled at the ends, at most 5 page buttons", async () => {
    const { user, location, api } = ordersScreen({
      'GET /api/orders': (request) => {
        const page = Number(request.query.get('page'));
        return {
          body: pageOf(
            Array.from({ length: page === 3 ? 5 : 10 }, (_, i) => orderN((page - 1) * 10 + i + 1)),
            page,
            25,
          ),
        };
      },
    });
    expect(await screen.findByText('Showing 1 to 10 of 25 orders')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Showing 11 to 20 of 25 orders')).toBeTruthy();
    expect(location().search).toBe('?page=2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21 to 25 of 25 orders')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls('GET', '/api/orders').at(-1)!.query.get('limit')).toBe('10');
  });

  it('hides the pagination with one page', async () => {
    ordersScreen({ 'GET /api/orders': { body: pageOf([orderN(1)]) } });
    await screen.findByText('#B80001');
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it('keeps the filters and search in the URL and sends them to the API from page 1', async () => {
    const { user, location, api } = ordersScreen(
      { 'GET /api/orders': { body: pageOf([orderN(1)]) } },
      '/admin/orders?page=2',
    );
    await screen.findByText('#B80001');
    await user.selectOptions(screen.getByLabelText('Status'), 'shipped');
    await user.selectOptions(screen.getByLabelText('Payment status'), 'completed');
    await user.selectOptions(screen.getByLabelText('Customer'), 'guest');
    await user.type(screen.getByPlaceholderText('Search by order id, name, e-mail or phone...'), 'asha');
    await waitFor(() => expect(api.calls('GET', '/api/orders').at(-1)!.query.get('search')).toBe('asha'));
    expect(location().search).toBe('?q=asha&status=shipped&payment=completed&customer=guest');
    const last = api.calls('GET', '/api/orders').at(-1)!.query;
    expect([
      last.get('status'),
      last.get('paymentStatus'),
      last.get('customer'),
      last.get('search'),
      last.get('page'),
    ]).toEqual(['shipped', 'completed', 'guest', 'asha', '1']);
  });

  it('reads the filters from the URL it is opened with', async () => {
    const { api } = ordersScreen(
      { 'GET /api/orders': { body: pageOf([orderN(1)]) } },
      '/admin/orders?status=delivered&from=2026-11-01&to=2026-11-30&page=3',
    );
    await screen.findByText('#B80001');
    const first = api.calls('GET', '/api/orders')[0].query;
    expect([first.get('status'), first.get('from'), first.get('to'), first.get('page')]).toEqual([
      'delivered',
      '2026-11-01',
      '2026-11-30',
      '3',
    ]);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');
  });

  it("on a phone keeps the filters behind a 'Filters' button that counts the ones set, the search always shown", async () => {
    const { user } = ordersScreen(
      { 'GET /api/orders': { body: pageOf([orderN(1)]) } },
      '/admin/orders?status=delivered&from=2026-11-01',
    );
    await screen.findByText('#B80001');
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    const filters = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(filters.className).toMatch(/(^| )hidden( |$)/);
    expect(filters.className).toContain('md:grid');
    expect(filters.contains(screen.getByLabelText('Status'))).toBe(true);
    expect(filters.contains(screen.getByPlaceholderText('Search by order id, name, e-mail or phone...'))).toBe(false);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(filters.className).not.toMatch(/(^| )hidden( |$)/);
  });

  it('names its column in every cell, for the cards a phone shows in place of the table', async () => {
    ordersScreen({ 'GET /api/orders': { body: pageOf([orderN(1)]) } });
    const row = (await screen.findByText('#B80001')).closest('tr')!;
    const names = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.firstElementChild?.textContent);
    expect(names).toEqual(['Order ID', 'User', 'Date', 'Total', 'Status', 'Payment', 'Actions']);
    expect(
      within(row)
        .getAllByRole('cell')
        .every((cell) => cell.firstElementChild?.className.includes('md:hidden')),
    ).toBe(true);
  });
});

describe('order details modal', () => {
  const paid = orderN(1, {
    status: 'confirmed',
    orderStatus: 'confirmed',
    paymentStatus: 'completed',
    isPaid: true,
    paidAt: AT,
    orderItems: [anOrderItem({ colorName: 'Olive', quantity: 2, size: 'L' })],
  });
  const history = {
    success: true as const,
    orderId: paid._id,
    history: [
      {
        type: 'OrderPlaced',
        at: AT,
        actor: { id: 'u1', role: 'user' },
        correlationId: 'c1',
        summary: 'Order placed by Asha Rao: 2 items',
      },
    ],
  };

  it("shows the order, 'Payment Confirmed' with the paid date, the address, the items and the timeline", async () => {
    const { user } = ordersScreen({
      'GET /api/orders': { body: pageOf([paid]) },
      'GET /api/orders/:id/history': { body: history },
    });
    await user.click(await screen.findByRole('button', { name: 'View order B80001' }));
    const dialog = screen.getByRole('dialog', { name: 'Order Details' });
    expect(within(dialog).getByText('Payment Confirmed')).toBeTruthy();
    expect(within(dialog).getByText('Paid on 2 Nov 2026')).toBeTruthy();
    expect(within(dialog).getByText(/12 MG Road/)).toBeTruthy();
    expect(within(dialog).getByText('Qty: 2 · Size: L · Colour: Olive')).toBeTruthy();
    expect(await within(dialog).findByText('Order placed by Asha Rao: 2 items')).toBeTruthy();
    expect(within(dialog).getByText(/· Shopper$/)).toBeTruthy();
  });

  it("shows a business buyer's GSTIN beside the contact and each line's HSN code, and no GSTIN heading for a consumer", async () => {
    const business = orderN(2, {
      buyerGstin: '27AAPFU0939F1ZV',
      orderItems: [anOrderItem({ colorName: 'Olive', quantity: 2, size: 'L', hsn: '6109' })],
    });
    const { user } = ordersScreen({
      'GET /api/orders': { body: pageOf([business, paid]) },
      'GET /api/orders/:id/history': { body: history },
    });
    await user.click(await screen.findByRole('button', { name: 'View order B80002' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Order Details' }));
    expect(dialog.getByRole('heading', { name: 'Buyer GSTIN' })).toBeTruthy();
    expect(dialog.getByText('27AAPFU0939F1ZV')).toBeTruthy();
    expect(dialog.getByText('Qty: 2 · Size: L · Colour: Olive · HSN: 6109')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Close order details' }));
    await user.click(screen.getByRole('button', { name: 'View order B80001' }));
    expect(within(screen.getByRole('dialog', { name: 'Order Details' })).queryByText('Buyer GSTIN')).toBeNull();
  });

  it("names an admin in the timeline once: 'Admin' for the start-up admin named Admin (never 'Admin Admin'), 'Admin Meera' for Meera", async () => {
    const byAdmins = {
      ...history,
      history: [
        {
          type: 'OrderStatusChanged',
          at: AT,
          actor: { id: 'a1', role: 'admin' },
          correlationId: 'c2',
          summary: 'Status changed from confirmed to processing',
        },
        {
          type: 'OrderStatusChanged',
          at: AT,
          actor: { id: 'a2', role: 'admin' },
          correlationId: 'c3',
          summary: 'Status changed from processing to shipped',
        },
      ],
    };
    const { user } = ordersScreen({
      'GET /api/orders': { body: pageOf([paid]) },
      'GET /api/orders/:id/history': { body: byAdmins },
      'GET /api/users/:id': (request) => ({
        body: {
          success: true,
          user: anAdmin(request.path.endsWith('/a1') ? { _id: 'a1', name: 'Admin' } : { _id: 'a2', name: 'Meera' }),
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'View order B80001' }));
    const timeline = within(await screen.findByRole('list', { name: 'Order timeline' }));
    expect(await timeline.findByText(/· Admin Meera$/)).toBeTruthy();
    expect(timeline.getByText(/· Admin$/)).toBeTruthy();
    expect(timeline.queryByText(/Admin Admin/)).toBeNull();
  });

  it.each([
    ['failed', 'Payment Failed', 'Customer needs to retry payment'],
    ['pending', 'Payment Pending', 'Waiting for customer to complete payment'],
  ] as const)('shows the %s payment banner', async (paymentStatus, title, hint) => {
    const { user } = ordersScreen({
      'GET /api/orders': { body: pageOf([orderN(1, { paymentStatus })]) },
      'GET /api/orders/:id/history': { body: history },
    });
    await user.click(await screen.findByRole('button', { name: 'View order B80001' }));
    expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByText(hint)).toBeTruthy();
  });

  it("asks 'Mark order #B80001 as Shipped?' before changing the status; Cancel (or Escape) keeps the old status and sends nothing", async () => {
    const { user, api } = ordersScreen({
      'GET /api/orders': { body: pageOf([paid]) },
      'GET /api/orders/:id/history': { body: history },
    });
    await user.click(await screen.findByRole('button', { name: 'View order B80001' }));
    const select = screen.getByLabelText('Update Status') as HTMLSelectElement;
    await user.selectOptions(select, 'shipped');
    const question = screen.getByRole('dialog', { name: 'Mark order #B80001 as Shipped?' });
    expect(within(question).getByText('The customer is e-mailed that the order has shipped.')).toBeTruthy();
    expect(select.value).toBe('confirmed');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: /^Mark order/ })).toBeNull();
    expect(select.value).toBe('confirmed');
    await user.selectOptions(select, 'cancelled');
    const cancelling = screen.getByRole('dialog', { name: 'Cancel order #B80001?' });
    expect(
      within(cancelling).getByText(/becomes a refund due\. A cancelled order cannot change status again\.$/),
    ).toBeTruthy();
    // Escape closes the question only: the order's details stay open.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Cancel order #B80001?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Order Details' })).toBeTruthy();
    expect(select.value).toBe('confirmed');
    expect(api.calls('PUT', `/api/orders/${paid._id}/status`)).toHaveLength(0);
  });

  it('offers only the changes the server allows, and once confirmed updates the modal and the list at once', async () => {
    const shipped = { ...paid, status: 'shipped' as const, orderStatus: 'shipped' as const };
    const { user, api } = ordersScreen({
      'GET /api/orders': { body: pageOf([paid]) },
      'GET /api/orders/:id/history': { body: history },
      'PUT /api/orders/:id/status': {
        body: { success: true, message: 'Order status updated successfully', order: shipped },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'View order B80001' }));
    const select = screen.getByLabelText('Update Status');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Confirmed', 'Processing', 'Shipped', 'Cancelled']);
    await user.selectOptions(select, 'shipped');
    await confirm(user, 'Mark order #B80001 as Shipped?', 'Mark as Shipped');
    expect((await screen.findAllByText('Order status updated successfully')).length).toBeGreaterThan(0);
    expect(api.calls('PUT', `/api/orders/${paid._id}/status`)[0].body).toEqual({ status: 'shipped' });
    expect(
      within(screen.getByLabelText('Update Status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Shipped', 'Delivered', 'Returned']);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(within(screen.getByText('#B80001').closest('tr')!).getByText('Shipped')).toBeTruthy();
  });

  it("shows the order as its own events have it when the list's row trails behind", async () => {
    const { user } = ordersScreen({
      'GET /api/orders': { body: pageOf([orderN(1)]) },
      'GET /api/orders/:id': { body: { success: true, order: paid } },
      'GET /api/orders/:id/history': { body: history },
    });
    await user.click(await screen.findByRole('button', { name: 'View order B80001' }));
    expect(await screen.findByText('Payment Confirmed')).toBeTruthy();
    expect(
      within(screen.getByLabelText('Update Status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Confirmed', 'Processing', 'Shipped', 'Cancelled']);
  });

  it("shows the server's refusal inline, else 'Failed to update order status'", async () => {
    const { user } = ordersScreen({
      'GET /api/orders': { body: pageOf([paid]) },
      'GET /api/orders/:id/history': { body: history },
      'PUT /api/orders/:id/status': {
        status: 409,
        body: { success: false, message: 'An order that is confirmed cannot be changed to delivered' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'View order B80001' }));
    await user.selectOptions(screen.getByLabelText('Update Status'), 'processing');
    await confirm(user, 'Mark order #B80001 as Processing?', 'Mark as Processing');
    const dialog = screen.getByRole('dialog', { name: 'Order Details' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'An order that is confirmed cannot be changed to delivered',
    );
  });
});

describe('internal notes', () => {
  const history = { success: true as const, orderId: orderN(1)._id, history: [] };

  it('adds a note with a fresh note id and shows it in the timeline; an empty note is refused before sending', async () => {
    let notes: {
      type: string;
      at: string;
      actor: { id: string; role: string };
      correlationId: string;
      summary: string;
    }[] = [];
    const { user, api } = ordersScreen({
      'GET /api/orders': { body: pageOf([orderN(1)]) },
      'GET /api/orders/:id/history': () => ({ body: { ...history, history: notes } }),
      'GET /api/users/:id': { body: { success: true, user: anAdmin({ name: 'Meera Admin' }) } },
      'POST /api/orders/:id/notes': (request) => {
        const { noteId, text } = request.body;
        notes = [
          {
            type: 'OrderNoteAdded',
            at: AT,
            actor: { id: 'a1', role: 'admin' },
            correlationId: 'c',
            summary: `Internal note: ${text}`,
          },
        ];
        return {
          status: 201,
          body: {
            success: true,
            message: 'Note added',
            note: { noteId, orderId: orderN(1)._id, text, at: AT, actor: { id: 'a1', role: 'admin' } },
          },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'View order B80001' }));
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note is required')).toBeTruthy();
    expect(api.calls('POST', `/api/orders/${orderN(1)._id}/notes`)).toHaveLength(0);
    await user.type(screen.getByLabelText('Internal note'), 'Called the customer');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Internal note: Called the customer')).toBeTruthy();
    expect(await screen.findByText(/· Meera Admin$/)).toBeTruthy();
    const sent = api.calls('POST', `/api/orders/${orderN(1)._id}/notes`)[0].body as OrderNoteRequest;
    expect(sent.noteId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's refusal under the note", async () => {
    const { user } = ordersScreen({
      'GET /api/orders': { body: pageOf([orderN(1)]) },
      'GET /api/orders/:id/history': { body: history },
      'POST /api/orders/:id/notes': {
        status: 400,
        body: { success: false, message: 'Note must be at most 1000 characters' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'View order B80001' }));
    await user.type(screen.getByLabelText('Internal note'), 'x');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note must be at most 1000 characters')).toBeTruthy();
  });
});

describe('refunds', () => {
  const cancelled = orderN(1, {
    status: 'cancelled',
    orderStatus: 'cancelled',
    paymentStatus: 'completed',
    isPaid: true,
    paidAt: AT,
    refundDue: true,
    totalPrice: 1000,
  });
  const history = { success: true as const, orderId: cancelled._id, history: [] };
  const ledger = (refunded: number) => ({
    success: true as const,
    orderId: cancelled._id,
    paid: 1000,
    refunded,
    refundable: 1000 - refunded,
    canRefund: refunded < 1000,
    refunds: refunded
      ? [
          {
            refundId: 'r1',
            amount: refunded,
            reason: '',
            restock: false,
            status: 'processed' as const,
            providerRefundId: 'rfnd_1',
            failureReason: null,
          },
        ]
      : [],
  });

  /** A gateway that refunds whatever is asked, and the ledger it keeps. */
  const refundingGateway = () => {
    const state = { refunded: 0 };
    const routes: FakeRoutes = {
      'GET /api/orders/:id/history': { body: history },
      'GET /api/orders/:id/refunds': () => ({ body: ledger(state.refunded) }),
      'POST /api/orders/:id/refunds': (request) => {
        state.refunded += request.body.amount;
        return { status: 201, body: { ...ledger(state.refunded), message: 'Refund issued' } };
      },
    };
    return { state, routes };
  };

  it('refunds in part, then in full, each with a new refund id; more than is left is refused before sending', async () => {
    const gateway = refundingGateway();
    const { user, api } = ordersScreen({ 'GET /api/orders': { body: pageOf([cancelled]) }, ...gateway.routes });
    await user.click(await screen.findByRole('button', { name: 'View order B80001' }));
    expect(await screen.findByText(/Left to refund ₹1,000.00/)).toBeTruthy();
    await user.type(await screen.findByLabelText('Refund amount (₹)'), '1000.01');
    await user.click(screen.getByRole('button', { name: 'Refund amount' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Refund amount cannot be more than the ₹1,000.00 left to refund',
    );
    await user.clear(screen.getByLabelText('Refund amount (₹)'));
    await user.type(screen.getByLabelText('Refund amount (₹)'), '400');
    await user.click(screen.getByRole('button', { name: 'Refund amount' }));
    await confirm(user, 'Refund ₹400.00 to the customer?', 'Refund ₹400.00');
    expect(await screen.findByText(/Left to refund ₹600.00/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refund in full (₹600.00)' }));
    await confirm(user, 'Refund ₹600.00 to the customer?', 'Refund ₹600.00');
    expect(await screen.findByText(/Left to refund ₹0.00/)).toBeTruthy();
    const sent = api
      .calls('POST', `/api/orders/${cancelled._id}/refunds`)
      .map((request) => request.body as RefundRequest);
    expect(sent.map((body) => body.amount)).toEqual([400, 600]);
    expect(new Set(sent.map((body) => body.refundId)).size).toBe(2);
    expect(screen.queryByRole('button', { name: /Refund in full/ })).toBeNull();
  });

  it("shows what is still due after a part refund, and drops the 'Refund due' badge from the modal and the list once all is refunded", async () => {
    const gateway = refundingGateway();
    const current = () => ({
      ...cancelled,
      refundDue: gateway.state.refunded < 1000,
      refunded: gateway.state.refunded,
      refundOutstanding: 1000 - gateway.state.refunded,
    });
    const { user } = ordersScreen({
      'GET /api/orders': () => ({ body: pageOf([current()]) }),
      'GET /api/orders/:id': () => ({ body: { success: true as const, order: current() } }),
      ...gateway.routes,
    });
    await user.click(await screen.findByRole('button', { name: 'View order B80001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(await within(dialog).findByText(/Refund due: ₹1,000.00 still to refund/)).toBeTruthy();
    // The refund panel appears once the order's refunds have loaded (a query of its own).
    await user.type(await within(dialog).findByLabelText('Refund amount (₹)'), '400');
    await user.click(within(dialog).getByRole('button', { name: 'Refund amount' }));
    await confirm(user, 'Refund ₹400.00 to the customer?', 'Refund ₹400.00');
    expect(await within(dialog).findByText(/Refund due: ₹600.00 still to refund/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Refund in full (₹600.00)' }));
    await confirm(user, 'Refund ₹600.00 to the customer?', 'Refund ₹600.00');
    expect(await within(dialog).findByText('Refunded ₹1,000.00.')).toBeTruthy();
    expect(within(dialog).queryByText('Refund due')).toBeNull();
    await waitFor(() => expect(screen.queryAllByText('Refund due')).toHaveLength(0));
  });

  it("shows the gateway's refusal", async () => {
    const { user } = ordersScreen({
      'GET /api/orders': { body: pageOf([cancelled]) },
      'GET /api/orders/:id/history': { body: history },
      'GET /api/orders/:id/refunds': { body: ledger(0) },
      'POST /api/orders/:id/refunds': { status: 201, body: { ...ledger(0), message: 'Refund failed: Gateway down' } },
    });
    await user.click(await screen.findByRole('button', { name: 'View order B80001' }));
    await user.click(await screen.findByRole('button', { name: 'Refund in full (₹1,000.00)' }));
    await confirm(user, 'Refund ₹1,000.00 to the customer?', 'Refund ₹1,000.00');
    expect((await screen.findAllByText('Refund failed: Gateway down')).length).toBeGreaterThan(0);
  });

  it("asks 'Refund ₹1,000.00 to the customer?' naming the order before paying; Cancel pays nothing", async () => {
    const gateway = refundingGateway();
    const { user, api } = ordersScreen({ 'GET /api/orders': { body: pageOf([cancelled]) }, ...gateway.routes });
    await user.click(await screen.findByRole('button', { name: 'View order B80001' }));
    await user.click(await screen.findByRole('button', { name: 'Refund in full (₹1,000.00)' }));
    const question = screen.getByRole('dialog', { name: 'Refund ₹1,000.00 to the customer?' });
    expect(
      within(question).getByText(/^₹1,000.00 of order #B80001 goes back to the customer's card, UPI or bank/),
    ).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('POST', `/api/orders/${cancelled._id}/refunds`)).toHaveLength(0);
    expect(screen.getByText(/Left to refund ₹1,000.00/)).toBeTruthy();
  });
});
