import { formatRupees, productPath, STOREFRONT_PAGES, listingPath, type Product, type Review } from '@store/contracts';
import { defaultColourOption, imagesFor, primaryImage, struckPrice } from '../../shared/products/product-rules';
import { CATEGORY_LABELS, PRODUCT_TEXT } from '../../shared/products/constants';
import { absoluteUrl, breadcrumbJsonLd, CURRENCY, socialTags, summary, titled, type PageHead } from './page-head';
import { priceText, productJsonLd, schemaAvailability } from './product-json-ld';

/** Open Graph's words for the availability (product:availability). */
const OG_AVAILABILITY = { InStock: 'in stock', OutOfStock: 'out of stock', PreOrder: 'preorder' } as const;

/** The price line a link preview shows: "₹799.00", or during an offer "₹799.00 (was ₹999.00)". */
function priceLine(product: Product): string {
  const struck = struckPrice(product);
  const price = formatRupees(Number(priceText(product)));
  return struck === null ? price : `${price} (was ${formatRupees(struck)})`;
}

/** "₹799.00. Coming Soon. Sweat-wicking training tee…": what a search result and a WhatsApp preview show under the name. */
function productDescription(product: Product): string {
  const availability = schemaAvailability(product);
  const state =
    availability === 'PreOrder' ? PRODUCT_TEXT.upcoming : availability === 'OutOfStock' ? PRODUCT_TEXT.outOfStock : '';
  return summary([priceLine(product), state, product.description].filter(Boolean).join('. '));
}

/**
 * A product page's head: "{name} | ThreadFit", its one canonical URL (whatever query string the
 * request had), Open Graph product tags with today's price in INR and its first image, X's large
 * card, and JSON-LD Product and BreadcrumbList (Home > Category > Product). `reviews`: the first
 * page the page shows.
 */
export function productHead({
  publicUrl,
  product,
  reviews = [],
}: {
  publicUrl: string;
  product: Product;
  reviews?: readonly Review[];
}): PageHead {
  const canonical = absoluteUrl(publicUrl, productPath(product._id));
  const description = productDescription(product);
  const image = { url: absoluteUrl(publicUrl, primaryImage(product)), alt: product.name };
  const images = imagesFor(product, defaultColourOption(product)).map((picture) => absoluteUrl(publicUrl, picture.url));
  const category = CATEGORY_LABELS[product.category];
  const social = socialTags({ type: 'product', title: product.name, description, url: canonical, image });
  return {
    title: titled(product.name),
    description,
    canonical,
    openGraph: {
      ...social.openGraph,
      'product:brand': product.brand,
      'product:availability': OG_AVAILABILITY[schemaAvailability(product)],
      'product:condition': 'new',
      'product:retailer_item_id': product._id,
      'product:price:amount': priceText(product),
      'product:price:currency': CURRENCY,
    },
    twitter: social.twitter,
    jsonLd: [
      productJsonLd({ product, reviews, url: canonical, images: images.length ? images : [image.url] }),
      breadcrumbJsonLd([
        { name: 'Home', url: absoluteUrl(publicUrl, STOREFRONT_PAGES.home) },
        ...(category
          ? [{ name: category, url: absoluteUrl(publicUrl, listingPath({ category: product.category })) }]
          : []),
        { name: product.name, url: canonical },
      ]),
    ],
  };
}
