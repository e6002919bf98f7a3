// The sitemap protocol's XML (https://www.sitemaps.org/protocol.html): one file of URLs, or an
// index of files once there are more URLs than one file may hold.

/** The most URLs one sitemap file may list (the protocol's limit). */
export const SITEMAP_URL_LIMIT = 50_000;

/** A page of the store: its path (with its query, if any) under the public address, and when it last changed. */
export interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

/** /sitemap.xml, and when it is an index, the files it points at (/sitemap-1.xml is pages[0]). */
export interface SitemapFiles {
  root: Buffer;
  pages: Buffer[];
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data or an attribute value. */
export const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char]);

/** A moment in the W3C Datetime form the protocol asks for, to the second: 2026-03-05T10:20:30Z. */
export const w3cDatetime = (moment: Date) => moment.toISOString().replace(/\.\d{3}Z$/, 'Z');

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entry(tag: 'url' | 'sitemap', loc: string, lastmod: Date | undefined): string {
  const modified = lastmod ? `<lastmod>${w3cDatetime(lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${xmlEscape(loc)}</loc>${modified}</${tag}>\n`;
}

/** A <urlset> of these pages, each an absolute URL under publicUrl. */
export function urlsetXml(publicUrl: string, urls: readonly SitemapUrl[]): string {
  const body = urls.map((url) => entry('url', `${publicUrl}${url.path}`, url.lastmod)).join('');
  return `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n${body}</urlset>\n`;
}

/** A <sitemapindex> of /sitemap-1.xml ... /sitemap-N.xml, each with the latest change of its pages. */
export function sitemapIndexXml(publicUrl: string, files: readonly (readonly SitemapUrl[])[]): string {
  const body = files.map((urls, n) => entry('sitemap', `${publicUrl}/sitemap-${n + 1}.xml`, latest(urls))).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${body}</sitemapindex>\n`;
}

/** The latest of these pages' changes, or undefined when none has a date. */
export function latest(urls: readonly SitemapUrl[]): Date | undefined {
  let last: Date | undefined;
  for (const { lastmod } of urls) if (lastmod && (!last || lastmod > last)) last = lastmod;
  return last;
}

/**
 * The store's sitemap: one file while the pages fit in `limit` URLs; past that, an index at
 * /sitemap.xml and the pages in files of `limit` URLs each, in the order given.
 */
export function sitemapFiles(publicUrl: string, urls: readonly SitemapUrl[], limit = SITEMAP_URL_LIMIT): SitemapFiles {
  if (urls.length <= limit) return { root: Buffer.from(urlsetXml(publicUrl, urls)), pages: [] };
  const chunks: SitemapUrl[][] = [];
  for (let start = 0; start < urls.length; start += limit) chunks.push(urls.slice(start, start + limit));
  return {
    root: Buffer.from(sitemapIndexXml(publicUrl, chunks)),
    pages: chunks.map((chunk) => Buffer.from(urlsetXml(publicUrl, chunk))),
  };
}
