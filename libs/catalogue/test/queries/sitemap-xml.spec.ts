/** @jest-environment jsdom */
import { sitemapUrls } from '../../src/queries/sitemap-urls';
import { sitemapFiles, urlsetXml, w3cDatetime, xmlEscape } from '../../src/queries/sitemap-xml';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The document a crawler's XML parser reads (jsdom's DOMParser), failing on anything not well formed. */
function parsed(xml: Buffer | string): Document {
  const document = new DOMParser().parseFromString(xml.toString(), 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}
const locsOf = (document: Document) => [...document.getElementsByTagNameNS(NS, 'loc')].map((loc) => loc.textContent);

describe('the sitemap XML', () => {
  it('escapes every character XML gives a meaning to', () => {
    expect(xmlEscape(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    const document = parsed(urlsetXml('https://x.example/a&b', [{ path: '/collections?category=<top>&search="tee"' }]));
    expect(locsOf(document)).toEqual(['https://x.example/a&b/collections?category=<top>&search="tee"']);
  });

  it('writes lastmod in the W3C Datetime form, to the second, and leaves it out when unknown', () => {
    expect(w3cDatetime(new Date('2026-03-05T10:20:30.456Z'))).toBe('2026-03-05T10:20:30Z');
    const document = parsed(
      urlsetXml('https://x.example', [{ path: '/' }, { path: '/p', lastmod: new Date('2026-01-02T03:04:05Z') }]),
    );
    const urls = [...document.getElementsByTagNameNS(NS, 'url')];
    expect(urls.map((url) => url.getElementsByTagNameNS(NS, 'lastmod')[0]?.textContent ?? null)).toEqual([
      null,
      '2026-01-02T03:04:05Z',
    ]);
  });

  it('is one urlset up to the limit, and past it an index of files of at most the limit, each with its latest change', () => {
    const urls = Array.from({ length: 7 }, (_, n) => ({
      path: `/products/${n}`,
      lastmod: new Date(Date.UTC(2026, 0, 1 + n)),
    }));
    const single = sitemapFiles('https://x.example', urls, 7);
    expect(single.pages).toEqual([]);
    expect(parsed(single.root).documentElement.localName).toBe('urlset');
    expect(locsOf(parsed(single.root))).toHaveLength(7);

    const split = sitemapFiles('https://x.example', urls, 3);
    const index = parsed(split.root);
    expect(index.documentElement.localName).toBe('sitemapindex');
    expect(index.documentElement.namespaceURI).toBe(NS);
    expect(locsOf(index)).toEqual([1, 2, 3].map((n) => `https://x.example/sitemap-${n}.xml`));
    expect([...index.getElementsByTagNameNS(NS, 'lastmod')].map((lastmod) => lastmod.textContent)).toEqual([
      '2026-01-03T00:00:00Z',
      '2026-01-06T00:00:00Z',
      '2026-01-07T00:00:00Z',
    ]);
    expect(split.pages.map((page) => locsOf(parsed(page)))).toEqual([
      ['/products/0', '/products/1', '/products/2'].map((path) => `https://x.example${path}`),
      ['/products/3', '/products/4', '/products/5'].map((path) => `https://x.example${path}`),
      ['https://x.example/products/6'],
    ]);
  });
});

describe('the pages the sitemap lists', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));

  it('lists home, the listing, the policies, each category with products (sorted) and each product, in the order given', () => {
    const urls = sitemapUrls([
      { id: 'b', category: 'topwear', changedAt: at(3) },
      { id: 'a', category: 'bottomwear', changedAt: at(5) },
      { id: 'c', category: 'topwear', changedAt: at(4) },
    ]);
    expect(urls).toEqual([
      { path: '/' },
      { path: '/collections', lastmod: at(5) },
      { path: '/privacy' },
      { path: '/terms' },
      { path: '/collections?category=bottomwear', lastmod: at(5) },
      { path: '/collections?category=topwear', lastmod: at(4) },
      { path: '/products/b', lastmod: at(3) },
      { path: '/products/a', lastmod: at(5) },
      { path: '/products/c', lastmod: at(4) },
    ]);
  });

  it('lists no category listing and no date for the listing of an empty catalogue', () => {
    expect(sitemapUrls([])).toEqual([
      { path: '/' },
      { path: '/collections', lastmod: undefined },
      { path: '/privacy' },
      { path: '/terms' },
    ]);
  });
});
