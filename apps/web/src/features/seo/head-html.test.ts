import { aProduct, aReview } from '../../testing/fixtures';
import { headTagsHtml } from './head-html';
import { notFoundHead } from './site-heads';
import { productHead } from './product-head';

const PUBLIC_URL = 'https://threadfit.example';

/** The tags as a browser parses them inside <head>. */
function parsedHead(html: string): HTMLHeadElement {
  const document = new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    'text/html',
  );
  return document.head;
}

describe('the head as HTML', () => {
  const hostile = aProduct({
    name: 'Tee "Pro" <b>& more</b>',
    description: 'Ends the script early? </script><script>alert(1)</script> <!-- no',
  });
  const head = productHead({
    publicUrl: PUBLIC_URL,
    product: hostile,
    reviews: [aReview({ comment: 'Great </script> tee & <i>soft</i>' })],
  });
  const html = headTagsHtml(head);

  it('writes every tag inside <head>, nothing leaking into the body, with each value read back as given', () => {
    const parsed = parsedHead(html);
    expect(parsed.ownerDocument.body.childNodes).toHaveLength(0);
    expect(parsed.querySelector('title')!.textContent).toBe(head.title);
    expect(parsed.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(head.description);
    expect(parsed.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(head.canonical);
    for (const [key, content] of Object.entries(head.openGraph))
      expect(parsed.querySelector(`meta[property="${key}"]`)!.getAttribute('content')).toBe(content);
    for (const [key, content] of Object.entries(head.twitter))
      expect(parsed.querySelector(`meta[name="${key}"]`)!.getAttribute('content')).toBe(content);
  });

  it('writes each JSON-LD object in its own script, with < escaped as \\u003c, that parses back to the same object', () => {
    const scripts = [...parsedHead(html).querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts).toHaveLength(head.jsonLd.length);
    expect(scripts.map((script) => JSON.parse(script.textContent!))).toEqual(head.jsonLd);
    expect(html).not.toContain('</script><script>alert');
    expect(html).toContain('\\u003c/script\\u003e');
    expect(html.match(/<\/script>/g)).toHaveLength(head.jsonLd.length);
  });

  it('writes the robots tag and no canonical link for the 404 page', () => {
    const parsed = parsedHead(headTagsHtml(notFoundHead()));
    expect(parsed.querySelector('meta[name="robots"]')!.getAttribute('content')).toBe('noindex');
    expect(parsed.querySelector('link[rel="canonical"]')).toBeNull();
    expect(parsed.querySelector('title')!.textContent).toBe('Page not found | ThreadFit');
  });
});
