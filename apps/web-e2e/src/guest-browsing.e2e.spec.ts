import { Browser, openBrowser, screenshot } from '../support/browser';

/** A guest on the demo catalogue: browse, filter, open a product, choose, add to the cart. */
describe('a guest shopping the demo catalogue', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('browses the collection, filters to bottomwear and searches', async () => {
    const { page } = browser;
    await page.goto('/collections');
    const cards = page.locator('a[href^="/products/"]');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(20);
    await screenshot(page, 'collections');

    await page.goto('/collections?category=bottomwear');
    await cards.first().waitFor();
    const bottomwear = await cards.count();
    expect(bottomwear).toBeGreaterThan(0);
    expect(bottomwear).toBeLessThan(24);
  });

  it('opens a product, picks a colour and size, and adds it to the cart drawer', async () => {
    const { page } = browser;
    await page.goto('/collections');
    const card = page.locator('a[href^="/products/"]').first();
    await card.waitFor();
    await card.click();
    await page.waitForURL(/\/products\/[^/]+$/);
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();

    const available = page.locator('input[type=radio]:not([disabled])');
    expect(await available.count()).toBeGreaterThan(0);
    // choose the first enabled size (colours come pre-selected with the default variant)
    const sizeLabels = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
    for (const size of sizeLabels) {
      const radio = page.getByRole('radio', { name: size, exact: true });
      if ((await radio.count()) && (await radio.isEnabled())) {
        await radio.check({ force: true });
        break;
      }
    }
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added to cart!').waitFor();
    await page.getByRole('button', { name: /cart/i }).first().click();
    await page.getByText('Shopping Cart').waitFor();
    expect(await page.getByText('Your cart is empty').count()).toBe(0);
    await screenshot(page, 'cart-drawer');
  });
});
