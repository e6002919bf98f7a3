import { Global, Module } from '@nestjs/common';
import { productListingProjection, SITEMAP_URLS_PER_FILE, SitemapQuery } from '@store/catalogue';
import { DATABASE, EVENT_STORE } from '@store/platform';
import { rebuildProjection } from '@store/projections';
import { call, createProduct, shopper, startShop, type Shop } from '../support/shop';

const PUBLIC_URL = 'https://threadfit.example';
/** Home, the listing, privacy, terms: the pages listed whatever the catalogue holds. */
const STATIC_PAGES = ['/', '/collections', '/privacy', '/terms'].map((path) => `${PUBLIC_URL}${path}`);
/** Low enough that a few products split the sitemap into an index and its files. */
const URLS_PER_FILE = 12;

@Global()
@Module({ providers: [{ provide: SITEMAP_URLS_PER_FILE, useValue: URLS_PER_FILE }], exports: [SITEMAP_URLS_PER_FILE] })
class SmallSitemapFiles {}

interface Entry {
  loc: string;
  lastmod?: string;
}

const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** The <url> or <sitemap> entries of a sitemap file, in order. */
function entriesOf(xml: string, tag: 'url' | 'sitemap'): Entry[] {
  return [...xml.matchAll(new RegExp(`<${tag}>(.*?)</${tag}>`, 'gs'))].map(([, inner]) => ({
    loc: /<loc>(.*?)<\/loc>/s.exec(inner)![1],
    lastmod: /<lastmod>(.*?)<\/lastmod>/s.exec(inner)?.[1],
  }));
}

