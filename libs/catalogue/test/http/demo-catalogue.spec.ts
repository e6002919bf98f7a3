import { DemoCatalogue } from '../../src';
import { CatalogueTestApp, startCatalogueApp } from '../support/catalogue-test-app';
import { call } from '../support/http';

describe('demo catalogue', () => {
  let t: CatalogueTestApp;
  beforeAll(async () => {
    t = await startCatalogueApp();
  });
  afterAll(() => t?.close());

  it('fills an empty store once, through the commands, with 24 products, offers, sold-out and upcoming items and reviews', async () => {
    const demo = t.app.get(DemoCatalogue);
    expect(await demo.seedIfEmpty()).toBe(24);
    expect(await demo.seedIfEmpty()).toBe(0);
    const deadline = Date.now() + 10_000;
    let listing: any;
    while (Date.now() < deadline) {
      listing = (await call(t.app, 'GET', '/api/products', { query: { limit: '100' } })).body;
      if (listing.total === 24 && listing.products.filter((p: any) => p.totalReviews > 0).length >= 5) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(listing.total).toBe(24);
    const products: any[] = listing.products;
    expect(products.filter((p) => p.isOfferValid).length).toBeGreaterThan(3);
    expect(products.filter((p) => !p.inStock).length).toBe(2);
    expect(products.slice(-2).every((p) => p.isUpcoming)).toBe(true);
    expect(products.filter((p) => p.totalReviews > 0).length).toBeGreaterThanOrEqual(5);
    for (const p of products) {
      expect(p.colorVariants.length).toBeGreaterThanOrEqual(2);
      expect(p.images[0].url).toMatch(/^\/demo\/[a-z]+-[a-z]+\.svg$/);
    }
  });
});
