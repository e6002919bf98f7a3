import { Browser, openBrowser, screenshot } from '../support/browser';
import { adminToken, api, productNamed, waitForMail, type OutboxMail } from '../support/store';

const SOLD_OUT = 'E2E Sold Out Tee';
/** The path of the confirmation e-mail's link (its origin is this file's store). */
const confirmLink = (mail: OutboxMail): string => {
  const match = /https?:\/\/\S+?(\/notify-me\/confirm\?token=[^\s"<>]+)/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in: ${mail.text}`);
  return match[1];
};
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Notify-me (a guest confirms the address from an e-mail) and its e-mail after a restock; the promotional offer popup once per session. */
describe('promotions: notify-me and the offer popup', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('a guest asks to be told when a sold-out product is back, confirms the address from the e-mail; the admin restocks a size and the e-mail arrives', async () => {
    const { page } = browser;
    const product = await productNamed(SOLD_OUT);
    await page.goto(`/products/${product._id}`);
    const outOfStock = page.getByRole('button', { name: 'Out of Stock' });
    await outOfStock.waitFor();
    expect(await outOfStock.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'M (sold out)' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Notify Me' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notify Me' });
    const email = `notify.${Date.now().toString(36)}@example.in`;
    await dialog.getByLabel(/^Email address( \*)?$/).fill(email);
    await screenshot(page, 'notify-me-dialog');
    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    await dialog
      .getByRole('status')
      .filter({ hasText: 'Check your email: click the link we sent to confirm' })
      .waitFor();
    await screenshot(page, 'notify-me-check-your-email');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Not on the list until the address is confirmed.
    const token = await adminToken();
    expect((await api('GET', `/products/${product._id}/notify/count`, { token })).body.count).toBe(0);
    const confirmation = await waitForMail(email, /^Confirm your email/, { timeoutMs: 60_000 });
    expect(confirmation.subject).toContain(SOLD_OUT);
    const link = confirmLink(confirmation);
    // An altered link is refused with a clear message, and subscribes no one.
    const altered = link.replace(
      /\.([A-Za-z0-9_-])([A-Za-z0-9_-]{42})$/,
      (_all, first: string, rest: string) => `.${first === 'A' ? 'B' : 'A'}${rest}`,
    );
    expect(altered).not.toBe(link);
    await page.goto(altered);
    await page.getByRole('alert').filter({ hasText: 'This confirmation link is not valid.' }).waitFor();
    await screenshot(page, 'notify-me-link-not-valid');
    expect((await api('GET', `/products/${product._id}/notify/count`, { token })).body.count).toBe(0);

    await page.goto(link);
    await page.getByRole('heading', { name: "You're on the list" }).waitFor();
    await page.getByText("Your email address is confirmed. We'll notify you when this product is available").waitFor();
    await screenshot(page, 'notify-me-confirmed');
    expect((await api('GET', `/products/${product._id}/notify/count`, { token })).body.count).toBe(1);
    await page.getByRole('link', { name: `Back to ${SOLD_OUT}` }).click();
    await page.getByRole('button', { name: 'Out of Stock' }).waitFor();

    const restocked = await api('POST', `/products/${product._id}/stock-adjustments`, {
      token,
      body: { variantId: null, size: 'M', delta: 6, reason: 'Restock from the warehouse' },
    });
    expect(restocked.status).toBe(201);

    // The reactor, the queue and the mail worker: seconds normally, much longer on a machine busy with other test runs.
    const mail = await waitForMail(email, /is now available/i, { timeoutMs: 60_000 });
    expect(mail.subject).toContain(SOLD_OUT);
    expect(mail.text).toContain(SOLD_OUT);

    await page.reload();
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    await page.getByRole('radio', { name: 'M', exact: true }).waitFor();
    await screenshot(page, 'notify-me-restocked');
  });

  it("shows the offer popup once per session: 'Maybe Later' dismisses it for reloads and other pages, a new tab shows it again", async () => {
    const { page, context } = browser;
    const token = await adminToken();
    const created = await api('POST', '/offers', {
      token,
      body: {
        title: 'Navratri Gym Sale',
        discount: '30% OFF',
        description: 'Thirty per cent off training wear for the festive season.',
        validFrom: isoDay(-1),
        validUntil: isoDay(7),
        badgeText: 'LIMITED TIME OFFER',
        showBadge: true,
        ctaText: 'Shop Now',
        ctaLink: '/collections',
        terms: '*Offer valid on selected items. Cannot be combined with other promotions.',
        delay: 500,
        showOncePerSession: true,
        isActive: true,
      },
    });
    expect(created.status).toBeLessThan(300);

    await page.goto('/');
    const popup = page.getByRole('dialog').filter({ hasText: 'Navratri Gym Sale' });
    await popup.waitFor({ timeout: 10_000 });
    await popup.getByText('30% OFF').first().waitFor();
    await screenshot(page, 'offer-popup');
    await popup.getByRole('button', { name: 'Maybe Later' }).click();
    await popup.waitFor({ state: 'detached' });

    // The same session: not shown again after a reload or on another page.
    await page.reload();
    await page.waitForTimeout(3500); // the fetch wait and the offer's delay, with room to spare
    expect(await popup.count()).toBe(0);
    await page.goto('/collections');
    await page.locator('a[href^="/products/"]').first().waitFor();
    await page.waitForTimeout(3500);
    expect(await popup.count()).toBe(0);
    await screenshot(page, 'offer-popup-not-again');

    // A new tab is a new session: the popup comes back.
    const tab = await context.newPage();
    try {
      await tab.goto('/');
      await tab.getByRole('dialog').filter({ hasText: 'Navratri Gym Sale' }).waitFor({ timeout: 10_000 });
    } finally {
      await tab.close();
    }
  });
});
