import type { Page } from 'playwright-core';
import { Browser, openBrowser, screenshot } from '../support/browser';
import {
  adminToken,
  api,
  choose,
  DEMO_TEE,
  eventually,
  fillAddress,
  forgetShopper,
  logInWithForm,
  payInTestDialog,
  productNamed,
} from '../support/store';

/** The storefront's listing: the read model the rebuild replaces. */
const LISTING = 'catalogue_product_listing';

const listingIds = async () => {
  const res = await api('GET', '/products?limit=50');
  if (res.status !== 200) throw new Error(`the storefront answered ${res.status} during the rebuild`);
  return (res.body.products as { _id: string }[]).map((product) => product._id).sort();
};

const eventButton = (page: Page, type: string) =>
  page.getByRole('list', { name: 'Events, newest first' }).getByRole('button', { name: new RegExp(` ${type} order-`) });
const stateRow = (page: Page, field: string) =>
  page
    .getByRole('region', { name: 'State then and now' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${field}`) }) });

/** Issue #17 in a browser: the start-up admin steers the read side from /admin/system. */
describe('admin system: projections, the event browser and time travel', () => {
  let browser: Browser;
  let orderId: string;

  beforeAll(async () => {
    browser = await openBrowser();
    const { page } = browser;
    // a guest buys the demo tee, so the log holds an order placed, then paid
    const tee = await productNamed(DEMO_TEE);
    await page.goto(`/products/${tee._id}`);
    await choose(page, { size: 'M' });
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL((url) => url.pathname === `/buy-now/${tee._id}`);
    await fillAddress(page, { name: 'Ravi Kumar', email: `system.${Date.now().toString(36)}@example.in` });
    orderId = await payInTestDialog(page);
    await forgetShopper(page);
    await logInWithForm(page, 'admin@threadfit.in', 'Admin@12345');
    await page.waitForURL((url) => url.pathname === '/admin/products');
  });
  afterAll(() => browser?.close());

  it("lists the projections and rebuilds the storefront's listing with a live progress bar to completion, the storefront answering throughout", async () => {
    const { page } = browser;
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'System' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/system');
    const projections = page.getByRole('region', { name: 'Projections table' });
    await projections.getByText('order_view', { exact: true }).waitFor();
    const listingRow = projections.getByRole('row').filter({ has: page.getByText(LISTING, { exact: true }) });
    await listingRow.getByText('Running').waitFor();
    await page.getByRole('region', { name: 'Queues table' }).getByText('mail', { exact: true }).waitFor();
    await screenshot(page, 'admin-system');

    const before = await listingIds();
    await listingRow.getByRole('button', { name: `Rebuild ${LISTING}` }).click();
    const dialog = page.getByRole('dialog', { name: `Rebuild ${LISTING}?` });
    await dialog.getByRole('button', { name: 'Rebuild' }).click();
    await page.getByRole('progressbar', { name: `Rebuild of ${LISTING}` }).waitFor();

    // the storefront's listing keeps answering, the same products, while the rebuild runs
    const answers: number[] = [];
    let done = false;
    const storefront = (async () => {
      while (!done) {
        expect(await listingIds()).toEqual(before);
        answers.push(Date.now());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    try {
      await page.getByText(`Rebuild of ${LISTING} complete`).waitFor({ timeout: 60_000 });
      await eventually(
        () => page.getByRole('progressbar', { name: `Rebuild of ${LISTING}` }).getAttribute('aria-valuenow'),
        (value) => value === '100',
      );
    } finally {
      done = true;
      await storefront;
    }
    expect(answers.length).toBeGreaterThan(0);
    await page.getByText(/^100% · [\d,]+ of [\d,]+ events · took /).waitFor();
    await screenshot(page, 'admin-system-rebuilt');
    const token = await adminToken();
    const after = await eventually(
      () => api('GET', '/admin/system/projections', { token }),
      (res) => res.body.projections.find((p: any) => p.name === LISTING)?.state === 'running',
    );
    expect(after.body.projections.find((p: any) => p.name === LISTING).rebuild.phase).toBe('done');
    expect(await listingIds()).toEqual(before);
    // and the shopper's pages show the rebuilt listing
    await page.goto('/products');
    const newest = (await api('GET', '/products?limit=1')).body.products[0].name as string;
    await page.locator('main').getByText(newest).first().waitFor();
  });

  it("filters the event browser to the order's stream and opens an event's correlation chain; personal data shows as sealed", async () => {
    const { page } = browser;
    await page.goto('/admin/system');
    await page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Event browser' }).click();
    await page.getByRole('list', { name: 'Events, newest first' }).waitFor();
    await page.getByLabel('Stream').fill(`order-${orderId}`);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('stream') === `order-${orderId}`);
    await eventButton(page, 'OrderPaid').waitFor();
    await eventButton(page, 'OrderPlaced').click();
    const payload = page.getByLabel('Payload of OrderPlaced');
    await payload.waitFor();
    expect(await payload.textContent()).toContain('sealed');
    expect(await payload.textContent()).not.toContain('Ravi Kumar');
    await screenshot(page, 'admin-system-events');

    await page.getByRole('button', { name: 'Show correlation chain' }).click();
    const chain = page
      .getByRole('dialog', { name: 'Correlation chain' })
      .getByRole('list', { name: 'Events of the chain, oldest first' });
    await chain.waitFor();
    const items = chain.getByRole('listitem');
    await items.first().waitFor();
    const texts = await items.allTextContents();
    expect(texts.find((text) => text.includes('this event'))).toContain('OrderPlaced');
    // the chain crosses modules: the order's own stream and at least one other (its stock)
    expect(texts.some((text) => !text.includes(`order-${orderId}`))).toBe(true);
    await screenshot(page, 'admin-system-correlation-chain');
    await page.keyboard.press('Escape');
  });

  it('time-travels the order to just before it was paid, beside it now', async () => {
    const { page } = browser;
    await page.goto(`/admin/system/events?stream=order-${orderId}`);
    await eventButton(page, 'OrderPlaced').click();
    await page.getByRole('link', { name: 'State after this event' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/system/time-travel' && url.searchParams.get('id') === orderId,
    );
    await page.getByRole('button', { name: /^Just before OrderPaid/ }).click();
    await eventually(
      () => stateRow(page, 'isPaid').getByRole('cell').allTextContents(),
      (cells) => cells.join('|') === 'false|true',
    );
    expect(await stateRow(page, 'status').getByRole('cell').allTextContents()).toEqual([
      'pending',
      expect.not.stringMatching(/^pending$/),
    ]);
    expect(await stateRow(page, 'personal').getByRole('cell').allTextContents()).toEqual(['sealed', 'sealed']);
    await screenshot(page, 'admin-system-time-travel');
  });
});
