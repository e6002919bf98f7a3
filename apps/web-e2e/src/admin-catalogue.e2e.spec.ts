import AxeBuilder from '@axe-core/playwright';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { Browser, openBrowser, screenshot } from '../support/browser';
import {
  api,
  adminToken,
  choose,
  eventually,
  fillAddress,
  logInWithForm,
  payInTestDialog,
  productNamed,
  signIn,
} from '../support/store';

/** A 1×1 PNG: the upload endpoint checks the content, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const files = mkdtempSync(path.join(tmpdir(), 'admin-e2e-'));
const png = (name: string) => {
  const file = path.join(files, name);
  writeFileSync(file, PNG);
  return file;
};

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

const PRODUCT = `E2E Admin Compression Tee ${Date.now().toString(36)}`;

/** Issue #14 in a browser: the admin runs the catalogue, signed in as the start-up admin through /login. */
describe('admin back office: products, stock and their histories, catalogue CSV', () => {
  let browser: Browser;
  let productId: string;

  beforeAll(async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto('/login');
    await logInWithForm(page, 'admin@threadfit.in', 'Admin@12345');
    await page.waitForURL((url) => url.pathname === '/admin/products');
  });
  afterAll(() => browser.close());

  it('lists the products with search and pages, and has no serious accessibility violation', async () => {
    const { page } = browser;
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    await page.getByRole('region', { name: 'Products table' }).waitFor();
    await page.getByText(/Showing 1 to 20 of \d+ products/).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'admin-products');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByPlaceholder('Search products...').fill('joggers');
    await page.getByRole('cell', { name: 'Cargo Gym Joggers', exact: true }).waitFor();
  });

  it('shows Compression Tights (on offer) with the same two prices on the storefront card, the product page and the admin list, and the struck price where the admin sets it', async () => {
    const { page } = browser;
    const figures = async (scope: ReturnType<Page['locator']>) => ({
      struck: ((await scope.locator('.line-through').first().textContent()) ?? '').replace('Original price ', ''),
      paid: await scope.getByText('₹899.00', { exact: true }).count(),
    });
    const expected = { struck: '₹1,299.00', paid: 1 };

    await page.goto('/collections?search=Compression%20Tights');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Compression Tights', exact: true }) });
    await card.locator('.line-through').first().waitFor();
    expect(await figures(card)).toEqual(expected);
    await screenshot(page, 'price-card-compression-tights');

    await card.getByRole('link', { name: 'Compression Tights', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Compression Tights', level: 1 }).waitFor();
    const detail = page.locator('main');
    await detail.locator('.line-through').first().waitFor();
    expect((await detail.locator('.line-through').first().textContent())?.replace('Original price ', '')).toBe(
      expected.struck,
    );
    await detail.getByText('₹899.00', { exact: true }).first().waitFor();
    await screenshot(page, 'price-product-page-compression-tights');

    await page.goto('/admin/products');
    await page.getByPlaceholder('Search products...').fill('Compression Tights');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Compression Tights', exact: true }) });
    await row.locator('.line-through').first().waitFor();
    expect(await figures(row)).toEqual(expected);
    await screenshot(page, 'price-admin-list-compression-tights');

    await row.getByRole('link', { name: 'Edit Compression Tights' }).click();
    expect(await page.getByLabel(/^Price/).inputValue()).toBe('1299');
    expect(await page.getByLabel(/^Offer price/).inputValue()).toBe('899');
    expect(await page.getByLabel(/^Original price/).inputValue()).toBe('');
    const preview = page.getByText('Shoppers see:').locator('..');
    expect(await figures(preview)).toEqual(expected);
    await screenshot(page, 'price-admin-form-compression-tights');
  });

  it('keeps Edit, Stock and Delete of a product on one line on a desktop', async () => {
    const { page } = browser;
    await page.goto('/admin/products');
    const rows = page.getByRole('region', { name: 'Products table' }).locator('tbody tr');
    await rows.first().waitFor();
    for (const row of (await rows.all()).slice(0, 5)) {
      const tops = await Promise.all(
        [
          row.getByRole('link', { name: /^Edit / }),
          row.getByRole('link', { name: /^Stock of / }),
          row.getByRole('button', { name: /^Delete / }),
        ].map(async (control) => (await control.boundingBox())!.y),
      );
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(2);
      expect((await row.boundingBox())!.height).toBeLessThan(80);
    }
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(1280);
  });

  it('creates a product with two colour variants and uploaded images, and the storefront shows its price and colours', async () => {
    const { page } = browser;
    await page.goto('/admin/products/new');
    await page.getByRole('button', { name: 'Create Product' }).click();
    await page.getByText('Product name is required').waitFor();
    await page.getByLabel(/^Name/).fill(PRODUCT);
    await page.getByLabel(/^Brand/).fill('ThreadFit');
    await page.getByLabel(/^Category/).selectOption('topwear');
    await page.getByLabel(/^Material/).fill('Nylon and elastane');
    await page.getByLabel(/^HSN code/).fill('6109');
    await page.getByLabel(/^Description/).fill('A second-skin compression tee for heavy lifting days.');
    await page.getByLabel(/^Price/).fill('1499');
    await page.getByLabel('Original stock M').fill('2');
    await page.locator('input[aria-label="Upload base images"]').setInputFiles(png('base.png'));
    await page.getByRole('img', { name: PRODUCT }).first().waitFor();
    for (const [index, [name, code, file]] of [
      ['Crimson', '#b91c1c', 'crimson.png'],
      ['Teal', '#0f766e', 'teal.png'],
    ].entries()) {
      await page.getByRole('button', { name: 'Add colour' }).click();
      const variant = page.getByRole('group', { name: `Colour variant ${index + 1}` });
      await variant.getByLabel(/Colour name/).fill(name);
      await variant.getByLabel('Colour code').fill(code.slice(1));
      await variant
        .locator(`input[aria-label="Upload ${name} images"]`)
        .setInputFiles([png(`${file}`), png(`2-${file}`)]);
      await variant.getByRole('img', { name }).nth(1).waitFor();
      await variant.getByLabel(`${name} stock M`).fill('6');
      await variant.getByLabel(`${name} stock L`).fill('4');
    }
    await screenshot(page, 'admin-product-form');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create Product' }).click();
    await page.getByText('Product created successfully').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/products');

    productId = (await productNamed(PRODUCT))._id;
    await page.goto(`/products/${productId}`);
    await page.getByRole('heading', { name: PRODUCT }).waitFor();
    await page.getByText('₹1,499.00').first().waitFor();
    await page.getByRole('radio', { name: 'Crimson', exact: true }).waitFor({ state: 'attached' });
    await page.getByRole('radio', { name: 'Teal', exact: true }).waitFor({ state: 'attached' });
    await screenshot(page, 'admin-created-product-on-storefront');
  });

  it('edits its offer price and the storefront strikes the original price through', async () => {
    const { page } = browser;
    await page.goto(`/admin/products/${productId}/edit`);
    await page.getByLabel('Enable offer pricing').check();
    await page.getByLabel(/^Offer price/).fill('1599');
    await page.getByText('The offer price should be below the original price.').waitFor();
    await page.getByLabel(/^Offer price/).fill('1199');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await page.getByText('Product updated successfully').first().waitFor();
    await page.goto(`/products/${productId}`);
    await page.getByText('₹1,199.00').first().waitFor();
    const struck = page.locator('.line-through', { hasText: '₹1,499.00' }).first();
    await struck.waitFor();
    await screenshot(page, 'admin-offer-price-on-storefront');
  });

  it('adjusts stock with a reason and finds it in the stock history with the admin as actor, then a shopper’s sale', async () => {
    const { page } = browser;
    await page.goto(`/admin/products/${productId}/stock`);
    const form = page.getByRole('form', { name: 'Stock adjustment' });
    await form.getByLabel('Colour').selectOption({ label: 'Teal' });
    await form.getByLabel('Size').selectOption('M');
    await form.getByLabel(/Change/).fill('5');
    await form.getByLabel('Reason').selectOption('received');
    await form.getByRole('button', { name: 'Apply adjustment' }).click();
    await page.getByText('Stock updated').first().waitFor();
    const history = page.getByRole('list', { name: 'Stock changes' });
    const latest = history.getByRole('listitem').first();
    await latest.getByText(/Adjusted · M · Teal · 6 → 11/).waitFor();
    await latest.getByText(/by Admin/).waitFor();
    await latest.getByText(/Received/).waitFor();
    await page.getByRole('row', { name: /Teal/ }).getByText('11').waitFor();
    await screenshot(page, 'admin-stock');
    expect(await seriousViolations(page)).toEqual([]);

    // A shopper (signed in, in a browser of their own) buys one Teal M: the history shows the order's reservation and its sale.
    const shopper = await openBrowser();
    let orderId: string;
    try {
      await signIn(shopper.page);
      await shopper.page.goto(`/products/${productId}`);
      await choose(shopper.page, { colour: 'Teal', size: 'M' });
      await shopper.page.getByRole('button', { name: 'Buy Now' }).click();
      await shopper.page.waitForURL((url) => url.pathname === `/buy-now/${productId}`);
      await fillAddress(shopper.page, { name: 'Asha Verma', phone: '9876543210' });
      orderId = await payInTestDialog(shopper.page);
    } finally {
      await shopper.close();
    }
    const token = await adminToken();
    await eventually(
      () => api('GET', `/products/${productId}/stock-timeline?colour=`, { token }),
      (res) => (res.body?.entries ?? []).some((entry: any) => entry.orderId === orderId && entry.kind === 'committed'),
      20_000,
    );
    await page.goto(`/admin/products/${productId}/stock`);
    await history
      .getByText(`Order #${orderId.slice(-6).toUpperCase()}`)
      .first()
      .waitFor();
    await history
      .getByText(/Sold · M · Teal/)
      .first()
      .waitFor();
    await page.getByLabel('Filter by colour').selectOption({ label: 'Teal' });
    await page.getByLabel('Filter by size').selectOption('M');
    const reserved = history.getByRole('listitem').filter({ hasText: /Reserved for an order · M · Teal · 11 → 10/ });
    await reserved.getByText(`by Order #${orderId.slice(-6).toUpperCase()}`).waitFor();
    await screenshot(page, 'admin-stock-history-with-sale');
  });

  it('shows the product history with the offer price change by the admin', async () => {
    const { page } = browser;
    await page.goto(`/admin/products/${productId}/history`);
    const changes = page.getByRole('list', { name: 'Product changes' });
    await changes.getByText('Price or offer changed').first().waitFor();
    await changes
      .getByRole('row', { name: /offerPrice/ })
      .first()
      .getByText('1199')
      .waitFor();
    await screenshot(page, 'admin-product-history');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('marks it upcoming and the storefront offers only Notify Me', async () => {
    const { page } = browser;
    await page.goto('/admin/products');
    await page.getByPlaceholder('Search products...').fill(PRODUCT);
    await page.getByRole('switch', { name: `Upcoming: ${PRODUCT}` }).click();
    await page.getByText('Marked as upcoming').first().waitFor();
    await page.goto(`/products/${productId}`);
    await page.getByRole('button', { name: 'Notify Me' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Buy Now' }).count()).toBe(0);
    await screenshot(page, 'admin-upcoming-on-storefront');
  });

  it('imports a file with one bad row: sees the row and that nothing was imported or changed, fixes it and imports it whole', async () => {
    const { page } = browser;
    await page.goto('/admin/products/catalogue-csv');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const exported = path.join(files, 'catalogue.csv');
    await download.saveAs(exported);
    const lines = readFileSync(exported, 'utf8').trim().split(/\r?\n/);
    const index = lines.findIndex(
      (line) => line.startsWith(productId) && line.includes(',Crimson,') && /,L,\d+$/.test(line),
    );
    expect(index).toBeGreaterThan(0);
    lines[index] = lines[index].replace(/,L,\d+$/, ',L,17');
    const shorts = `E2E Imported Shorts ${Date.now().toString(36)}`;
    const newRow = (offerPrice: number) =>
      `,${shorts},Light running shorts,bottomwear,ThreadFit,Polyester,6203,500,${offerPrice},,Original,,/demo/black.svg,M,5`; // originalPrice left empty
    const badRow = lines.length + 1; // the header is row 1
    const write = (name: string, offerPrice: number) => {
      const file = path.join(files, name);
      writeFileSync(file, `${[...lines, newRow(offerPrice)].join('\n')}\n`);
      return file;
    };
    const stockBefore = (await api('GET', `/products/${productId}`)).body.product.colorVariants.find(
      (variant: any) => variant.colorName === 'Crimson',
    ).stock.L;

    // One bad row: the offer price of the new product is above its price.
    await page.locator('input[aria-label="Choose a CSV file"]').setInputFiles(write('catalogue-bad-row.csv', 900));
    const refused = page.getByRole('alert', { name: 'Import outcome' });
    await refused
      .getByText(/Dry run: \d+ row\(s\), \d+ product\(s\)\. 1 problem\(s\) found\. Nothing was imported\./)
      .waitFor({ timeout: 30_000 });
    await refused
      .getByRole('list', { name: 'Row problems' })
      .getByText(`Row ${badRow}: Offer price must be below the price`)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Apply import' }).isDisabled()).toBe(true);
    await screenshot(page, 'admin-catalogue-csv-row-problem');
    expect(await seriousViolations(page)).toEqual([]);
    const untouched = (await api('GET', `/products/${productId}`)).body.product;
    expect(untouched.colorVariants.find((variant: any) => variant.colorName === 'Crimson').stock.L).toBe(stockBefore);
    expect((await api('GET', `/products?search=${encodeURIComponent(shorts)}`)).body.products).toEqual([]);

    // Fixed, the same file checks clean and imports whole.
    await page.locator('input[aria-label="Choose a CSV file"]').setInputFiles(write('catalogue-fixed.csv', 400));
    await page
      .getByRole('status', { name: 'Import outcome' })
      .getByText(/Dry run: \d+ row\(s\), \d+ product\(s\)\. \d+ product\(s\) ready to import/)
      .waitFor({ timeout: 30_000 });
    await screenshot(page, 'admin-catalogue-csv-dry-run');
    await page.getByRole('button', { name: 'Apply import' }).click();
    await page
      .getByRole('status', { name: 'Import outcome' })
      .getByText(/Import: \d+ row\(s\), \d+ product\(s\)\. 1 created, 1 updated, \d+ unchanged/)
      .waitFor({ timeout: 60_000 });
    const product = (await api('GET', `/products/${productId}`)).body.product;
    expect(product.colorVariants.find((variant: any) => variant.colorName === 'Crimson').stock.L).toBe(17);
    expect((await api('GET', `/products?search=${encodeURIComponent(shorts)}`)).body.products).toEqual([
      expect.objectContaining({ name: shorts, price: 500, offerPrice: 400, stock: { M: 5 } }),
    ]);
    await page
      .getByRole('list', { name: 'Recent imports' })
      .getByText(/1 created, 1 updated/)
      .waitFor();
    await screenshot(page, 'admin-catalogue-csv-applied');
    await page.goto(`/admin/products/${productId}/stock`);
    await page
      .getByRole('list', { name: 'Stock changes' })
      .getByText(/CSV import/)
      .first()
      .waitFor();
    await screenshot(page, 'admin-catalogue-csv-in-history');
  });

  it('deletes a product after the confirmation', async () => {
    const { page } = browser;
    await page.goto('/admin/products');
    await page.getByPlaceholder('Search products...').fill(PRODUCT);
    await page.getByRole('button', { name: `Delete ${PRODUCT}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Product?' });
    await screenshot(page, 'admin-product-delete-confirmation');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Product deleted successfully').first().waitFor();
    expect((await api('GET', `/products/${productId}`)).status).toBe(404);
  });

  it('works on a phone: the slide-out menu and the products as cards', async () => {
    const phone = await openBrowser({ width: 390, height: 844 });
    try {
      const { page } = phone;
      await page.goto('/login');
      await logInWithForm(page, 'admin@threadfit.in', 'Admin@12345');
      await page.waitForURL((url) => url.pathname === '/admin/products');
      await page.getByRole('region', { name: 'Products table' }).waitFor();
      await screenshot(page, 'admin-products-phone');
      await page.getByRole('button', { name: 'Open admin menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Offers' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/offers');
      await page.getByRole('heading', { name: 'Manage Offers' }).waitFor();
      await screenshot(page, 'admin-offers-phone');
    } finally {
      await phone.close();
    }
  });
});
