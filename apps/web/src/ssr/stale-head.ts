import type { DataRouter as Router } from 'react-router-dom';

/** The head tags a server-rendered page carries for crawlers and link previews (features/seo). */
const PAGE_HEAD_TAGS =
  'link[rel="canonical"], meta[name="robots"], meta[property^="og:"], meta[property^="product:"], meta[name^="twitter:"], script[type="application/ld+json"]';

/**
 * After the first navigation inside the app, the server's canonical URL, previews and JSON-LD
 * describe a page the shopper left: they are removed (crawlers and previews read each URL from
 * the server; the title follows every screen through usePageTitle).
 */
export function dropPageHeadOnNavigation(router: Pick<Router, 'subscribe' | 'state'>, document: Document): void {
  const first = router.state.location;
  const unsubscribe = router.subscribe((state) => {
    if (state.location.pathname === first.pathname && state.location.search === first.search) return;
    document.head.querySelectorAll(PAGE_HEAD_TAGS).forEach((tag) => tag.remove());
    unsubscribe();
  });
}
