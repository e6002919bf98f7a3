/** @store-env WEB_ORIGIN= */
import type { Locator, Page } from 'playwright-core';
import { Browser, baseUrl, openBrowser, screenshot } from '../support/browser';
import {
  adminToken,
  api,
  choose,
  eventually,
  fillAddress,
  logInWithForm,
  payInTestDialog,
  productNamed,
  signIn,
  waitForMail,
} from '../support/store';

/** ₹1,399 with free shipping: the e-mail printed it '₹1399.00'. */
const JOGGERS = 'Fleece Winter Joggers';
/** Its own ('Original') stock is S 2, M 4, L 0. */
const ORIGINAL_TEE = 'E2E Original Colour Tee';

const dayIn = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-IN', { timeZone, day: 'numeric', month: 'short', year: 'numeric' }).format(at);
/** A device zone whose calendar day differs from India's right now (one of the two always does). */
const elsewhere = () =>
  dayIn('Pacific/Kiritimati') !== dayIn('Asia/Kolkata') ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Waits (while `toast` still shows) until it covers none of `targets`; fails if the toast is gone first. */
async function toastKeepsClearOf(toast: Locator, targets: Locator[]) {
  const deadline = Date.now() + 1500;
  for (;;) {
    const shown = await toast.boundingBox();
    if (!shown) throw new Error('the toast was gone before it moved clear');
    const boxes = await Promise.all(targets.map((target) => target.boundingBox()));
    if (boxes.every((box) => box && !overlaps(shown, box))) return;
    if (Date.now() > deadline) throw new Error(`the toast ${JSON.stringify(shown)} covers ${JSON.stringify(boxes)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The element a tap at the bottom-left corner area of `target` reaches lands on it (nothing drawn over it). */
async function tapTargetOf(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const reaches = await target.evaluate((element, { x, y }) => element.contains(document.elementFromPoint(x, y)), {
    x: box.x + 2,
    y: box.y + box.height - 2,
  });
  return { width: box.width, height: box.height, reaches };
}

/** Issue #38, section 7: what a shopper noticed. Runs without WEB_ORIGIN: e-mail links must follow the port. */
describe('what a shopper noticed', () => {
  let browser: Browser;
  let shopper: Awaited<ReturnType<typeof signIn>>;
  let orderId = '';
  const zone = elsewhere();

  beforeAll(async () => {
    browser = await openBrowser(undefined, { timezoneId: zone });
    shopper = await signIn(browser.page);
  });
  afterAll(() => browser.close());

  it("e-mails link to the port the store runs on and print '₹1,399.00' as the site does; the order is '#' and six capitals wherever a person reads it, dated by India's day", async () => {
    const { page } = browser;
    const joggers = await productNamed(JOGGERS);
    await page.goto(`/products/${joggers._id}`);
    await choose(page, { size: 'M' });
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL((url) => url.pathname === `/buy-now/${joggers._id}`);
    await fillAddress(page, { name: 'Asha Verma', phone: '9876543210' });
    orderId = await payInTestDialog(page);
    const short = orderId.slice(-6).toUpperCase();
    const placedOn = dayIn('Asia/Kolkata');

    // The confirmation page: the short number, not the full id; the WhatsApp return message the same.
    await page.getByText(`#${short}`, { exact: true }).waitFor();
    expect(await page.getByText(orderId).count()).toBe(0);
    await page.getByText('₹1,399.00').first().waitFor();
    const chat = new URL(
      (await page.getByRole('link', { name: 'Return via WhatsApp' }).getAttribute('href'))!,
    ).searchParams.get('text');
    expect(chat).toContain(`order #${short}.`);
    expect(chat).not.toContain(orderId);
    await screenshot(page, 'noticed-confirmation-short-id');

    // The e-mail: the store's own port (no WEB_ORIGIN set), the site's rupees, the short number, India's day.
    const mail = await waitForMail(shopper.email, /confirmed/i);
    expect(mail.subject).toBe(`Order #${short} confirmed - ThreadFit`);
    expect(mail.text).toContain(
      `Your order: http://localhost:${new URL(baseUrl()).port}/order-confirmation/${orderId}`,
    );
    expect(mail.text).not.toContain('localhost:3000');
    expect(mail.text).toContain('Total paid: ₹1,399.00');
    expect(mail.text).not.toContain('₹1399.00');
    expect(mail.text).toContain(`Placed on ${placedOn},`);

    // My Orders, on a device whose day is not India's: the same number and the same day as the e-mail.
    await page.goto('/orders');
    const card = page.getByRole('article', { name: `Order #${short}` });
    await card.waitFor();
    await card.getByText(placedOn, { exact: true }).waitFor();
    expect(await card.getByText(dayIn(zone), { exact: true }).count()).toBe(0);
    await screenshot(page, 'noticed-my-orders-india-day');
  });

  it("shows the shopper's own review once, with the count '1 review'", async () => {
    const { page } = browser;
    const comment = 'Light and breathable, and it kept its shape after many washes.';
    await page.goto(`/products/${(await productNamed('E2E Filler Tee 1'))._id}`);
    const reviews = page.locator('section[aria-labelledby="reviews-title"]');
    await reviews.getByRole('button', { name: 'Write a Review' }).click();
    await reviews.getByLabel('Your review').fill(comment);
    await reviews.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Review submitted successfully!').waitFor();
    await reviews.getByText('Your review', { exact: true }).waitFor();
    await page.getByText('5.0 (1 review)', { exact: true }).waitFor();
    await reviews.getByText(/· 1 review$/).waitFor();
    expect(await reviews.getByText(comment).count()).toBe(1);
    await page.reload();
    await reviews.getByText('Your review', { exact: true }).waitFor();
    await reviews.getByText(comment).waitFor();
    expect(await reviews.getByText(comment).count()).toBe(1);
    await screenshot(page, 'noticed-own-review-once');
  });

  it("keeps toasts off the cart drawer's title and close button, and stops the drawer's '+' at the stock of the size", async () => {
    const { page } = browser;
    await page.goto(`/products/${(await productNamed(ORIGINAL_TEE))._id}`);
    await choose(page, { colour: 'Original', size: 'S' });
    await page.getByRole('button', { name: `Increase quantity of ${ORIGINAL_TEE}` }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Added to cart!' });
    await toast.waitFor();
    await page.getByRole('button', { name: /^Cart, 2 items$/ }).click();
    const drawer = page.getByRole('dialog', { name: /^Shopping Cart/ });
    await toastKeepsClearOf(toast, [
      drawer.getByRole('heading', { name: 'Shopping Cart (2)' }),
      drawer.getByRole('button', { name: 'Close cart' }),
    ]);
    await screenshot(page, 'noticed-toast-below-drawer-header');

    // Both units of S are in the cart: '+' is disabled, as on the product page; '−' is not.
    expect(await drawer.getByRole('button', { name: `Increase quantity of ${ORIGINAL_TEE}` }).isDisabled()).toBe(true);
    expect(await drawer.getByRole('button', { name: `Decrease quantity of ${ORIGINAL_TEE}` }).isEnabled()).toBe(true);
    await drawer.getByRole('button', { name: 'Close cart' }).click();
    await drawer.waitFor({ state: 'detached' });
  });

  it('marks the empty State field in Buy Now and says what is missing once', async () => {
    const { page } = browser;
    await page.goto(`/products/${(await productNamed(JOGGERS))._id}`);
    await choose(page, { size: 'L' });
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.getByLabel('Full name').fill('Ravi Kumar');
    await page.getByLabel('Phone number').fill('9123456789');
    await page.getByLabel('Street, area and landmark').fill('14 Residency Road');
    await page.getByLabel('City').fill('Bengaluru');
    await page.getByLabel('State').selectOption('');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fill in all required address fields' }).waitFor();
    await page.waitForTimeout(300); // a toast would have shown by now
    expect(await page.getByText('Please fill in all required address fields').count()).toBe(1);
    expect(await page.getByLabel('State').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'noticed-buy-now-state-marked');
  });

  it("keeps a toast off the order modal's close button, for the admin", async () => {
    expect(orderId).not.toBe('');
    const admin = await openBrowser();
    try {
      const { page } = admin;
      const short = orderId.slice(-6).toUpperCase();
      await page.goto('/login');
      await logInWithForm(page, 'admin@threadfit.in', 'Admin@12345');
      const token = await adminToken();
      await eventually(
        () => api('GET', `/orders?search=${short}`, { token }),
        (res) => res.body?.orders?.length === 1,
      );
      await page.goto(`/admin/orders?q=${short}`);
      await page.getByRole('button', { name: `View order ${short}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Order Details' });
      await dialog.getByLabel('Internal note').fill('Customer asked for a call before delivery');
      await dialog.getByRole('button', { name: 'Add note' }).click();
      const toast = page.getByRole('status').filter({ hasText: 'Note added' });
      await toast.waitFor();
      await dialog.evaluate((panel) => panel.scrollTo({ top: 0 }));
      await toastKeepsClearOf(toast, [dialog.getByRole('button', { name: 'Close order details' })]);
      await screenshot(page, 'noticed-toast-below-order-modal-close');
      await dialog.getByRole('button', { name: 'Close order details' }).click({ timeout: 1000 });
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await admin.close();
    }
  });

  it("makes the top bar's social links and the hero images' up/down buttons 44×44 px tap targets", async () => {
    const phone = await openBrowser({ width: 390, height: 844 });
    try {
      const { page } = phone;
      await page.goto('/');
      for (const name of ['Instagram', 'WhatsApp Support']) {
        const target = await tapTargetOf(page, page.getByRole('link', { name, exact: true }).first());
        expect(target.width).toBeGreaterThanOrEqual(44);
        expect(target.height).toBeGreaterThanOrEqual(44);
        expect(target.reaches).toBe(true);
      }
      await screenshot(page, 'noticed-top-bar-tap-targets');

      const token = await adminToken();
      for (const n of [1, 2]) {
        const created = await api('POST', '/hero-images', {
          token,
          body: {
            title: `Noticed slide ${n}`,
            description: '',
            link: '/collections',
            buttonText: 'Shop Now',
            isActive: true,
            image: { url: '/demo/hoodie-black.svg', altText: `Noticed slide ${n}` },
          },
        });
        expect(created.status).toBeLessThan(300);
      }
      await page.goto('/login');
      await logInWithForm(page, 'admin@threadfit.in', 'Admin@12345');
      await page.goto('/admin/hero-images');
      for (const name of ['Move Noticed slide 1 down', 'Move Noticed slide 2 up']) {
        const box = (await page.getByRole('button', { name }).boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
    } finally {
      await phone.close();
    }
  });

  it("sets the 404 page's title", async () => {
    const { page } = browser;
    await page.goto('/no-such-page-here');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found | ThreadFit');
  });

  it('never opens the offer popup over the cart, Buy Now, guest checkout or checkout (it opens on the home page)', async () => {
    const { page } = browser;
    const created = await api('POST', '/offers', {
      token: await adminToken(),
      body: {
        title: 'Festive Gym Sale',
        discount: '20% OFF',
        description: 'Twenty per cent off training wear.',
        validFrom: isoDay(-1),
        validUntil: isoDay(7),
        badgeText: 'LIMITED TIME OFFER',
        showBadge: true,
        ctaText: 'Shop Now',
        ctaLink: '/collections',
        terms: '*Offer valid on selected items. Cannot be combined with other promotions.',
        delay: 500,
        showOncePerSession: false,
        isActive: true,
      },
    });
    expect(created.status).toBeLessThan(300);
    const popup = page.getByRole('dialog').filter({ hasText: 'Festive Gym Sale' });

    // The control: the home page opens it about 1.5 s after load.
    await page.goto('/');
    await popup.waitFor({ timeout: 10_000 });
    await popup.getByRole('button', { name: 'Maybe Later' }).click();

    const joggers = await productNamed(JOGGERS);
    await page.goto(`/products/${joggers._id}`);
    await choose(page, { size: 'L' });
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL((url) => url.pathname === `/buy-now/${joggers._id}`);
    for (const path of [null, '/cart', '/guest-checkout', '/checkout']) {
      if (path) await page.goto(path);
      await page.waitForTimeout(3500); // the fetch wait and the offer's delay, with room to spare
      expect(await popup.count()).toBe(0);
    }
    await screenshot(page, 'noticed-no-offer-on-checkout');
  });
});
