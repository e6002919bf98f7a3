import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { confirm, openOrder, orderModal, short } from '../support/admin-orders';
import { Browser, openBrowser, screenshot } from '../support/browser';
import { pdfText } from '../support/pdf';
import {
  addToCart,
  adminToken,
  api,
  eventually,
  fillAddress,
  firstProductPath,
  logInWithForm,
  payInTestDialog,
  productNamed,
  signIn,
  waitForMail,
} from '../support/store';

const rupees = (amount: number) =>
  `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The bytes and text of a file the page downloads when `start` runs. */
async function downloaded(page: Page, start: () => Promise<unknown>): Promise<{ name: string; text: string }> {
  const [download] = (await Promise.all([page.waitForEvent('download'), start().catch(() => undefined)])) as [
    Download,
    unknown,
  ];
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { name: download.suggestedFilename(), text: await pdfText(bytes) };
}

/** Issue #42 in a browser: a guest's invoice from the shipping e-mail, a shopper's credit note, the admin's tax screens. */
describe('GST tax invoices and credit notes', () => {
  let admin: Browser;

  beforeAll(async () => {
    admin = await openBrowser();
    await admin.page.goto('/login');
    await logInWithForm(admin.page, 'admin@threadfit.in', 'Admin@12345');
    await admin.page.waitForURL((url) => url.pathname === '/admin/products');
  });
  afterAll(() => admin?.close());

  it('a guest pays, the admin marks the order shipped, and the guest downloads the tax invoice from the link in the e-mail', async () => {
    const guest = await openBrowser();
    try {
      const email = `guest.${Date.now().toString(36)}@example.in`;
      await addToCart(guest.page, await firstProductPath(guest.page));
      await guest.page.goto('/guest-checkout');
      await fillAddress(guest.page, { email });
      const orderId = await payInTestDialog(guest.page);

      const { page } = admin;
      await openOrder(page, orderId);
      const details = orderModal(page);
      await details.getByText('Not issued yet: the invoice is issued when the order is marked shipped').waitFor();
      await details.getByLabel('Update Status').selectOption('shipped');
      await confirm(page, `Mark order #${short(orderId)} as Shipped?`, 'Mark as Shipped');
      const number = await details.getByText(/^INV\/\d{4}\/\d{6}$/).first();
      await number.waitFor({ timeout: 30_000 });
      const invoiceNumber = (await number.textContent())!;
      await screenshot(page, 'admin-order-invoice');
      // Opened again, the order's timeline has the invoice too.
      await details.getByRole('button', { name: 'Close', exact: true }).click();
      await openOrder(page, orderId);
      await details.getByText(`Tax invoice ${invoiceNumber} issued`).waitFor();
      await details.getByRole('button', { name: 'Close', exact: true }).click();

      const mail = await waitForMail(email, /has shipped/);
      expect(mail.text).toContain(`Your tax invoice ${invoiceNumber} is attached.`);
      const link = /(http\S+\/api\/orders\/\S+\/invoice\?token=\S+)/.exec(mail.text)?.[1];
      expect(link).toBeDefined();
      const pdf = await downloaded(guest.page, () => guest.page.goto(link!));
      expect(pdf.name).toBe(`Invoice-${invoiceNumber.replace(/\//g, '-')}.pdf`);
      for (const text of ['Tax Invoice', 'Original for Recipient', invoiceNumber, 'Ravi Kumar', 'Karnataka', '29', '₹'])
        expect(pdf.text).toContain(text);
      expect(pdf.text).toMatch(/IGST/); // Karnataka from a Maharashtra seller
      expect(pdf.text).toContain('This is a computer-generated invoice');

      // The guest's order page offers it too.
      await guest.page.goBack().catch(() => undefined);
      await guest.page.goto(`/order-confirmation/${orderId}?token=${new URL(link!).searchParams.get('token')}`);
      const again = await downloaded(guest.page, () =>
        guest.page.getByRole('button', { name: 'Download invoice' }).click(),
      );
      expect(again.text).toContain(invoiceNumber);
      await screenshot(guest.page, 'guest-order-invoice');
    } finally {
      await guest.close();
    }
  });

  it('an admin refunds half of a returned order and the shopper downloads the credit note from My Orders', async () => {
    const shopper = await openBrowser();
    try {
      const asha = await signIn(shopper.page);
      const token = await adminToken();
      await addToCart(shopper.page, await firstProductPath(shopper.page));
      await shopper.page.goto('/checkout');
      await fillAddress(shopper.page, { name: asha.name });
      const orderId = await payInTestDialog(shopper.page);
      for (const status of ['shipped', 'delivered', 'returned'])
        expect((await api('PUT', `/orders/${orderId}/status`, { token, body: { status } })).status).toBe(200);
      const total = (await api('GET', `/orders/${orderId}`, { token })).body.order.totalPrice as number;
      const half = Math.round((total / 2) * 100) / 100;

      const { page } = admin;
      await openOrder(page, orderId);
      const details = orderModal(page);
      await details.getByLabel('Refund amount (₹)').fill(String(half));
      await details.getByLabel('Refund reason').fill('Returned: seam came apart');
      await details.getByRole('button', { name: 'Refund amount' }).click();
      await confirm(page, `Refund ${rupees(half)} to the customer?`, `Refund ${rupees(half)}`);
      await details.getByText(`Refund of ${rupees(half)} requested: Returned: seam came apart`).waitFor();
      await details.getByRole('button', { name: 'Close', exact: true }).click();
      // The credit note is issued in the background once the gateway has processed the refund.
      await eventually(
        () => api('GET', `/orders/${orderId}/tax-documents`, { token }),
        (res) => res.body?.documents?.some((document: { kind: string }) => document.kind === 'credit-note'),
        30_000,
      );
      await openOrder(page, orderId);
      await details
        .getByText(/^Credit note CN\/\d{4}\/\d{6} issued for a refund, against invoice INV\/\d{4}\/\d{6}$/)
        .waitFor();
      await details.getByRole('button', { name: /^Download credit note CN\// }).waitFor();
      await screenshot(page, 'admin-order-credit-note');
      await details.getByRole('button', { name: 'Close', exact: true }).click();

      await shopper.page.goto('/orders');
      const button = shopper.page.getByRole('button', { name: /^Credit note CN\/\d{4}\/\d{6}$/ });
      await button.waitFor({ timeout: 30_000 });
      const creditNoteNumber = (await button.textContent())!.replace('Credit note ', '');
      await screenshot(shopper.page, 'my-orders-credit-note');
      const pdf = await downloaded(shopper.page, () => button.click());
      for (const text of [
        'Credit Note',
        creditNoteNumber,
        /INV\/\d{4}\/\d{6}/,
        'Returned: seam came apart',
        rupees(half),
      ])
        expect(pdf.text).toMatch(text);
    } finally {
      await shopper.close();
    }
  });

  it('an admin ships half an order then the rest: an invoice per parcel, each naming its carrier and AWB, both on My Orders (issue #43)', async () => {
    const shopper = await openBrowser();
    try {
      const asha = await signIn(shopper.page);
      await addToCart(shopper.page, await firstProductPath(shopper.page));
      await addToCart(shopper.page, `/products/${(await productNamed('E2E Original Colour Tee'))._id}`);
      await shopper.page.goto('/checkout');
      await fillAddress(shopper.page, { name: asha.name });
      const orderId = await payInTestDialog(shopper.page);
      const first = `DL${Date.now().toString(36).toUpperCase()}`;
      const second = `BD-${Date.now().toString(36).toUpperCase()}`;

      const { page } = admin;
      await openOrder(page, orderId);
      const details = orderModal(page);
      const shipments = details.getByRole('region', { name: 'Shipments' });
      await shipments.getByRole('option', { name: 'Delhivery' }).waitFor({ state: 'attached' });
      await shipments.getByLabel('Carrier').selectOption('Delhivery');
      await shipments.getByLabel('AWB').fill(first);
      await shipments.getByRole('spinbutton', { name: /^Units of E2E Original Colour Tee/ }).fill('0');
      await shipments.getByRole('button', { name: 'Ship', exact: true }).click();
      await shipments.getByRole('link', { name: first }).waitFor();
      const documents = details.getByRole('region', { name: 'Invoice and credit notes' });
      await documents.getByText(`Delhivery AWB ${first}`, { exact: false }).waitFor({ timeout: 30_000 });

      await shipments.getByLabel('Carrier').selectOption('Blue Dart');
      await shipments.getByLabel('AWB').fill(second);
      await shipments.getByRole('button', { name: 'Ship', exact: true }).click();
      await shipments.getByRole('link', { name: second }).waitFor();
      await documents.getByText(`Blue Dart AWB ${second}`, { exact: false }).waitFor({ timeout: 30_000 });
      expect(await documents.getByRole('button', { name: /^Download invoice INV\// }).count()).toBe(2);
      await documents
        .getByRole('table', { name: /^Lines of invoice INV\// })
        .nth(1)
        .waitFor();
      await screenshot(page, 'admin-invoice-per-dispatch');
      await details.getByRole('button', { name: 'Close', exact: true }).click();

      await shopper.page.goto('/orders');
      const secondInvoice = shopper.page.getByRole('button', {
        name: new RegExp(`^Invoice INV/\\d{4}/\\d{6} \\(Blue Dart AWB ${second}\\)$`),
      });
      await secondInvoice.waitFor({ timeout: 30_000 });
      await shopper.page.getByRole('button', { name: new RegExp(`\\(Delhivery AWB ${first}\\)$`) }).waitFor();
      await screenshot(shopper.page, 'my-orders-invoice-per-dispatch');
      const pdf = await downloaded(shopper.page, () => secondInvoice.click());
      expect(pdf.text).toContain(`Shipment: Blue Dart, AWB ${second}`);
      expect(pdf.text).toContain('Tax Invoice');
    } finally {
      await shopper.close();
    }
  });

  it("the admin saves the business's tax settings and reads the month's GST return with its HSN summary as CSV", async () => {
    const { page } = admin;
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Business and tax' }).click();
    await page.getByText('Using the defaults from the environment').waitFor();
    await page.getByLabel(/^Trade name/).fill('ThreadFit Gym & Street');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Business and tax settings saved').first().waitFor();
    await page.getByText(/^Last changed .+ by Admin/).waitFor();
    await screenshot(page, 'admin-business-and-tax');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'GST returns' }).click();
    // This month in the store's time zone (India Standard Time, UTC+05:30).
    await page.getByLabel('Month').fill(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7));
    await page.getByText(/^Invoices \(\d+\)$/).waitFor();
    await page.getByRole('heading', { name: 'HSN summary' }).waitFor();
    await screenshot(page, 'admin-gst-returns');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV: HSN summary' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^gst-hsn-\d{4}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).toMatch(/HSN/);
    expect(csv.split('\n').length).toBeGreaterThan(1);
  });
});
