import AxeBuilder from '@axe-core/playwright';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { Browser, openBrowser, screenshot } from '../support/browser';
import { logInWithForm } from '../support/store';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const files = mkdtempSync(path.join(tmpdir(), 'admin-marketing-e2e-'));
const png = (name: string) => {
  const file = path.join(files, name);
  writeFileSync(file, PNG);
  return file;
};
const isoDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);

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

/** The storefront as a new visitor sees it (fresh profile: no session caches, no dismissed popup). */
async function asVisitor<T>(look: (page: Page) => Promise<T>): Promise<T> {
  const visitor = await openBrowser();
  try {
    return await look(visitor.page);
  } finally {
    await visitor.close();
  }
}

/** Issue #14 in a browser: the offer, hero images and collection banners, as the start-up admin through /login. */
describe('admin back office: offers, hero images, collection banners', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
    await browser.page.goto('/login');
    await logInWithForm(browser.page, 'admin@threadfit.in', 'Admin@12345');
    await browser.page.waitForURL((url) => url.pathname === '/admin/products');
  });
  afterAll(() => browser.close());

  it('creates the offer and then edits it, and the storefront popup shows it', async () => {
    const { page } = browser;
    await page.goto('/admin/offers');
    await page.getByRole('heading', { name: 'Manage Offers' }).waitFor();
    await page.getByText('No active offer found').waitFor();
    expect(await page.getByLabel(/^Title/).isDisabled()).toBe(true);
    await screenshot(page, 'admin-offers-empty');
    await page.getByRole('button', { name: 'Create Offer' }).click();
    expect(await page.getByLabel('Badge Text').inputValue()).toBe('LIMITED TIME OFFER');
    await page.getByLabel(/^Title/).fill('Monsoon Gym Sale');
    await page.getByLabel(/^Discount/).fill('25% OFF');
    await page.getByLabel(/^Description/).fill('A quarter off all training wear this week.');
    await page.getByLabel(/^Valid From/).fill(isoDay(1));
    await page.getByLabel(/^Valid Until/).fill(isoDay(-1));
    await page.getByLabel(/^CTA Text/).fill('Shop Now');
    await page.getByLabel(/^CTA Link/).fill('/collections');
    await page.getByLabel('Display Delay (ms)').fill('500');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('End date must be after start date.').first().waitFor();
    await page.getByLabel(/^Valid From/).fill(isoDay(-1));
    await page.getByLabel(/^Valid Until/).fill(isoDay(7));
    await page.getByRole('figure', { name: 'Offer preview' }).getByText('25% OFF').waitFor();
    await screenshot(page, 'admin-offers-form');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Offer created successfully!').first().waitFor();
    await page.getByText('Active', { exact: true }).first().waitFor();

    await page.getByRole('button', { name: 'Edit Offer' }).click();
    await page.getByLabel(/^Title/).fill('Mega Monsoon Sale');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByText('Offer updated successfully!').first().waitFor();
    await page.getByRole('heading', { name: 'Mega Monsoon Sale' }).waitFor();
    expect(await page.getByLabel(/^Title/).inputValue()).toBe('Mega Monsoon Sale');
    expect(await page.getByLabel(/^Title/).isDisabled()).toBe(true);
    await screenshot(page, 'admin-offers');

    await asVisitor(async (visitor) => {
      await visitor.goto('/');
      const popup = visitor.getByRole('dialog').filter({ hasText: 'Mega Monsoon Sale' });
      await popup.waitFor({ timeout: 10_000 });
      await popup.getByText('25% OFF').first().waitFor();
      await screenshot(visitor, 'admin-offer-popup-on-storefront');
    });
  });

  it('adds three hero images, reorders them and the home carousel follows the order', async () => {
    const { page } = browser;
    await page.goto('/admin/hero-images');
    await page.getByText('No hero images found. Add some images to get started.').waitFor();
    await page.getByRole('button', { name: 'Add Images' }).click();
    await page
      .locator('input[aria-label="Choose hero images"]')
      .setInputFiles([png('hero-a.png'), png('hero-b.png'), png('hero-c.png')]);
    await page.getByText('Successfully added 3 image(s)!').first().waitFor();
    const cards = page.getByRole('list', { name: 'Hero images' });
    await cards.getByRole('heading', { name: 'Hero Image 3' }).waitFor();
    expect(await page.getByRole('button', { name: 'Move Hero Image 1 up' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Move Hero Image 3 down' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Move Hero Image 1 down' }).click();
    await page.getByText('Hero images reordered successfully!').first().waitFor();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('ul[aria-label="Hero images"] h2')].map((h) => h.textContent).join() ===
        'Hero Image 2,Hero Image 1,Hero Image 3',
    );
    // Added images promise what the slide shows: no headline, a 'Shop Now' button to /collections.
    await cards.getByText('No headline on the slide · Button: Shop Now → /collections').first().waitFor();
    await page.getByRole('button', { name: 'Edit Hero Image 3' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Hero Image' });
    await edit.getByLabel('Title').fill('Monsoon Drop');
    await edit.getByLabel('Text', { exact: true }).fill('Fresh drops for the season');
    await edit.getByLabel('Link').fill('/collections?category=topwear');
    await edit.getByLabel('Button text').fill('Shop Tees');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Hero image updated successfully!').first().waitFor();
    await cards.getByText('Headline: Monsoon Drop · Button: Shop Tees → /collections?category=topwear').waitFor();
    await screenshot(page, 'admin-hero-images');
    expect(await seriousViolations(page)).toEqual([]);

    await asVisitor(async (visitor) => {
      await visitor.goto('/');
      const carousel = visitor.getByRole('region', { name: 'Featured collections' });
      await carousel.scrollIntoViewIfNeeded();
      const first = carousel.locator('[aria-roledescription="slide"]').first().locator('img');
      await first.waitFor({ state: 'attached' });
      const alts = await carousel
        .locator('[aria-roledescription="slide"] img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
      expect(alts).toEqual(['Hero Image 2', 'Hero Image 1', 'Hero Image 3']);
      // No placeholder headline: only the edited slide has one; every slide has its button, to /collections unless set.
      expect(await carousel.locator('[aria-roledescription="slide"] h2').allTextContents()).toEqual(['Monsoon Drop']);
      expect(await carousel.getByText(/Hero Image/i).count()).toBe(0);
      const buttons = await carousel
        .locator('[aria-roledescription="slide"] a')
        .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
      expect(buttons).toEqual([
        ['Shop Now', '/collections'],
        ['Shop Now', '/collections'],
        ['Shop Tees', '/collections?category=topwear'],
      ]);
      const firstSlide = carousel.getByRole('group', { name: '1 of 3' });
      await firstSlide.getByRole('link', { name: 'Shop Now' }).waitFor();
      expect(await firstSlide.getByRole('heading').count()).toBe(0);
      expect(await firstSlide.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/collections');
      await screenshot(visitor, 'admin-hero-carousel-on-home');
    });

    await page.getByRole('button', { name: 'Delete Monsoon Drop' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Hero Image?' });
    await confirm.getByText('Are you sure you want to delete this hero image? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Hero image deleted successfully!').first().waitFor();
  });

  it('sets a collection banner, sees it on the home page and deletes it', async () => {
    const { page } = browser;
    await page.goto('/admin/collection-banners');
    await page.getByRole('article', { name: 'Topwear' }).getByText('No banner set').waitFor();
    const submit = page.getByRole('button', { name: 'Update Topwear Banner' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByText('Recommended size: 800x400px').waitFor();
    await page.locator('input[aria-label="Upload banner image"]').setInputFiles(png('banner.png'));
    await page.getByText('Image uploaded successfully!').first().waitFor();
    await page.getByRole('img', { name: 'Banner preview' }).waitFor();
    await page.getByLabel('Title (optional)').fill('Topwear for lifting days');
    await submit.click();
    await page.getByText('Topwear banner updated successfully!').first().waitFor();
    await page.getByRole('article', { name: 'Topwear' }).getByRole('img', { name: 'Topwear Collection' }).waitFor();
    await screenshot(page, 'admin-collection-banners');
    expect(await seriousViolations(page)).toEqual([]);

    const src = await page.getByRole('article', { name: 'Topwear' }).getByRole('img').getAttribute('src');
    await asVisitor(async (visitor) => {
      await visitor.goto('/');
      const tile = visitor.getByRole('img', { name: 'Topwear Collection' }).first();
      await tile.scrollIntoViewIfNeeded();
      await visitor.waitForFunction(
        (url) => [...document.querySelectorAll('img')].some((image) => image.getAttribute('src') === url),
        src,
      );
      await screenshot(visitor, 'admin-banner-on-home');
    });

    await page.getByRole('button', { name: 'Delete Topwear banner' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Banner?' });
    await confirm.getByText('Are you sure you want to delete this banner?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Banner deleted successfully!').first().waitFor();
    await page.getByRole('article', { name: 'Topwear' }).getByText('No banner set').waitFor();
  });
});