describe('/sitemap.xml: every page a search engine may index, under PUBLIC_URL', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop({ PUBLIC_URL: `${PUBLIC_URL}/` }, [SmallSitemapFiles]);
  });
  afterAll(() => shop?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'GET', url, headers: { host: 'attacker.example', ...headers } });

  /** Every page the sitemap lists, through the index and its files when it has one. */
  async function listed(): Promise<Entry[]> {
    const root = await get('/sitemap.xml');
    expect(root.statusCode).toBe(200);
    if (!root.body.includes('<sitemapindex')) return entriesOf(root.body, 'url');
    const files = entriesOf(root.body, 'sitemap');
    const pages: Entry[] = [];
    for (const file of files) {
      const answer = await get(new URL(file.loc).pathname);
      expect(answer.statusCode).toBe(200);
      pages.push(...entriesOf(answer.body, 'url'));
    }
    return pages;
  }

  const productUrl = (id: string) => `${PUBLIC_URL}/products/${id}`;
  const countOf = (entries: Entry[], loc: string) => entries.filter((entry) => entry.loc === loc).length;

  it('lists the home, listing and policy pages, each category with products, and each product once, upcoming ones too, with their last change', async () => {
    const tee = await createProduct(shop, { name: 'Sitemap Tee' });
    const jogger = await createProduct(shop, { name: 'Sitemap Jogger', category: 'bottomwear' });
    const upcoming = await createProduct(shop, { name: 'Sitemap Upcoming', isUpcoming: true });
    expect(upcoming.isUpcoming).toBe(true);

    const answer = await get('/sitemap.xml');
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    const entries = entriesOf(answer.body, 'url');
    expect(entries.map((entry) => entry.loc)).toEqual([
      ...STATIC_PAGES,
      `${PUBLIC_URL}/collections?category=bottomwear`,
      `${PUBLIC_URL}/collections?category=topwear`,
      productUrl(tee._id),
      productUrl(jogger._id),
      productUrl(upcoming._id),
    ]);
    for (const product of [tee, jogger, upcoming]) {
      const { lastmod } = entries.find((entry) => entry.loc === productUrl(product._id))!;
      expect(lastmod).toMatch(W3C_DATETIME);
      expect(Date.parse(lastmod!)).toBeGreaterThanOrEqual(Date.parse(product.createdAt as string) - 1000);
      expect(Date.parse(lastmod!)).toBeLessThanOrEqual(Date.now());
    }
    const listing = entries.find((entry) => entry.loc === `${PUBLIC_URL}/collections`)!;
    expect(listing.lastmod).toBe(entries.find((entry) => entry.loc === productUrl(upcoming._id))!.lastmod);
    expect(entries.find((entry) => entry.loc === `${PUBLIC_URL}/`)!.lastmod).toBeUndefined();
  });

  it('follows product changes without a restart: an edit or a review moves its lastmod, a new product joins, a deleted one leaves', async () => {
    const edited = await createProduct(shop, { name: 'Sitemap Edited' });
    const deleted = await createProduct(shop, { name: 'Sitemap Deleted' });
    const before = await listed();
    const lastmodOf = (entries: Entry[], id: string) => entries.find((entry) => entry.loc === productUrl(id))!.lastmod!;
    expect(countOf(before, productUrl(deleted._id))).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 1100)); // lastmod is written to the second
    const put = await call(shop.app, 'PUT', `/api/products/${edited._id}`, {
      token: shop.admin,
      body: { ...edited, name: 'Sitemap Edited Again', colorVariants: undefined },
    });
    expect(put.status).toBe(200);
    expect((await call(shop.app, 'DELETE', `/api/products/${deleted._id}`, { token: shop.admin })).status).toBe(200);
    const added = await createProduct(shop, { name: 'Sitemap Added' });

    const after = await listed();
    expect(Date.parse(lastmodOf(after, edited._id))).toBeGreaterThan(Date.parse(lastmodOf(before, edited._id)));
    expect(countOf(after, productUrl(deleted._id))).toBe(0);
    expect(countOf(after, productUrl(added._id))).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { token } = await shopper(shop);
    const review = await call(shop.app, 'POST', '/api/reviews', {
      token,
      body: { productId: added._id, rating: 5, comment: 'Fits well and dries fast after a session' },
    });
    expect(review.status).toBe(201);
    expect(Date.parse(lastmodOf(await listed(), added._id))).toBeGreaterThan(Date.parse(lastmodOf(after, added._id)));
  });

  it('becomes an index of /sitemap-1.xml, /sitemap-2.xml ... past the file limit, listing every product exactly once', async () => {
    for (let n = 0; n < URLS_PER_FILE; n += 1) await createProduct(shop, { name: `Sitemap Bulk ${n}` });
    const root = await get('/sitemap.xml');
    expect(root.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(root.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = entriesOf(root.body, 'sitemap');
    expect(files.map((file) => file.loc)).toEqual(files.map((_file, n) => `${PUBLIC_URL}/sitemap-${n + 1}.xml`));
    expect(files.length).toBeGreaterThanOrEqual(2);
    files.forEach((file) => expect(file.lastmod).toMatch(W3C_DATETIME));

    const entries = await listed();
    const products = (await call(shop.app, 'GET', '/api/products', { query: { limit: '100' } })).body
      .products as Array<{ _id: string }>;
    expect(products.length).toBeGreaterThan(URLS_PER_FILE);
    for (const product of products) expect(countOf(entries, productUrl(product._id))).toBe(1);
    expect(new Set(entries.map((entry) => entry.loc)).size).toBe(entries.length);
    expect(entries.length).toBe(STATIC_PAGES.length + 2 + products.length);

    const firstFile = await get('/sitemap-1.xml');
    expect(entriesOf(firstFile.body, 'url')).toHaveLength(URLS_PER_FILE);
    expect(firstFile.headers['content-type']).toBe('application/xml; charset=utf-8');
  });

  it('answers 404 (never a 500) for a sitemap file it does not have, and is not served under /api', async () => {
    const root = entriesOf((await get('/sitemap.xml')).body, 'sitemap');
    for (const url of [`/sitemap-${root.length + 1}.xml`, '/sitemap-0.xml', '/sitemap-01.xml', '/sitemap-x.xml']) {
      const answer = await get(url);
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 404 });
    }
    expect((await get('/api/sitemap.xml')).statusCode).toBe(404);
  });

  it('is public, the same for a signed-in admin, and writes PUBLIC_URL whatever Host or X-Forwarded-Host the request names', async () => {
    const anonymous = await get('/sitemap.xml', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const admin = await get('/sitemap.xml', { authorization: `Bearer ${shop.admin}` });
    expect(anonymous.statusCode).toBe(200);
    expect(admin.body).toBe(anonymous.body);
    expect(anonymous.body).not.toContain('evil.example');
    expect(anonymous.body).not.toContain('localhost');
    const locs = entriesOf(anonymous.body, 'sitemap').map((entry) => entry.loc);
    expect(locs.every((loc) => loc.startsWith(`${PUBLIC_URL}/sitemap-`))).toBe(true);
  });

  it('lists the same pages with the same dates after the listing is rebuilt from the events', async () => {
    const before = (await get('/sitemap.xml')).body;
    const db = shop.app.get(DATABASE);
    await rebuildProjection(productListingProjection, {
      db,
      eventStore: shop.app.get(EVENT_STORE),
      databaseUrl: shop.config.DATABASE_URL,
    });
    // A query of its own: the app's keeps its files, the rebuild having written the same version.
    const fresh = new SitemapQuery(db, shop.config, URLS_PER_FILE);
    try {
      expect((await fresh.file())!.toString()).toBe(before);
      for (const n of [1, 2]) expect((await fresh.file(n))!.toString()).toBe((await get(`/sitemap-${n}.xml`)).body);
    } finally {
      await fresh.onModuleDestroy();
    }
  });
});
