import { CATEGORIES, listingPath, STOREFRONT_PAGES, type Product } from '@store/contracts';
import { primaryImage } from '../../shared/products/product-rules';
import { CATEGORY_LABELS } from '../../shared/products/constants';
import { listingQuery } from '../../shared/products/listing-query';
import { absoluteUrl, breadcrumbJsonLd, SITE_NAME, socialTags, summary, titled, type PageHead } from './page-head';

const ALL_PRODUCTS = 'All Products';

/** The listing's heading as its page names it: "Topwear", "All Products", or "Search: tee" (ProductListPage). */
function pageName(category: string | undefined, search: string | undefined): string {
  if (search) return `Search: ${search}`;
  return (category && CATEGORY_LABELS[category]) || ALL_PRODUCTS;
}

function listingDescription(category: string | undefined, search: string | undefined): string {
  if (search)
    return summary(`Results for “${search}” at ${SITE_NAME}: gym wear and everyday fashion, shipped all over India.`);
  const label = category && CATEGORY_LABELS[category];
  if (label)
    return `Shop ${label.toLowerCase()} at ${SITE_NAME}: gym wear and everyday fashion, shipped all over India.`;
  return `Shop all ${SITE_NAME} products: gym wear and everyday fashion for men, shipped all over India.`;
}

/**
 * A listing page's head (/collections and /products with its query string): its title as the
 * page shows it, a canonical URL that keeps only the category, search and page (in that order,
 * at /collections), the first product's image for link previews, and on a category's listing a
 * BreadcrumbList (Home > Category). `products`: the page's products, when the caller has them.
 */
export function listingHead({
  publicUrl,
  params,
  products = [],
}: {
  publicUrl: string;
  params: URLSearchParams;
  products?: readonly Product[];
}): PageHead {
  const { category, search, page } = listingQuery(params);
  const name = pageName(category, search);
  const description = listingDescription(category, search);
  const canonical = absoluteUrl(publicUrl, listingPath({ category, search, page }));
  const first = products[0];
  const image = first ? { url: absoluteUrl(publicUrl, primaryImage(first)), alt: first.name } : undefined;
  const knownCategory = category && (CATEGORIES as readonly string[]).includes(category) ? category : undefined;
  return {
    title: titled(name),
    description,
    canonical,
    ...socialTags({ type: 'website', title: name, description, url: canonical, image }),
    jsonLd: knownCategory
      ? [
          breadcrumbJsonLd([
            { name: 'Home', url: absoluteUrl(publicUrl, STOREFRONT_PAGES.home) },
            {
              name: CATEGORY_LABELS[knownCategory] ?? knownCategory,
              url: absoluteUrl(publicUrl, listingPath({ category: knownCategory })),
            },
          ]),
        ]
      : [],
  };
}
