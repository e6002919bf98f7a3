import type { PageHead } from './page-head';

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in an HTML element or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]);

/**
 * JSON (JSON-LD, the server render's handed-over state) safe inside <script>: `<` written \u003c so no `</script>` or `<!--` in a product's text
 * ends the script early (and `>`, `&` and the two line separators JavaScript once refused, for
 * good measure); JSON.parse reads the same value back.
 */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The head's tags as HTML, one a line, every value escaped: <title>, the description, robots,
 * the canonical link, the Open Graph and X card meta tags, and each JSON-LD object in its own
 * <script type="application/ld+json">. For the server to put inside <head>.
 */
export function headTagsHtml(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    ...Object.entries(head.openGraph).map(([key, content]) => meta('property', key, content)),
    ...Object.entries(head.twitter).map(([key, content]) => meta('name', key, content)),
    ...head.jsonLd.map((value) => `<script type="application/ld+json">${scriptSafeJson(value)}</script>`),
  ].join('\n');
}
