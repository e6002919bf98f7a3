import { DemoCatalogue } from '../../src';
import { waitForProjections } from '@store/projections';
import { PRODUCT_LISTING_PROJECTION } from '../../src/projections/catalogue.projections';
import { CatalogueTestApp, startCatalogueApp } from '../support/catalogue-test-app';
import { adminToken, call } from '@store/identity/testing';
import type { EventStore } from '@store/eventstore';
import { EVENT_STORE } from '@store/platform';

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
    // Every seeding event (products, stock, reviews) projected before the listing is read.
    expect(
      await waitForProjections(t.db, [PRODUCT_LISTING_PROJECTION], demo.lastPosition!, { timeoutMs: 30_000 }),
    ).toBe(true);
    const listing: any = (await call(t.app, 'GET', '/api/products', { query: { limit: '100' } })).body;
    expect(listing.total).toBe(24);
    const products: any[] = listing.products;
    expect(products.filter((p) => p.isOfferValid).length).toBeGreaterThan(3);
    expect(products.filter((p) => !p.inStock).length).toBe(2);
    expect(products.slice(-2).every((p) => p.isUpcoming)).toBe(true);
    expect(products.filter((p) => p.totalReviews > 0).length).toBeGreaterThanOrEqual(5);
    // The demo reviewers' names are sealed like a user's, under keys of their own, and open.
    const reviewed = products.find((p) => p.totalReviews > 0);
    const reviews: any[] = (await call(t.app, 'GET', `/api/reviews/${reviewed._id}`)).body.reviews;
    expect(reviews.map((review) => review.userId.name)).toContain('Rohit Sharma');
    for (const p of products) {
      expect(p.colorVariants.length).toBeGreaterThanOrEqual(2);
      expect(p.images[0].url).toMatch(/^\/demo\/[a-z]+-[a-z]+\.svg$/);
    }
  });

  it('imports its own export back as it is: every product unchanged, nothing written but the import', async () => {
    const admin = await adminToken(t);
    const head = await t.app.get<EventStore>(EVENT_STORE).headPosition();
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/export',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const applied = await call(t.app, 'POST', '/api/admin/catalogue/import', {
      token: admin.token,
      query: { dryRun: 'false' },
      body: { csv: exported.body },
    });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ products: 24, created: 0, updated: 0, unchanged: 24 });
    const written = (await t.app.get<EventStore>(EVENT_STORE).readAll({ after: head ?? 'start' })).filter(
      (event) => event.metadata.correlationId === applied.body.importId,
    );
    expect(written.map((event) => event.type)).toEqual(['CatalogueImported']);
  });
});
