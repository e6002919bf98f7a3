import { formatRupees } from '@store/contracts';
import { baseUrl, Browser, openBrowser, screenshot } from '../support/browser';
import { DEMO_TEE, productNamed, signIn } from '../support/store';

/**
 * What a crawler or a link preview reads (no JavaScript): the page's content is in the HTML; and
 * what a shopper's browser does with it: takes the page over without fetching it again.
 */
describe('server-rendered storefront pages', () => {
  describe('with JavaScript disabled', () => {
    let crawler: Browser;

    beforeAll(async () => {
      crawler = await openBrowser({ width: 390, height: 844 }, { javaScriptEnabled: false });
    });
    afterAll(() => crawler.close());

    it("shows a product page's name, price and sizes", async () => {
      const { page } = crawler;
      const tee = await productNamed(DEMO_TEE);
      const response = await page.goto(`/products/${tee._id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(DEMO_TEE);
      // The demo tee is on offer (no end date): the page shows the offer price.
      expect(await page.locator('main').textContent()).toContain(formatRupees(Number(tee.offerPrice)));
      for (const size of ['S', 'M', 'L']) await page.getByRole('radio', { name: size, exact: true }).waitFor();
      await screenshot(page, 'ssr-product-without-javascript');
    });

    it('shows a listing with its products', async () => {
      const { page } = crawler;
      const response = await page.goto('/collections?category=bottomwear');
      expect(response?.status()).toBe(200);
      expect(await page.locator('a[href^="/products/"]').count()).toBeGreaterThan(0);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Bottomwear');
    });

    it('answers an unknown path and an unknown product with 404 and the not-found page', async () => {
      const { page } = crawler;
      const unknownPath = await page.goto('/no-such-page');
      expect(unknownPath?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();

      const unknownProduct = await page.goto('/products/00000000-0000-4000-8000-000000000000');
      expect(unknownProduct?.status()).toBe(404);
    });

    it('leaves the cart and account pages to the browser (the page shell, no content)', async () => {
      const { page } = crawler;
      const response = await page.goto('/cart');
      expect(response?.status()).toBe(200);
      expect(await page.locator('#root').innerHTML()).toBe('');
    });
  });

  describe('in a shopper’s browser', () => {
    let browser: Browser;

    beforeAll(async () => {
      browser = await openBrowser();
    });
    // close() fails the file on any hydration error seen on any page.
    afterAll(() => browser.close());

    it('takes each server-rendered page over without fetching what the page already shows', async () => {
      const { page } = browser;
      const tee = await productNamed(DEMO_TEE);
      const fetched: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) fetched.push(url.pathname);
      });
      for (const path of ['/', '/collections', `/products/${tee._id}`, '/privacy', '/terms']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      }
      expect(fetched.filter((path) => /^\/api\/(products|reviews|hero-images|collection-banners)/.test(path))).toEqual(
        [],
      );
    });

    it('shows a signed-in shopper their account and cart once the page is theirs', async () => {
      const { page } = browser;
      const shopper = await signIn(page);
      const tee = await productNamed(DEMO_TEE);
      await page.goto(`/products/${tee._id}`);
      await page.getByRole('button', { name: `Hi, ${shopper.name}` }).waitFor();
      await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    });
  });

  it('never takes its canonical origin from the Host header', async () => {
    const tee = await productNamed(DEMO_TEE);
    const answer = await fetch(`${baseUrl()}/products/${tee._id}`, { headers: { host: 'evil.example' } });
    expect(await answer.text()).not.toContain('evil.example');
  });
});
