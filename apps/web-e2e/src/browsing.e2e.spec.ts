import type { Locator, Page } from 'playwright-core';
import { Browser, openBrowser, screenshot } from '../support/browser';
import { api } from '../support/store';

const cards = (page: Page) => page.locator('main a[href^="/products/"]');

/** The product pages the cards link to, in order (one per product). */
async function cardIds(page: Page): Promise<string[]> {
  const hrefs = await cards(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

/** A pagination or sort control, whether the web app renders it as a link or a button. */
const control = (scope: Page | Locator, name: string | RegExp) =>
  scope
    .getByRole('link', { name, exact: true })
    .or(scope.getByRole('button', { name, exact: true }))
    .first();

/**
 * Chooses a price order in the 'Sort by' select and answers the value the URL carries: the brief
 * names it price_asc/price_desc, the web app's select uses the API's price-asc/price-desc; either
 * is accepted, the order on screen is what is checked.
 */
async function sortByPrice(page: Page, direction: 'asc' | 'desc'): Promise<string> {
  const select = page.getByLabel('Sort by');
  const values = await select
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const value = values.find((candidate) => candidate === `price_${direction}` || candidate === `price-${direction}`);
  if (!value) throw new Error(`no price ${direction} option in 'Sort by': ${values.join(', ')}`);
  await select.selectOption(value);
  return value;
}

/** A guest finding products: the header search, the listing's pages and sort, the home rails. */
describe('finding products in the e2e catalogue (34 products: two pages of 24)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it("searches from the header: the Search icon opens 'Search products...', Enter goes to /collections?search=..., the box closes", async () => {
    const { page } = browser;
    await page.goto('/');
    const header = page.locator('header');
    await header.getByRole('button', { name: 'Search', exact: true }).click();
    const box = header.getByPlaceholder('Search products...');
    await box.waitFor();
    await box.fill('  cargo joggers ');
    await box.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/collections' && url.searchParams.get('search') === 'cargo joggers',
    );
    expect(new URL(page.url()).search).toBe('?search=cargo%20joggers');
    await page.getByText('Cargo Gym Joggers').first().waitFor();
    await box.waitFor({ state: 'detached' }); // cleared and closed
    expect(await page.locator('main').getByPlaceholder('Search products...').inputValue()).toBe('cargo joggers');
    await screenshot(page, 'header-search');

    // An empty term is ignored: the page stays where it is.
    await header.getByRole('button', { name: 'Search', exact: true }).click();
    await box.fill('   ');
    await box.press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).searchParams.get('search')).toBe('cargo joggers');
  });

  it('shows the home rails with data: the flagged new arrivals and the best sellers', async () => {
    const { page } = browser;
    const [arrivals, sellers] = await Promise.all([
      api('GET', '/products/new-arrivals'),
      api('GET', '/products/best-sellers'),
    ]);
    expect(arrivals.body.products.length).toBeGreaterThan(0);
    expect(sellers.body.products.length).toBeGreaterThan(0);
    await page.goto('/');
    const arrivalsRail = page.locator('section[aria-labelledby="newArrivals-title"]');
    const sellersRail = page.locator('section[aria-labelledby="bestSellers-title"]');
    await arrivalsRail.getByText(arrivals.body.products[0].name).first().waitFor();
    await sellersRail.getByText(sellers.body.products[0].name).first().waitFor();
    expect(await arrivalsRail.getByText('No New Arrivals Yet').count()).toBe(0);
    expect(await sellersRail.getByText('No Best Sellers Yet').count()).toBe(0);
    expect(await arrivalsRail.locator('a[href^="/products/"]').count()).toBeGreaterThan(0);
    await sellersRail.scrollIntoViewIfNeeded();
    await screenshot(page, 'home-rails');
  });

  it("browses past page 1 of /products with 'Next' and 'Previous' (?page=2 in the URL)", async () => {
    const { page } = browser;
    const [first, second] = await Promise.all([
      api('GET', '/products?page=1&limit=24'),
      api('GET', '/products?page=2&limit=24'),
    ]);
    expect(first.body.total).toBeGreaterThan(24);
    expect(second.body.products.length).toBe(first.body.total - 24);

    await page.goto('/products');
    await cards(page).first().waitFor();
    expect(await cardIds(page)).toHaveLength(24);
    const pagination = page.getByRole('navigation', { name: /pagination|pages/i });
    await pagination.waitFor();
    await control(pagination, /^(Page )?2$/).waitFor();
    await control(pagination, 'Next').click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.locator(`main a[href="/products/${second.body.products[0]._id}"]`).first().waitFor();
    expect(await cardIds(page)).toEqual(second.body.products.map((p: { _id: string }) => `/products/${p._id}`));
    await screenshot(page, 'products-page-2');

    await control(pagination, 'Previous').click();
    await page.waitForURL((url) => (url.searchParams.get('page') ?? '1') === '1');
    await page.locator(`main a[href="/products/${first.body.products[0]._id}"]`).first().waitFor();
    expect(await cardIds(page)).toHaveLength(24);

    // The page is in the URL: a fresh load of ?page=2 shows page 2.
    await page.goto('/products?page=2');
    await page.locator(`main a[href="/products/${second.body.products[0]._id}"]`).first().waitFor();
  });

  it("sorts by price with the 'Sort by' select (the sort in the URL), across pages", async () => {
    const { page } = browser;
    const ids = (body: { products: Array<{ _id: string }> }) => body.products.map((p) => `/products/${p._id}`);
    const [asc, desc, descPage2] = await Promise.all([
      api('GET', '/products?sort=price-asc&limit=24'),
      api('GET', '/products?sort=price-desc&limit=24'),
      api('GET', '/products?sort=price-desc&page=2&limit=24'),
    ]);

    await page.goto('/products');
    await cards(page).first().waitFor();
    const ascending = await sortByPrice(page, 'asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === ascending);
    await page
      .locator(`main a[href="${ids(asc.body)[0]}"]`)
      .first()
      .waitFor();
    expect(await cardIds(page)).toEqual(ids(asc.body));
    await screenshot(page, 'products-sorted-price-asc');

    const descending = await sortByPrice(page, 'desc');
    await page.waitForURL((url) => url.searchParams.get('sort') === descending);
    await page
      .locator(`main a[href="${ids(desc.body)[0]}"]`)
      .first()
      .waitFor();
    expect(await cardIds(page)).toEqual(ids(desc.body));

    await page.goto(`/products?sort=${descending}&page=2`);
    await page
      .locator(`main a[href="${ids(descPage2.body)[0]}"]`)
      .first()
      .waitFor();
    expect(await cardIds(page)).toEqual(ids(descPage2.body));
    expect(await page.getByLabel('Sort by').inputValue()).toBe(descending);
    await screenshot(page, 'products-sorted-price-desc-page-2');
  });
});
