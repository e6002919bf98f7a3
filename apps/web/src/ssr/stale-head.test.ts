import { dropPageHeadOnNavigation } from './stale-head';

type Listener = (state: { location: { pathname: string; search: string } }) => void;

function fakeRouter(pathname: string, search = '') {
  const listeners: Listener[] = [];
  return {
    state: { location: { pathname, search } },
    subscribe: (listener: Listener) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
    go: (to: string, query = '') =>
      [...listeners].forEach((listener) => listener({ location: { pathname: to, search: query } })),
  };
}

describe('the server page head after navigating inside the app', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<title>Tee | ThreadFit</title><meta name="description" content="A tee" />' +
      '<link rel="canonical" href="https://threadfit.in/products/1" /><meta property="og:title" content="Tee" />' +
      '<meta property="product:price:amount" content="599.00" /><meta name="twitter:card" content="summary_large_image" />' +
      '<script type="application/ld+json">{"@type":"Product"}</script>';
  });

  it('stays while the shopper is on the page the server rendered (a hash or the same URL again)', () => {
    const router = fakeRouter('/products/1');
    dropPageHeadOnNavigation(router as never, document);
    router.go('/products/1');
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull();
  });

  it('is removed at the first move to another page, keeping the title and description the screens set', () => {
    const router = fakeRouter('/products/1');
    dropPageHeadOnNavigation(router as never, document);
    router.go('/collections', '?category=topwear');
    expect(
      document.head.querySelector('link[rel="canonical"], meta[property], meta[name^="twitter:"], script'),
    ).toBeNull();
    expect(document.head.querySelector('title')?.textContent).toBe('Tee | ThreadFit');
    expect(document.head.querySelector('meta[name="description"]')).not.toBeNull();
  });
});
