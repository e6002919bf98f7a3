import { formatRupees } from '@store/contracts';
import { baseUrl, Browser, openBrowser, screenshot } from '../support/browser';
import { DEMO_TEE, productNamed, signIn } from '../support/store';

/** The store's public origin: PUBLIC_URL is unset in the browser tests, so WEB_ORIGIN's, the store's own address. */
const publicOrigin = () => new URL(baseUrl()).origin;

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

    it("gives search engines and link previews the product's head: canonical, Open Graph and valid JSON-LD", async () => {
      const { page } = crawler;
      const tee = await productNamed(DEMO_TEE);
      await page.goto(`/products/${tee._id}?utm_source=whatsapp&ref=share`);
      const canonical = `${publicOrigin()}/products/${tee._id}`;
      await expect(page.title()).resolves.toBe(`${DEMO_TEE} | ThreadFit`);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(canonical);
      const og = async (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');
      await expect(og('og:title')).resolves.toBe(DEMO_TEE);
      await expect(og('og:url')).resolves.toBe(canonical);
      await expect(og('og:image')).resolves.toMatch(/^https?:\/\//);
      await expect(og('product:price:amount')).resolves.toBe(Number(tee.offerPrice).toFixed(2));
      await expect(og('product:price:currency')).resolves.toBe('INR');
      expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image');

      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
        JSON.parse(text),
      );
      const product = jsonLd.find((item) => item['@type'] === 'Product');
      expect(product).toMatchObject({
        '@context': 'https://schema.org',
        name: DEMO_TEE,
        sku: tee._id,
        brand: { '@type': 'Brand', name: tee.brand },
        offers: {
          '@type': 'Offer',
          url: canonical,
          priceCurrency: 'INR',
          price: Number(tee.offerPrice).toFixed(2),
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
        },
      });
      expect(product.image.length).toBeGreaterThan(0);
      const breadcrumbs = jsonLd.find((item) => item['@type'] === 'BreadcrumbList');
      expect(breadcrumbs.itemListElement.map((step: { name: string }) => step.name)).toEqual([
        'Home',
        expect.any(String),
        DEMO_TEE,
      ]);
    });

    it('gives the home page its Organization and a WebSite search action', async () => {
      const { page } = crawler;
      await page.goto('/');
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
        JSON.parse(text),
      );
      expect(jsonLd.find((item) => item['@type'] === 'Organization')).toMatchObject({ name: 'ThreadFit' });
      expect(jsonLd.find((item) => item['@type'] === 'WebSite')).toMatchObject({
        potentialAction: { '@type': 'SearchAction' },
      });
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

  it('lists every product page once in the sitemap, and keeps crawlers out of private pages', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]*\/products\/[^<?]+)<\/loc>/g)].map((match) => match[1]);
    const tee = await productNamed(DEMO_TEE);
    expect(listed.filter((url) => url.endsWith(`/products/${tee._id}`))).toHaveLength(1);
    expect(new Set(listed).size).toBe(listed.length);
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    for (const path of ['/admin', '/cart', '/checkout', '/api']) expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toContain('Sitemap: ');
  });

  it('never takes its canonical origin from the Host header', async () => {
    const tee = await productNamed(DEMO_TEE);
    const answer = await fetch(`${baseUrl()}/products/${tee._id}`, { headers: { host: 'evil.example' } });
    expect(await answer.text()).not.toContain('evil.example');
  });
});
