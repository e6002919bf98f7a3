import { Browser, openBrowser, screenshot } from '../support/browser';

describe('the store in a real browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('serves the storefront at /', async () => {
    const { page } = browser;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await page.getByRole('link', { name: 'ThreadFit home' }).waitFor();
    expect(await page.getByText('We ship all over India').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await screenshot(page, 'home');
  });

  it('shows the 404 page with a Go Home link for an unknown path, even on a fresh load', async () => {
    const { page } = browser;
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404); // rendered on the server with its status (#41); the browser takes it over
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('keeps /api answering JSON 404s beside the web app', async () => {
    const response = await browser.page.request.get('/api/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Cannot GET /api/no-such-endpoint' });
  });
});
