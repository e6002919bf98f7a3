/** What a page puts in its <head> for search engines and link previews (WhatsApp, Instagram, X). */
export interface PageHead {
  /** The <title>, e.g. "Flex Tee | ThreadFit". */
  title: string;
  /** <meta name="description">. */
  description: string;
  /** <link rel="canonical">: absolute, under the public address; null for a page that has none (404). */
  canonical: string | null;
  /** <meta name="robots">, e.g. 'noindex' on the 404 page; absent: none (index, follow). */
  robots?: string;
  /** <meta property="..."> in order: og:* and product:* (Open Graph). */
  openGraph: Record<string, string>;
  /** <meta name="..."> in order: twitter:* (X's card; WhatsApp reads Open Graph). */
  twitter: Record<string, string>;
  /** Each a <script type="application/ld+json">: schema.org's Product, BreadcrumbList, Organization, WebSite. */
  jsonLd: JsonLd[];
}

export type JsonLd = { '@context'?: string; '@type': string } & Record<string, unknown>;

export const SITE_NAME = 'ThreadFit';
/** The home page's title and description, as index.html has them. */
export const HOME_TITLE = 'ThreadFit | Gym wear and fashion';
export const HOME_DESCRIPTION = 'ThreadFit: premium gym wear and everyday fashion for men, shipped all over India.';
/** Every price is in rupees. */
export const CURRENCY = 'INR';
/** The brand's logo (Organization) when the page has no image of its own. */
export const LOGO_PATH = '/favicon.svg';
/** The most of a description search results and previews show; longer ones are cut at a word. */
export const DESCRIPTION_MAX_LENGTH = 160;

/** "{page} | ThreadFit". */
export const titled = (page: string) => `${page} | ${SITE_NAME}`;

/** An image or page URL made absolute under the public address (an absolute one is kept as it is). */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('//')) return `https:${pathOrUrl}`;
  return `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Text on one line (no runs of white space), cut at a word to at most `max` characters with an ellipsis. */
export function summary(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The Open Graph and X card tags every page has, from its title, description, address and image. */
export function socialTags({
  type,
  title,
  description,
  url,
  image,
}: {
  type: 'website' | 'product';
  title: string;
  description: string;
  url: string | null;
  image?: { url: string; alt: string };
}): Pick<PageHead, 'openGraph' | 'twitter'> {
  return {
    openGraph: {
      'og:type': type,
      'og:site_name': SITE_NAME,
      'og:locale': 'en_IN',
      'og:title': title,
      'og:description': description,
      ...(url ? { 'og:url': url } : {}),
      ...(image ? { 'og:image': image.url, 'og:image:alt': image.alt } : {}),
    },
    twitter: {
      // The large card needs an image; without one, the small card.
      'twitter:card': image ? 'summary_large_image' : 'summary',
      'twitter:title': title,
      'twitter:description': description,
      ...(image ? { 'twitter:image': image.url, 'twitter:image:alt': image.alt } : {}),
    },
  };
}

/** schema.org's BreadcrumbList of these steps (the last one the page itself). */
export function breadcrumbJsonLd(steps: ReadonlyArray<{ name: string; url: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}
