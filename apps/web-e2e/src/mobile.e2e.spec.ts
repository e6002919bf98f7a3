import { Browser, openBrowser, screenshot } from '../support/browser';

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
    await page.waitForURL((url) => url.pathname === '/collections' && url.searchParams.get('category') === 'bottomwear');
    await menu.waitFor({ state: 'detached' });
    await page.locator('a[href^="/products/"]').first().waitFor();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
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
