import type { Page } from 'playwright-core';
import { Browser, openBrowser, screenshot } from '../support/browser';
import { api, adminToken, eventually, logInWithForm, productNamed } from '../support/store';

const guest = { name: 'Ottoline Bramblewick', email: `ottoline.${Date.now().toString(36)}@erasure.test`, phone: '9712345678' };
const address = { name: guest.name, phone: guest.phone, houseName: 'Marigold Villa', street: '9 Quillon Street', city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' };
const short = (id: string) => id.slice(-6).toUpperCase();
const details = (page: Page) => page.getByRole('dialog', { name: 'Order Details' });

async function openOrder(page: Page, orderId: string) {
  await page.goto(`/admin/orders?q=${short(orderId)}`);
  await page.getByRole('button', { name: `View order ${short(orderId)}` }).click();
  await details(page).waitFor();
}

/** Issue #16 in a browser: an admin erases a guest's personal data by e-mail address; the order stays, its customer reads 'Erased'. */
describe("erasing a guest's personal data", () => {
  let browser: Browser;
  let orderId: string;

  beforeAll(async () => {
    const product = await productNamed('E2E Original Colour Tee');
    const body = { customerName: guest.name, customerEmail: guest.email, customerPhone: guest.phone, orderItems: [{ product: product._id, name: product.name, quantity: 1, size: 'S', price: 1, colorVariantId: null }], shippingAddress: address, paymentMethod: 'razorpay', shippingCost: 0, totalPrice: 1 };
    const placed = await api('POST', '/orders/guest', { body });
    if (placed.status !== 201) throw new Error(`guest order failed: ${JSON.stringify(placed.body)}`);
    orderId = placed.body.order._id;
    const admin = await adminToken();
    await eventually(() => api('GET', `/orders?search=${short(orderId)}`, { token: admin }), (res) => res.body?.orders?.length === 1);
    browser = await openBrowser();
    await browser.page.goto('/login');
    await logInWithForm(browser.page, 'admin@threadfit.in', 'Admin@12345');
    await browser.page.waitForURL((url) => url.pathname === '/admin/products');
  });
  afterAll(() => browser?.close());

  it("erases a guest by e-mail after a confirmation, shows the count, and the order then reads 'Erased'", async () => {
    const { page } = browser;
    await openOrder(page, orderId);
    await details(page).getByText(`Guest: ${guest.name}`).waitFor();
    await details(page).getByText('9 Quillon Street', { exact: false }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
    await page.getByLabel('Guest e-mail').fill(guest.email.toUpperCase()); // any spelling of the address
    await page.getByRole('button', { name: 'Erase guest data' }).click();
    const confirm = page.getByRole('dialog', { name: 'Erase Guest Data?' });
    await confirm.getByText(`${guest.email}? This action cannot be undone.`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Erase' }).click();
    const eraseSection = page.getByRole('region', { name: "Erase a guest's personal data" });
    await eraseSection.getByRole('status').filter({ hasText: 'Erased the personal data of 1 record' }).waitFor();
    await screenshot(page, 'erase-guest');

    await eventually(
      async () => {
        await page.goto(`/admin/orders?q=${short(orderId)}`);
        return page.getByRole('row').filter({ hasText: `#${short(orderId)}` }).getByText('Guest: Erased').count();
      },
      (found) => found === 1,
    );
    await openOrder(page, orderId);
    await details(page).getByText('Guest: Erased').waitFor();
    expect(await details(page).getByText('Erased', { exact: true }).count()).toBe(2); // the address and the contact
    expect(await details(page).getByText('9 Quillon Street', { exact: false }).count()).toBe(0);
    await screenshot(page, 'erased-order');
  });
});
