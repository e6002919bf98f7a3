import { STOREFRONT_PAGES, type ProductImage } from '@store/contracts';
import { SOCIAL_PROFILE, SUPPORT_EMAIL } from '../../shared/contact';
import {
  absoluteUrl,
  HOME_DESCRIPTION,
  HOME_TITLE,
  LOGO_PATH,
  SITE_NAME,
  socialTags,
  titled,
  type PageHead,
} from './page-head';

/** The search URL a search engine's box fills in (the listing's `search` parameter, as the header's search box sends it). */
const SEARCH_TERM = '{search_term_string}';

/**
 * The home page's head: the title and description of index.html, and JSON-LD Organization (name,
 * address, logo, Instagram, support e-mail) and WebSite with a SearchAction into the listing's
 * search. `image`: a picture for link previews, e.g. the first active hero image's (absolute or a site path).
 */
export function homeHead({ publicUrl, image }: { publicUrl: string; image?: ProductImage }): PageHead {
  const home = absoluteUrl(publicUrl, STOREFRONT_PAGES.home);
  const searchTarget = `${absoluteUrl(publicUrl, STOREFRONT_PAGES.listing)}?search=${SEARCH_TERM}`;
  return {
    title: HOME_TITLE,
    description: HOME_DESCRIPTION,
    canonical: home,
    ...socialTags({
      type: 'website',
      title: HOME_TITLE,
      description: HOME_DESCRIPTION,
      url: home,
      image: image && { url: absoluteUrl(publicUrl, image.url), alt: image.altText },
    }),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SITE_NAME,
        url: home,
        logo: absoluteUrl(publicUrl, LOGO_PATH),
        sameAs: [SOCIAL_PROFILE.url],
        email: SUPPORT_EMAIL,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_NAME,
        url: home,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: searchTarget },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

const POLICIES = {
  privacy: {
    name: 'Privacy Policy',
    path: STOREFRONT_PAGES.privacy,
    description: `How ${SITE_NAME} collects, uses and protects your personal data.`,
  },
  terms: {
    name: 'Terms of Service',
    path: STOREFRONT_PAGES.terms,
    description: `The terms of using the ${SITE_NAME} online store and of the purchases you make on it.`,
  },
} as const;

/** /privacy or /terms: the title its page shows, and its canonical URL. */
export function policyHead({ publicUrl, page }: { publicUrl: string; page: keyof typeof POLICIES }): PageHead {
  const { name, path, description } = POLICIES[page];
  const canonical = absoluteUrl(publicUrl, path);
  return {
    title: titled(name),
    description,
    canonical,
    ...socialTags({ type: 'website', title: name, description, url: canonical }),
    jsonLd: [],
  };
}

/** The 404 page: "Page not found | ThreadFit", no canonical, and kept out of the index. */
export function notFoundHead(): PageHead {
  const name = 'Page not found';
  const description = 'The page you are looking for does not exist or has moved.';
  return {
    title: titled(name),
    description,
    canonical: null,
    robots: 'noindex',
    ...socialTags({ type: 'website', title: name, description, url: null }),
    jsonLd: [],
  };
}
