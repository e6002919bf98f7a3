/** @store-env UNPAID_ORDERS_PER_CONTACT=500 */
import { readFileSync } from 'node:fs';
import { Browser, openBrowser, screenshot } from '../support/browser';
import { confirm, openOrder, orderModal, short } from '../support/admin-orders';
import { api, adminToken, eventually, logInWithForm, registerVerified, waitForMail } from '../support/store';

type Shopper = Awaited<ReturnType<typeof registerVerified>>;
const address = {
  name: 'Asha Verma',
  phone: '9876543210',
  houseName: 'Flat 4',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zipCode: '411001',
  country: 'India',
};

/** A product of this file with plenty of its own ('Original') stock in M, created as the admin. */
async function stockedProduct(admin: string) {
  const body = {
    name: `E2E Orders Tee ${Date.now().toString(36)}`,
    description: 'A tee for the admin orders scenarios, stocked for many orders.',
    price: 499,
    category: 'topwear',
    brand: 'ThreadFit',
    material: 'Cotton',
    hsnCode: '6109',
    sizes: ['M'],
    hasOfferPricing: false,
    offerPrice: null,
    isFeatured: false,
    isNewArrival: false,
    isBestSeller: false,
    baseImages: [{ url: '/demo/black.svg', altText: 'Tee' }],
    stock: { M: 500 },
    colorVariants: [],
  };
  const res = await api('POST', '/products', { token: admin, body });
  if (res.status !== 201) throw new Error(`product failed: ${JSON.stringify(res.body)}`);
  return res.body.product;
}

async function placeOrder(shopper: Shopper, product: any, quantity = 1) {
  const body = {
    orderItems: [{ product: product._id, name: product.name, quantity, size: 'M', price: 1, colorVariantId: null }],
    shippingAddress: address,
    paymentMethod: 'razorpay',
    shippingCost: 0,
    totalPrice: 1,
  };
  const res = await api('POST', '/orders', { token: shopper.token, body });
  if (res.status !== 201) throw new Error(`order failed: ${JSON.stringify(res.body)}`);
  return res.body.order;
}

async function pay(shopper: Shopper, orderId: string) {
  const started = await api('POST', '/payments/create-order', {
    token: shopper.token,
    body: { amount: 1, orderId, currency: 'INR' },
  });
  const paid = await api('POST', '/payments/simulator/pay', { body: { razorpay_order_id: started.body.orderId } });
  const verified = await api('POST', '/payments/verify', { token: shopper.token, body: { ...paid.body, orderId } });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return verified.body.order;
}

const modal = orderModal;

