import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { confirm, openOrder, orderModal, short } from '../support/admin-orders';
import { Browser, openBrowser, screenshot } from '../support/browser';
import {
  DEMO_TEE,
  addToCart,
  adminToken,
  api,
  eventually,
  fillAddress,
  logInWithForm,
  payInTestDialog,
  productNamed,
  signIn,
} from '../support/store';

/** A 1×1 PNG: the photo upload checks the content, not the name. */
const PHOTO = {
  name: 'torn-seam.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** axe's serious and critical findings on the page (WCAG 2.1 AA and best practice). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} -> ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}

const rupees = (amount: number) =>
  `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Issue #43 in a browser, the scenario: an admin ships half an order, the shopper tracks
 * it, it is delivered, the shopper returns one damaged unit with a photo, the admin approves,
 * receives and refunds it, and the stock history and the order timeline show every step.
 */
describe('returns', () => {
  let admin: Browser;

  beforeAll(async () => {
    admin = await openBrowser();
    await admin.page.goto('/login');
    await logInWithForm(admin.page, 'admin@threadfit.in', 'Admin@12345');
    await admin.page.waitForURL((url) => url.pathname === '/admin/products');
  });
  afterAll(() => admin?.close());

  it('a shopper returns one damaged unit of a delivered parcel with a photo; the admin approves, receives and refunds it; stock and timeline show each step', async () => {
    const shopper = await openBrowser();
    try {
      const asha = await signIn(shopper.page);
      const tee = await productNamed(DEMO_TEE);
      await addToCart(shopper.page, `/products/${tee._id}`);
      await addToCart(shopper.page, `/products/${(await productNamed('E2E Original Colour Tee'))._id}`);
      await shopper.page.goto('/checkout');
      await fillAddress(shopper.page, { name: asha.name });
      const orderId = await payInTestDialog(shopper.page);
      const number = `R-${short(orderId)}-1`;
      const token = await adminToken();
      const order = (await api('GET', `/orders/${orderId}`, { token })).body.order;
      const teeLine = order.orderItems.find((item: { productId: string }) => item.productId === tee._id);
      const paid = teeLine.price as number;

      // The admin ships half of the order: the tee goes with Blue Dart, the other tee stays to ship.
      const { page } = admin;
      await openOrder(page, orderId);
      const details = orderModal(page);
      const shipments = details.getByRole('region', { name: 'Shipments' });
      await shipments.getByRole('option', { name: 'Blue Dart' }).waitFor({ state: 'attached' });
      await shipments.getByLabel('Carrier').selectOption('Blue Dart');
      await shipments.getByLabel('AWB').fill('BD-RET-0001');
      await shipments.getByRole('spinbutton', { name: /^Units of E2E Original Colour Tee/ }).fill('0');
      await shipments.getByRole('button', { name: 'Ship', exact: true }).click();
      await shipments.getByRole('link', { name: 'BD-RET-0001' }).waitFor();

      // The shopper tracks the parcel; no return is offered before it is delivered.
      await shopper.page.goto('/orders');
      await shopper.page.getByRole('link', { name: 'Track Blue Dart BD-RET-0001' }).waitFor();
      expect(await shopper.page.getByRole('button', { name: 'Request a return' }).count()).toBe(0);

      // Delivered: the return window starts.
      await shipments.getByRole('button', { name: 'Mark delivered: Blue Dart BD-RET-0001' }).click();
      await shipments.getByText(/Delivered \d{1,2} \w{3} \d{4}/).waitFor();
      await details.getByRole('button', { name: 'Close', exact: true }).click();

      // The shopper asks to return the delivered tee as damaged, with a photo.
      await shopper.page.goto('/orders');
      const returns = shopper.page.getByRole('region', { name: 'Returns' });
      await returns
        .getByText(/Returns are accepted within 3 days of delivery\. You can request a return until/)
        .waitFor();
      await shopper.page.getByRole('button', { name: 'Request a return' }).click();
      const form = shopper.page.getByRole('dialog', { name: `Return items of order #${short(orderId)}` });
      const units = form.getByRole('spinbutton', { name: new RegExp(`^Units of ${DEMO_TEE}`) });
      await units.waitFor();
      // Only what was delivered can be returned: the tee still to ship is not offered.
      expect(await form.getByRole('spinbutton').count()).toBe(1);
      await units.fill('1');
      await form.getByLabel(/^Reason/).selectOption('damaged');
      await form.getByLabel(/^Comment/).fill('The seam at the shoulder came apart on the first wash');
      await form.locator('input[aria-label="Add photos"]').setInputFiles(PHOTO);
      await form.getByRole('img', { name: 'Photo 1' }).waitFor();
      await screenshot(shopper.page, 'shopper-requests-a-return');
      expect(await seriousViolations(shopper.page)).toEqual([]);
      await form.getByRole('button', { name: 'Send return request' }).click();
      await shopper.page.getByText('Return requested').first().waitFor();
      const request = returns.getByRole('listitem', { name: `Return ${number}` });
      await request.getByText('Requested', { exact: true }).waitFor();
      expect(await shopper.page.getByRole('link', { name: 'Return' }).count()).toBe(1); // WhatsApp stays beside it

      // The admin finds it under Returns and approves it with a Delhivery pickup.
      await eventually(
        () => api('GET', `/admin/returns?q=${short(orderId)}`, { token }),
        (res) => res.body?.returns?.length === 1,
      );
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Returns', exact: true }).click();
      await page.getByRole('link', { name: `View return ${number}` }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'admin-returns-list');
      await page.getByRole('link', { name: `View return ${number}` }).click();
      await page.getByRole('heading', { name: `Return ${number}` }).waitFor();
      await page.getByText('The seam at the shoulder came apart on the first wash').waitFor();
      await page.getByRole('img', { name: 'Photo 1' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      const approve = page.getByRole('form', { name: 'Approve' });
      await approve.getByRole('option', { name: 'Delhivery' }).waitFor({ state: 'attached' });
      await approve.getByLabel('Pickup carrier').selectOption('Delhivery');
      await approve.getByLabel('Pickup AWB').fill('DL-RET-0001');
      await approve.getByRole('button', { name: 'Approve return' }).click();
      await page.getByText(`Return ${number} approved`).first().waitFor();

      // The shopper sees the pickup booked.
      await shopper.page.reload();
      await request.getByText(/Delhivery will pick it up \(AWB DL-RET-0001\)/).waitFor();

      // It comes back in good condition (back to stock), and is refunded at the price paid.
      const receive = page.getByRole('form', { name: 'Mark received' });
      await receive.getByRole('spinbutton', { name: new RegExp(`^Good units of ${DEMO_TEE}`) }).fill('1');
      await receive.getByRole('button', { name: 'Mark received' }).click();
      await page.getByText(`Return ${number} marked received`).first().waitFor();
      const refund = page.getByRole('form', { name: 'Refund' });
      expect(await refund.getByRole('textbox', { name: new RegExp(`^Refund for ${DEMO_TEE}`) }).inputValue()).toBe(
        paid.toFixed(2),
      );
      await refund.getByRole('button', { name: `Refund ${rupees(paid)}` }).click();
      await confirm(page, `Refund ${rupees(paid)} for return ${number}?`, `Refund ${rupees(paid)}`);
      await page.getByText(`Return ${number} refunded`).first().waitFor();
      await page.getByText('Refunded', { exact: true }).first().waitFor();
      await screenshot(page, 'admin-refunds-a-return');

      // The shopper sees it refunded.
      await shopper.page.reload();
      await request.getByText(new RegExp(`Refunded ${rupees(paid).replace('.', '\\.')} on`)).waitFor();
      await screenshot(shopper.page, 'shopper-sees-the-refund');
      expect(await seriousViolations(shopper.page)).toEqual([]);

      // The stock history names the return and the admin for the unit back on sale.
      await page.goto(`/admin/products/${tee._id}/stock`);
      const history = page.getByRole('list', { name: 'Stock changes' });
      const restock = history.getByRole('listitem').filter({ hasText: number });
      await restock.first().waitFor();
      expect(await restock.first().textContent()).toMatch(/\(\+1\)/);
      expect(await restock.first().textContent()).toMatch(/by Admin/);
      await screenshot(page, 'stock-history-return');

      // The order's timeline has every step with its actor.
      await openOrder(page, orderId);
      const timeline = orderModal(page).getByRole('list', { name: 'Order timeline' });
      for (const line of [
        /Blue Dart.*BD-RET-0001/,
        `Return ${number} requested: 1 unit, damaged`,
        `Return ${number} approved: pickup by Delhivery, AWB DL-RET-0001`,
        `Return ${number} received: 1 unit in good condition`,
        `Return ${number} refunded: ₹${paid.toFixed(2)}`,
      ])
        await timeline.getByText(line).first().waitFor();
      await screenshot(page, 'order-timeline-return');
    } finally {
      await shopper.close();
    }
  });

  it('a guest asks for a size exchange from the order page; an admin who acts on an old view is told someone acted first and sees the return as it is', async () => {
    const { page } = admin;
    // The admin offers size exchanges.
    await page.goto('/admin/products');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Return settings' }).click();
    await page.getByRole('checkbox', { name: 'Offer size exchanges' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Return settings saved').first().waitFor();

    const guest = await openBrowser();
    try {
      const tee = await productNamed(DEMO_TEE);
      await addToCart(guest.page, `/products/${tee._id}`);
      await guest.page.goto('/guest-checkout');
      await fillAddress(guest.page, { email: `guest.${Date.now().toString(36)}@example.in` });
      const orderId = await payInTestDialog(guest.page);
      const orderPage = guest.page.url();
      const number = `R-${short(orderId)}-1`;
      const token = await adminToken();
      const order = (await api('GET', `/orders/${orderId}`, { token })).body.order;
      const size = order.orderItems[0].size as string;
      const wanted = ['S', 'M', 'L'].find((candidate) => candidate !== size)!;
      const shipped = await api('POST', `/orders/${orderId}/shipments`, {
        token,
        body: { carrier: 'Delhivery', awb: 'DL-EX-0001' },
      });
      expect(shipped.status).toBe(201);
      const delivered = await api(
        'POST',
        `/orders/${orderId}/shipments/${shipped.body.shipments[0].shipmentId}/delivered`,
        { token },
      );
      expect(delivered.status).toBe(200);

      // The guest's order page (opened with the order's token) offers the return beside the WhatsApp link.
      await guest.page.goto(orderPage);
      await guest.page.getByRole('link', { name: 'Return via WhatsApp' }).waitFor();
      await guest.page.getByRole('button', { name: 'Request a return' }).click();
      const form = guest.page.getByRole('dialog', { name: `Return items of order #${short(orderId)}` });
      await form.getByRole('spinbutton', { name: new RegExp(`^Units of ${DEMO_TEE}`) }).fill('1');
      await form.getByLabel(/^Reason/).selectOption('size_exchange');
      const wantedSize = form.getByLabel(new RegExp(`^Size you want instead of ${DEMO_TEE}`));
      await wantedSize.locator(`option[value="${wanted}"]`).waitFor({ state: 'attached' });
      await wantedSize.selectOption(wanted);
      await form.getByRole('button', { name: 'Send return request' }).click();
      const request = guest.page.getByRole('listitem', { name: `Return ${number}` });
      await request.getByText('Requested', { exact: true }).waitFor();
      await request.getByText(new RegExp(`→ ${wanted}$`)).waitFor();
      await screenshot(guest.page, 'guest-asks-for-a-size-exchange');

      // The admin opens it; meanwhile another admin approves it (the customer ships it back).
      const found = await eventually(
        () => api('GET', `/admin/returns?q=${short(orderId)}`, { token }),
        (res) => res.body?.returns?.length === 1,
      );
      const returnId = found.body.returns[0].returnId as string;
      await page.goto(`/admin/returns/${returnId}`);
      await page.getByRole('heading', { name: `Return ${number}` }).waitFor();
      await page.getByText(`wants`, { exact: false }).first().waitFor();
      const other = await api('POST', `/admin/returns/${returnId}/approve`, {
        token,
        body: { expectedVersion: 1, pickup: null },
      });
      expect(other.status).toBe(200);

      // Acting on the old view: the refusal is said, and the page shows the return approved.
      const reject = page.getByRole('form', { name: 'Reject' });
      await reject.getByLabel(/^Reason/).fill('Out of the window');
      await reject.getByRole('button', { name: 'Reject return' }).click();
      await confirm(page, `Reject return ${number}?`, 'Reject return');
      const alert = page.getByRole('alert').filter({ hasText: 'meanwhile by someone else' });
      await alert.getByText('This page now shows the return as it is.').waitFor();
      await page.getByRole('form', { name: 'Mark received' }).waitFor();
      expect(await page.getByRole('form', { name: 'Reject' }).count()).toBe(0);
      await screenshot(page, 'admin-told-someone-acted-first');

      // The guest reads that it was approved and is to be shipped back.
      await guest.page.reload();
      await request.getByText(/Please ship it to us/).waitFor();
    } finally {
      await guest.close();
    }
  });
});
