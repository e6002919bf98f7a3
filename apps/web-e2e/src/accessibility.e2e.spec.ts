import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { Browser, openBrowser, screenshot } from '../support/browser';
import { addToCart, firstProductPath, signIn } from '../support/store';

/** Serious and critical axe-core violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(results.passes.length).toBeGreaterThan(10); // axe really ran on a rendered page
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

/** axe-core on the storefront's main screens: no serious or critical violations. */
describe('accessibility of the main screens', () => {
  let browser: Browser;
  let productPath: string;

  beforeAll(async () => {
    browser = await openBrowser();
    productPath = await firstProductPath(browser.page);
  });
  afterAll(() => browser.close());

  const pages: Array<[string, () => string, (page: Page) => Promise<unknown>]> = [
    ['home', () => '/', (page) => page.getByRole('heading', { level: 1 }).first().waitFor()],
    ['products', () => '/products', (page) => page.locator('a[href^="/products/"]').first().waitFor()],
    ['product', () => productPath, (page) => page.getByRole('heading', { name: 'Customer Reviews' }).waitFor()],
    ['login', () => '/login', (page) => page.getByRole('heading', { name: 'Welcome back' }).waitFor()],
  ];

  it.each(pages)('%s has no serious or critical violations', async (name, path, ready) => {
    const { page } = browser;
    await page.goto(path());
    await ready(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the cart with an item has no serious or critical violations', async () => {
    const { page } = browser;
    await addToCart(page, productPath);
    await page.goto('/cart');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('Your cart is empty').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('checkout, signed in, has no serious or critical violations', async () => {
    const { page } = browser;
    await signIn(page);
    await page.goto('/checkout');
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'checkout-signed-in');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
