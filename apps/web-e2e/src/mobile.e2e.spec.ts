import type { Page } from 'playwright-core';
import { Browser, openBrowser, screenshot } from '../support/browser';
import { api, logInWithForm, registerVerified } from '../support/store';

/** Nothing on the page reaches past the phone's 390 px: no sideways scrolling, of the page or of a table's region. */
async function sidewaysOverflow(page: Page, region: string) {
  return page.evaluate((label) => {
    const box = document.querySelector<HTMLElement>(`[role="region"][aria-label="${label}"]`)!;
    return {
      page: document.scrollingElement!.scrollWidth,
      region: box.scrollWidth - box.clientWidth,
      regionRight: Math.round(box.getBoundingClientRect().right),
    };
  }, region);
}

/** A control is on screen without scrolling sideways: its box ends within the 390 px. */
async function withinPhoneWidth(page: Page, locator: ReturnType<Page['getByRole']>) {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= 390;
}

/** The storefront on a 390 px wide phone. */
describe('the storefront on a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser({ width: 390, height: 844 });
  });
  afterAll(() => browser.close());

  it('opens the side menu with the categories and Login/Register, and navigates from it', async () => {
    const { page } = browser;
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    const nav = menu.getByRole('navigation', { name: 'Mobile' });
    await nav.waitFor();
    const links = (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
    expect(links).toEqual(expect.arrayContaining(['Topwear', 'Bottomwear', 'All Products', 'Login', 'Register']));
    expect(links.indexOf('Topwear')).toBeLessThan(links.indexOf('All Products'));
    await screenshot(page, 'mobile-menu');

    await nav.getByRole('link', { name: 'Bottomwear' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/collections' && url.searchParams.get('category') === 'bottomwear',
    );
    await menu.waitFor({ state: 'detached' });
    await page.locator('a[href^="/products/"]').first().waitFor();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  });

  it('lets the admin use the products, orders and users tables at 390 px: cards without sideways scrolling, Status and View in reach, the filters behind a Filters button', async () => {
    // One order so the orders table has a row to show.
    const shopper = await registerVerified();
    const product = (await api('GET', '/products?limit=1')).body.products[0];
    const variant = product.colorVariants[0]?._id ?? null;
    const address = {
      name: 'Asha Verma',
      phone: '9876543210',
      houseName: '',
      street: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      zipCode: '411001',
      country: 'India',
    };
    const placed = await api('POST', '/orders', {
      token: shopper.token,
      body: {
        orderItems: [
          { product: product._id, name: product.name, quantity: 1, size: 'M', price: 1, colorVariantId: variant },
        ],
        shippingAddress: address,
        paymentMethod: 'razorpay',
        shippingCost: 0,
        totalPrice: 1,
      },
    });
    expect(placed.status).toBe(201);
    const phone = await openBrowser({ width: 390, height: 844 });
    try {
      const { page } = phone;
      await page.goto('/login');
      await logInWithForm(page, 'admin@threadfit.in', 'Admin@12345');
      await page.waitForURL((url) => url.pathname === '/admin/products');

      const products = page.getByRole('region', { name: 'Products table' });
      await products.getByRole('row').first().waitFor();
      expect(await sidewaysOverflow(page, 'Products table')).toEqual({
        page: 390,
        region: 0,
        regionRight: expect.any(Number),
      });
      const firstProduct = products.getByRole('row').first();
      for (const name of [/^Edit /, /^Stock of /, /^Delete /])
        expect(
          await withinPhoneWidth(
            page,
            firstProduct.getByRole('link', { name }).or(firstProduct.getByRole('button', { name })),
          ),
        ).toBe(true);
      await screenshot(page, 'mobile-admin-products');

      await page.goto('/admin/orders');
      const orders = page.getByRole('region', { name: 'Orders table' });
      await orders.getByRole('row').first().waitFor();
      expect((await sidewaysOverflow(page, 'Orders table')).page).toBe(390);
      expect((await sidewaysOverflow(page, 'Orders table')).region).toBe(0);
      const firstOrder = orders.getByRole('row').first();
      expect(await withinPhoneWidth(page, firstOrder.getByRole('button', { name: /^View order / }))).toBe(true);
      expect(await withinPhoneWidth(page, firstOrder.getByRole('cell').filter({ hasText: /^Status/ }))).toBe(true);
      // The first screen shows the search and the list; the filters wait behind 'Filters'.
      expect(await page.getByLabel('Payment status').isVisible()).toBe(false);
      const viewBox = await firstOrder.getByRole('button', { name: /^View order / }).boundingBox();
      expect(viewBox!.y + viewBox!.height).toBeLessThanOrEqual(844);
      await screenshot(page, 'mobile-admin-orders');
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await page.getByLabel('Payment status').waitFor();
      expect(await page.getByRole('button', { name: 'Filters', exact: true }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      expect((await sidewaysOverflow(page, 'Orders table')).page).toBe(390);
      await screenshot(page, 'mobile-admin-orders-filters');

      await page.goto('/admin/users');
      const users = page.getByRole('region', { name: 'Users table' });
      await users.getByRole('row').first().waitFor();
      expect(await sidewaysOverflow(page, 'Users table')).toEqual({
        page: 390,
        region: 0,
        regionRight: expect.any(Number),
      });
      const other = users.getByRole('row').filter({ hasNotText: '(you)' }).first();
      expect(await withinPhoneWidth(page, other.getByRole('button', { name: /^View / }))).toBe(true);
      expect(await withinPhoneWidth(page, other.getByRole('button', { name: /^Delete / }))).toBe(true);
      await screenshot(page, 'mobile-admin-users');
    } finally {
      await phone.close();
    }
  });

  it('shows the 404 page for an unknown route', async () => {
    const { page } = browser;
    await page.goto('/definitely-not-a-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(page, 'mobile-not-found');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
