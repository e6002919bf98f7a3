import { Browser, openBrowser, screenshot } from '../support/browser';
import { firstProductPath, signIn } from '../support/store';

/** A signed-in shopper on a product page: reviews and the wishlist. */
describe('a signed-in shopper on a product page', () => {
  let browser: Browser;
  let productPath: string;

  beforeAll(async () => {
    browser = await openBrowser();
    await signIn(browser.page);
    productPath = await firstProductPath(browser.page);
  });
  afterAll(() => browser.close());

  it('writes a review, edits it and deletes it', async () => {
    const { page } = browser;
    await page.goto(productPath);
    const reviews = page.locator('section[aria-labelledby="reviews-title"]');
    await reviews.getByRole('button', { name: 'Write a Review' }).click();
    const comment = reviews.getByLabel('Your review');

    await comment.fill('Too short');
    await reviews.getByRole('button', { name: 'Submit Review' }).click();
    await reviews.getByText('Review must be at least 10 characters long').waitFor();

    await comment.fill('Great fit for heavy squats, the fabric breathes well.');
    await reviews.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Review submitted successfully!').waitFor();
    await reviews.getByText('Great fit for heavy squats, the fabric breathes well.').first().waitFor();
    await screenshot(page, 'review-written');

    await reviews.getByRole('button', { name: 'Edit', exact: true }).click();
    await reviews.getByLabel('Your review').fill('Great fit, and it survived fifty washes without fading.');
    await reviews.getByRole('button', { name: 'Update Review' }).click();
    await page.getByText('Review updated successfully!').waitFor();
    // The toast can show a frame before the form closes, and the form's textarea still holds the
    // old comment as its text (Playwright's getByText matches it): wait for the closed form.
    await reviews.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    await reviews.getByText('Great fit, and it survived fifty washes without fading.').first().waitFor();
    expect(await reviews.getByText('Great fit for heavy squats, the fabric breathes well.').count()).toBe(0);

    await reviews.getByRole('button', { name: 'Delete', exact: true }).click();
    await reviews.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByText('Review deleted successfully!').waitFor();
    await reviews.getByRole('button', { name: 'Write a Review' }).waitFor();
    expect(await reviews.getByText('Great fit, and it survived fifty washes without fading.').count()).toBe(0);
  });

  it('keeps the wishlist across a reload', async () => {
    const { page } = browser;
    await page.goto(productPath);
    const name = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
    await page.getByText('Added to wishlist').waitFor();

    await page.goto('/wishlist');
    await page.getByText(name).first().waitFor();
    await page.reload();
    await page.getByText(name).first().waitFor();
    expect(await page.getByText('Your wishlist is empty.').count()).toBe(0);
    await screenshot(page, 'wishlist-after-reload');
  });
});
