import { scriptSafeJson } from './head-html';
import type { PageHead } from './page-head';

/** The tags a page head owns besides <title>, description, robots and canonical: the Open Graph and X card ones. */
const SOCIAL_META = 'meta[property^="og:"], meta[property^="product:"], meta[name^="twitter:"]';
const JSON_LD = 'script[type="application/ld+json"]';

/** The <meta> with this name or property, created at the end of <head> when missing. */
function metaTag(document: Document, attribute: 'name' | 'property', key: string): HTMLMetaElement {
  const existing = [...document.head.querySelectorAll<HTMLMetaElement>(`meta[${attribute}]`)].find(
    (tag) => tag.getAttribute(attribute) === key,
  );
  if (existing) return existing;
  const created = document.createElement('meta');
  created.setAttribute(attribute, key);
  document.head.appendChild(created);
  return created;
}

/** Sets a <meta>'s content, or removes the tag when the page has no value for it. */
function setMeta(document: Document, attribute: 'name' | 'property', key: string, content: string | undefined) {
  if (content === undefined) {
    [...document.head.querySelectorAll(`meta[${attribute}]`)]
      .filter((tag) => tag.getAttribute(attribute) === key)
      .forEach((tag) => tag.remove());
    return;
  }
  metaTag(document, attribute, key).setAttribute('content', content);
}

function setCanonical(document: Document, href: string | null) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === null) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.setAttribute('rel', 'canonical');
    document.head.appendChild(link);
  }
  link.setAttribute('href', href);
}

/** The JSON-LD scripts become the head's, in order: the existing ones rewritten, extra ones removed, missing ones added. */
function setJsonLd(document: Document, values: PageHead['jsonLd']) {
  const scripts = [...document.head.querySelectorAll<HTMLScriptElement>(JSON_LD)];
  scripts.slice(values.length).forEach((script) => script.remove());
  values.forEach((value, index) => {
    let script = scripts[index];
    if (!script) {
      script = document.createElement('script');
      script.setAttribute('type', 'application/ld+json');
      document.head.appendChild(script);
    }
    const text = scriptSafeJson(value);
    if (script.textContent !== text) script.textContent = text;
  });
}

/**
 * Brings the document's head to this page's after a client-side navigation, changing tags in
 * place (the ones the server rendered included): the title, description, robots, canonical link,
 * the Open Graph and X card tags (a tag the new page lacks is removed) and the JSON-LD scripts.
 * Tags the head does not own (charset, viewport, theme colour, the store's settings) are left alone.
 */
export function applyHeadToDocument(head: PageHead, document: Document): void {
  document.title = head.title;
  setMeta(document, 'name', 'description', head.description);
  setMeta(document, 'name', 'robots', head.robots);
  setCanonical(document, head.canonical);
  const wanted = new Set([...Object.keys(head.openGraph), ...Object.keys(head.twitter)]);
  document.head.querySelectorAll<HTMLMetaElement>(SOCIAL_META).forEach((tag) => {
    const key = tag.getAttribute('property') ?? tag.getAttribute('name') ?? '';
    if (!wanted.has(key)) tag.remove();
  });
  Object.entries(head.openGraph).forEach(([key, content]) => setMeta(document, 'property', key, content));
  Object.entries(head.twitter).forEach(([key, content]) => setMeta(document, 'name', key, content));
  setJsonLd(document, head.jsonLd);
}
