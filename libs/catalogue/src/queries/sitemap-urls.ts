import { listingPath, productPath, STOREFRONT_PAGES } from '@store/contracts';
import type { SitemapUrl } from './sitemap-xml';

/** A product that has a page, and the last change to what its page shows (not its stock). */
export interface ProductPage {
  id: string;
  category: string;
  changedAt: Date;
}

/**
 * The storefront's pages in the sitemap's order: home, the whole listing (its lastmod the latest
 * product change), the policies, the listing of each category that has products (its latest
 * product change), then every product in the order given.
 */
export function sitemapUrls(products: readonly ProductPage[]): SitemapUrl[] {
  const categoryChanged = new Map<string, Date>();
  let anyChanged: Date | undefined;
  const productUrls = products.map(({ id, category, changedAt }) => {
    const lastmod = new Date(changedAt);
    const before = categoryChanged.get(category);
    if (!before || lastmod > before) categoryChanged.set(category, lastmod);
    if (!anyChanged || lastmod > anyChanged) anyChanged = lastmod;
    return { path: productPath(id), lastmod };
  });
  const categoryUrls = [...categoryChanged.keys()]
    .sort()
    .map((category) => ({ path: listingPath({ category }), lastmod: categoryChanged.get(category) }));
  return [
    { path: STOREFRONT_PAGES.home },
    { path: STOREFRONT_PAGES.listing, lastmod: anyChanged },
    { path: STOREFRONT_PAGES.privacy },
    { path: STOREFRONT_PAGES.terms },
    ...categoryUrls,
    ...productUrls,
  ];
}
