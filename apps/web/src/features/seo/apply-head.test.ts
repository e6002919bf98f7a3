import { aProduct } from '../../testing/fixtures';
import { applyHeadToDocument } from './apply-head';
import { headTagsHtml } from './head-html';
import { listingHead } from './listing-head';
import { productHead } from './product-head';
import { notFoundHead } from './site-heads';

const PUBLIC_URL = 'https://threadfit.example';

/** A document as the server sends a product page: index.html's own tags, then the product's head. */
function serverRenderedDocument(): Document {
  const document = new DOMParser().parseFromString(
    `<!doctype html><html><head>
      <meta charset="UTF-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1.0" />
      <meta name="theme-color" content="#dc2626" />
      <meta name="threadfit:time-zone" content="Asia/Kolkata" />
      ${headTagsHtml(productHead({ publicUrl: PUBLIC_URL, product: aProduct() }))}
    </head><body><div id="root"></div></body></html>`,
    'text/html',
  );
  return document;
}

const metaContent = (document: Document, selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content') ?? null;

describe('applying a head on a client-side navigation', () => {
  it("replaces the product's tags with the listing's, in place, one tag of each kind", () => {
    const document = serverRenderedDocument();
    const listing = listingHead({ publicUrl: PUBLIC_URL, params: new URLSearchParams('category=topwear') });
    applyHeadToDocument(listing, document);

    expect(document.title).toBe('Topwear | ThreadFit');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(metaContent(document, 'meta[name="description"]')).toBe(listing.description);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(
      'https://threadfit.example/collections?category=topwear',
    );
    expect(metaContent(document, 'meta[property="og:type"]')).toBe('website');
    // The product's own tags leave with it.
    expect(document.head.querySelector('meta[property^="product:"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    const scripts = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts.map((script) => JSON.parse(script.textContent!))).toEqual(listing.jsonLd);
  });

  it('leaves the tags it does not own (charset, viewport, theme colour, the store settings) alone', () => {
    const document = serverRenderedDocument();
    applyHeadToDocument(notFoundHead(), document);
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
    expect(metaContent(document, 'meta[name="viewport"]')).toBe('width=device-width, initial-scale=1.0');
    expect(metaContent(document, 'meta[name="theme-color"]')).toBe('#dc2626');
    expect(metaContent(document, 'meta[name="threadfit:time-zone"]')).toBe('Asia/Kolkata');
  });

  it('removes the canonical link and the JSON-LD on the 404 page and adds its robots tag, then restores them on the next product', () => {
    const document = serverRenderedDocument();
    applyHeadToDocument(notFoundHead(), document);
    expect(document.title).toBe('Page not found | ThreadFit');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(metaContent(document, 'meta[name="robots"]')).toBe('noindex');

    const product = productHead({ publicUrl: PUBLIC_URL, product: aProduct({ _id: 'tee-2', name: 'Second Tee' }) });
    applyHeadToDocument(product, document);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(
      'https://threadfit.example/products/tee-2',
    );
    expect(metaContent(document, 'meta[property="product:price:amount"]')).toBe('799.00');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2);
  });

  it('changes nothing when the head is the one the server rendered (the first render after hydration)', () => {
    const document = serverRenderedDocument();
    const before = document.head.innerHTML;
    applyHeadToDocument(productHead({ publicUrl: PUBLIC_URL, product: aProduct() }), document);
    expect(document.head.innerHTML).toBe(before);
  });
});