/** Issue #15 in a browser: the start-up admin runs orders, refunds, users and the dashboard. */
describe('admin back office: orders with their history and refunds, users, dashboard', () => {
  let browser: Browser;
  let admin: string;
  let asha: Shopper;
  let tee: any;
  let paidOrder: any;
  const paidTotals: number[] = [];

  beforeAll(async () => {
    admin = await adminToken();
    asha = await registerVerified();
    tee = await stockedProduct(admin);
    paidOrder = await placeOrder(asha, tee, 2);
    paidOrder = await pay(asha, paidOrder._id);
    paidTotals.push(paidOrder.totalPrice);
    for (let i = 0; i < 24; i += 1) await placeOrder(asha, tee, 1);
    await eventually(
      () => api('GET', '/orders?limit=1', { token: admin }),
      (res) => res.body.total >= 25,
    );
    browser = await openBrowser();
    await browser.page.goto('/login');
    await logInWithForm(browser.page, 'admin@threadfit.in', 'Admin@12345');
    await browser.page.waitForURL((url) => url.pathname === '/admin/products');
  });
  afterAll(() => browser?.close());

  it("lists the shopper's paid order; filters, searches and pages through 25 orders with the filters in the URL", async () => {
    const { page } = browser;
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByText('Showing 1 to 10 of 25 orders').waitFor();
    await screenshot(page, 'admin-orders');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 11 to 20 of 25 orders').waitFor();
    await page.getByRole('button', { name: '3', exact: true }).click();
    await page.getByText('Showing 21 to 25 of 25 orders').waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByLabel('Payment status').selectOption('completed');
    // the previous page stays on screen until the filtered one arrives
    await eventually(
      () => page.getByRole('button', { name: /^View order / }).count(),
      (n) => n === 1,
    );
    await page.getByRole('button', { name: `View order ${short(paidOrder._id)}` }).waitFor();
    expect(new URL(page.url()).search).toBe('?payment=completed');
    await page.getByLabel('Payment status').selectOption('');
    await page.getByPlaceholder('Search by order id, name, e-mail or phone...').fill(short(paidOrder._id));
    await page.waitForURL((url) => url.searchParams.get('q') === short(paidOrder._id));
    await eventually(
      () => page.getByRole('button', { name: /^View order / }).count(),
      (n) => n === 1,
    );
    await page.getByRole('button', { name: `View order ${short(paidOrder._id)}` }).waitFor();
    await screenshot(page, 'admin-orders-search');
  });

  it('exports the filtered list as CSV', async () => {
    const { page } = browser;
    await page.goto('/admin/orders?payment=completed');
    await page.getByRole('button', { name: `View order ${short(paidOrder._id)}` }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Order ID,Date,Customer/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(paidOrder._id);
  });

  it("moves the paid order from confirmed to delivered, each change in the timeline with the admin's name and the shopper's status e-mail; a forbidden change shows the server's message; a note", async () => {
    const { page } = browser;
    await openOrder(page, paidOrder._id);
    const dialog = modal(page);
    await dialog.getByText('Payment Confirmed').waitFor();
    await screenshot(page, 'admin-order-details');
    // Nothing changes until the admin confirms: Cancel leaves the dropdown on the saved status.
    const ref = `#${short(paidOrder._id).toUpperCase()}`;
    await dialog.getByLabel('Update Status').selectOption('cancelled');
    const question = page.getByRole('dialog', { name: `Cancel order ${ref}?` });
    await question
      .getByText(
        `Its stock goes back on sale and the customer is e-mailed. The ₹${paidOrder.totalPrice.toLocaleString('en-IN', { minimumFractionDigits: 2 })} paid becomes a refund due. A cancelled order cannot change status again.`,
      )
      .waitFor();
    await screenshot(page, 'admin-order-status-confirmation');
    await question.getByRole('button', { name: 'Cancel', exact: true }).click();
    await question.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('Update Status').inputValue()).toBe('confirmed');
    expect((await api('GET', `/orders/${paidOrder._id}`, { token: admin })).body.order.status).toBe('confirmed');
    for (const [status, label] of [
      ['processing', 'Processing'],
      ['shipped', 'Shipped'],
      ['delivered', 'Delivered'],
    ] as const) {
      await dialog.getByLabel('Update Status').selectOption(status);
      await confirm(page, `Mark order ${ref} as ${label}?`, `Mark as ${label}`);
      await page.getByText('Order status updated successfully').first().waitFor();
      await dialog.getByText(new RegExp(`^Status changed from \\w+ to ${status}$`)).waitFor();
      expect(await dialog.getByLabel('Update Status').inputValue()).toBe(status);
    }
    expect(await dialog.getByText(/· Admin$/).count()).toBeGreaterThanOrEqual(3);
    await waitForMail(asha.email, /has shipped/);
    await waitForMail(asha.email, /was delivered/);
    await dialog.getByLabel('Internal note').fill('Customer asked for a call before delivery');
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await dialog.getByText('Internal note: Customer asked for a call before delivery').waitFor();
    // Lines from the stock and the mail worker beside the order's own events.
    await dialog.getByText(`Stock reserved: 2 × ${tee.name} (M)`).waitFor();
    await dialog.getByText(`Reserved stock sold: ${tee.name} (M)`).waitFor();
    await dialog.getByText('E-mail sent to the customer: order confirmation with the items and totals').waitFor();
    await dialog.getByText('E-mail sent to the customer: order shipped').waitFor();
    await screenshot(page, 'admin-order-timeline');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await page
      .getByRole('row')
      .filter({ hasText: `#${short(paidOrder._id)}` })
      .getByText('Delivered')
      .waitFor();

    // Another admin returns the order meanwhile: the screen still offers 'Returned', the server refuses.
    const other = await placeOrder(asha, tee, 1);
    await pay(asha, other._id);
    paidTotals.push(other.totalPrice);
    await openOrder(page, other._id);
    await api('PUT', `/orders/${other._id}/status`, { token: admin, body: { status: 'cancelled' } });
    await modal(page).getByLabel('Update Status').selectOption('shipped');
    await confirm(page, `Mark order #${short(other._id).toUpperCase()} as Shipped?`, 'Mark as Shipped');
    await modal(page)
      .getByRole('alert')
      .filter({ hasText: 'An order that is cancelled cannot be changed to shipped' })
      .waitFor();
    await screenshot(page, 'admin-order-forbidden-change');
  });

  it('refunds a paid order cancelled by the admin in part, then in full, and shows the refunds in the timeline', async () => {
    const { page } = browser;
    const order = await placeOrder(asha, tee, 1);
    await pay(asha, order._id);
    paidTotals.push(order.totalPrice);
    await openOrder(page, order._id);
    const dialog = modal(page);
    await dialog.getByLabel('Update Status').selectOption('cancelled');
    await confirm(page, `Cancel order #${short(order._id).toUpperCase()}?`, 'Cancel order');
    await page.getByText('Order status updated successfully').first().waitFor();
    await dialog
      .getByText(`Left to refund ₹${order.totalPrice.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`, {
        exact: false,
      })
      .waitFor();
    await dialog.getByLabel('Refund amount (₹)').fill('100');
    await dialog.getByLabel('Refund reason').fill('Cancelled: damaged in the warehouse');
    await dialog.getByRole('button', { name: 'Refund amount' }).click();
    // The money moves only once the admin confirms the amount.
    const asked = page.getByRole('dialog', { name: 'Refund ₹100.00 to the customer?' });
    await asked
      .getByText(
        `₹100.00 of order #${short(order._id).toUpperCase()} goes back to the customer's card, UPI or bank through the payment gateway. Money refunded cannot be taken back.`,
      )
      .waitFor();
    await screenshot(page, 'admin-refund-confirmation');
    await confirm(page, 'Refund ₹100.00 to the customer?', 'Refund ₹100.00');
    await dialog.getByText('Refund of ₹100.00 requested: Cancelled: damaged in the warehouse').waitFor();
    const rupees = (amount: number) =>
      `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await dialog.getByText(`Refund due: ${rupees(order.totalPrice - 100)} still to refund`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: /^Refund in full/ }).click();
    await confirm(
      page,
      `Refund ${rupees(order.totalPrice - 100)} to the customer?`,
      `Refund ${rupees(order.totalPrice - 100)}`,
    );
    await dialog.getByText(/Left to refund ₹0\.00/).waitFor();
    await dialog.getByText(`Refunded ${rupees(order.totalPrice)}.`).waitFor();
    expect(await dialog.getByText('Refund due', { exact: true }).count()).toBe(0);
    // Each refund's line turns 'processed' when the gateway's answer is recorded (a job, then the timeline refreshes).
    await dialog
      .getByText(/processed by the payment gateway$/)
      .nth(1)
      .waitFor();
    expect(await dialog.getByText(/processed by the payment gateway$/).count()).toBe(2);
    await waitForMail(asha.email, /refund of ₹100\.00/);
    await waitForMail(asha.email, new RegExp(`refund of ${rupees(order.totalPrice - 100).replace('.', '\\.')}`));
    await screenshot(page, 'admin-order-refunds');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: `#${short(order._id)}` });
    await row.getByText('Cancelled').waitFor();
    await eventually(
      () => row.getByText('Refund due', { exact: true }).count(),
      (n) => n === 0,
    );
  });

  it("refunds a returned order with its units back in stock ('returned to stock'), seen in the timeline and the product's stock history", async () => {
    const { page } = browser;
    const order = await placeOrder(asha, tee, 2);
    await pay(asha, order._id);
    paidTotals.push(order.totalPrice);
    for (const status of ['shipped', 'delivered', 'returned'])
      await api('PUT', `/orders/${order._id}/status`, { token: admin, body: { status } });
    // The product's own ('Original') stock of M, as the storefront reads it.
    const stockOf = async () => (await api('GET', `/products/${tee._id}`)).body.product.stock?.M as number | undefined;
    const before = (await eventually(stockOf, (units) => typeof units === 'number')) as number;
    await openOrder(page, order._id);
    const dialog = modal(page);
    await dialog.getByLabel('Returned units go back in stock').check();
    await dialog.getByLabel('Refund reason').fill('Returned: wrong size');
    await dialog.getByRole('button', { name: /^Refund in full/ }).click();
    const full = `₹${order.totalPrice.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await page
      .getByRole('dialog', { name: `Refund ${full} to the customer?` })
      .getByText(/The returned units go back in stock\.$/)
      .waitFor();
    await confirm(page, `Refund ${full} to the customer?`, `Refund ${full}`);
    await dialog.getByText(/Left to refund ₹0\.00/).waitFor();
    await dialog.getByText(/ · returned to stock$/).waitFor();
    // The units go back through a job moments later: then the order's timeline shows the stock movement.
    await eventually(stockOf, (units) => units === before + 2);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await openOrder(page, order._id);
    await modal(page).getByText(`Stock back on sale, returned to stock: 2 × ${tee.name} (M)`).waitFor();
    await screenshot(page, 'admin-order-return');
    await modal(page).getByRole('button', { name: 'Close', exact: true }).click();
    await page.goto(`/admin/products/${tee._id}/stock`);
    const history = page.getByRole('list', { name: 'Stock changes' });
    await history
      .getByText(/returned to stock/)
      .first()
      .waitFor();
    await screenshot(page, 'admin-product-stock-returned');
  });

  it('changes a role, blocks a user whose next request logs them out, and deletes a user', async () => {
    const { page } = browser;
    const ravi = await registerVerified();
    const gone = await registerVerified();
    const shopperBrowser = await openBrowser();
    try {
      const shopperPage = shopperBrowser.page;
      await shopperPage.goto('/login');
      await logInWithForm(shopperPage, ravi.email, ravi.password);
      await page.goto('/admin/users');
      await page.getByPlaceholder('Search by name or email...').fill(ravi.email);
      const row = page.getByRole('row').filter({ hasText: ravi.email });
      await row.waitFor();
      await screenshot(page, 'admin-users');
      // Granting Admin asks first; Cancel leaves the dropdown on User.
      await row.getByLabel(/^Role of/).selectOption('admin');
      const grant = page.getByRole('dialog', { name: `Make ${ravi.email} an Admin?` });
      await grant.getByText(/They can then change products, orders, refunds and users/).waitFor();
      await screenshot(page, 'admin-role-confirmation');
      await grant.getByRole('button', { name: 'Cancel', exact: true }).click();
      await grant.waitFor({ state: 'detached' });
      expect(await row.getByLabel(/^Role of/).inputValue()).toBe('user');
      await row.getByLabel(/^Role of/).selectOption('admin');
      await confirm(page, `Make ${ravi.email} an Admin?`, 'Make Admin');
      await page.getByText('Role updated successfully').first().waitFor();
      await row.getByLabel(/^Role of/).selectOption('user');
      await confirm(page, `Make ${ravi.email} a User?`, 'Make User');
      await page.getByText('Role updated successfully').first().waitFor();
      await row.getByRole('button', { name: /^Block / }).click();
      await confirm(page, `Block ${ravi.email}?`, 'Block');
      await row.getByText('Blocked').waitFor();
      await shopperPage.goto('/orders');
      await shopperPage.waitForURL((url) => url.pathname === '/login');
      await row.getByRole('button', { name: /^View / }).click();
      const details = page.getByRole('dialog', { name: 'User Details' });
      await details.getByText('Account created').waitFor();
      await details.getByText('Role changed from user to admin').waitFor();
      await details.getByRole('list', { name: 'Account history' }).getByText('Blocked', { exact: true }).waitFor();
      // The actors' names are looked up after the history shows: wait for the third before counting.
      await details
        .getByText(/· Admin$/)
        .nth(2)
        .waitFor();
      expect(await details.getByText(/· Admin$/).count()).toBe(3);
      await screenshot(page, 'admin-user-details');
      await page.getByRole('button', { name: 'Close', exact: true }).click();
      await page.getByPlaceholder('Search by name or email...').fill(gone.email);
      const goneRow = page.getByRole('row').filter({ hasText: gone.email });
      await goneRow.getByRole('button', { name: /^Delete / }).click();
      const deletion = page.getByRole('dialog', { name: 'Delete User?' });
      await deletion
        .getByText(`Are you sure you want to delete this user? This action cannot be undone. (${gone.email})`)
        .waitFor();
      await deletion.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('User deleted successfully').first().waitFor();
      await page.getByText('No users found.').waitFor();
    } finally {
      await shopperBrowser.close();
    }
  });

  it("offers no role, Block or Delete on the admin's own row (the server refuses them too)", async () => {
    const { page } = browser;
    await page.goto('/admin/users');
    await page.getByPlaceholder('Search by name or email...').fill('admin@threadfit.in');
    const own = page.getByRole('row').filter({ hasText: 'admin@threadfit.in' });
    await own.getByText('(you)').waitFor();
    await own.getByText('Your account').waitFor();
    expect(await own.getByRole('combobox').count()).toBe(0);
    expect(await own.getByRole('button', { name: /^(Block|Unblock|Delete) / }).count()).toBe(0);
    await own.getByRole('button', { name: /^View / }).waitFor();
    await screenshot(page, 'admin-users-own-row');
    const me = (await api('GET', '/auth/me', { token: admin })).body.user._id;
    // With a second admin, the last-admin rule does not answer first: the own-account rule does.
    const colleague = await registerVerified();
    expect((await api('PUT', `/users/${colleague.user._id}`, { token: admin, body: { role: 'admin' } })).status).toBe(
      200,
    );
    for (const [method, body, message] of [
      ['PUT', { role: 'user' }, 'You cannot change your own role'],
      ['PUT', { active: false }, 'You cannot block your own account'],
      ['DELETE', {}, 'You cannot delete your own account'],
    ] as const) {
      const res = await api(method, `/users/${me}`, { token: admin, body });
      expect({ clientError: res.status >= 400 && res.status < 500, message: res.body.message }).toEqual({
        clientError: true,
        message,
      });
    }
    expect((await api('GET', `/users/${me}`, { token: admin })).body.user).toMatchObject({
      role: 'admin',
      active: true,
    });
  });

  it('shows dashboard figures that match the orders paid in this test', async () => {
    const { page } = browser;
    const revenue = paidTotals.reduce((sum, total) => sum + total, 0);
    await page.goto('/admin/dashboard');
    const figure = (label: string) =>
      page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
    await eventually(
      async () => (await figure('Paid orders').textContent()) ?? '',
      (text) => text === String(paidTotals.length),
    );
    expect(await figure('Revenue').textContent()).toBe(
      `₹${revenue.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    expect(await figure('Payments pending').textContent()).toBe('24');
    expect(await figure('Refunds due').textContent()).toBe('1');
    await page.getByRole('table', { name: 'Sales and paid orders per day' }).waitFor({ state: 'attached' });
    await screenshot(page, 'admin-dashboard');
  });
});
