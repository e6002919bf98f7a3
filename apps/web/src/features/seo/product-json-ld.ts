import type { Product, Review } from '@store/contracts';
import { isInStock, offerApplies, sellingPrice } from '../../shared/products/product-rules';
import { CURRENCY, type JsonLd } from './page-head';

/** Where a product stands, as schema.org names it: upcoming ones can be asked for, not bought yet. */
export function schemaAvailability(product: Product): 'InStock' | 'OutOfStock' | 'PreOrder' {
  if (product.isUpcoming) return 'PreOrder';
  return isInStock(product) ? 'InStock' : 'OutOfStock';
}

/** What the shopper pays today (the offer price while an offer runs), as schema.org and Open Graph write it: "799.00". */
export const priceText = (product: Product) => sellingPrice(product).toFixed(2);

/** The last day of the running offer (YYYY-MM-DD), or undefined when none runs or it has no end. */
export const offerEndDate = (product: Product) =>
  offerApplies(product) && product.offerValidUntil ? product.offerValidUntil.slice(0, 10) : undefined;

/** A review Google may show: one with its text and its reviewer's name (an erased reviewer's rating counts only in the average). */
const showable = (review: Review) => Boolean(review.comment?.trim() && review.userId.name);

/**
 * schema.org's Product for Google's product rich results: name, images, description, sku, brand
 * and an Offer (today's price in INR, the offer's last day while one runs, availability, new
 * condition); the rating and the reviews only when there are some.
 */
export function productJsonLd({
  product,
  reviews,
  url,
  images,
}: {
  product: Product;
  reviews: readonly Review[];
  url: string;
  images: string[];
}): JsonLd {
  const validUntil = offerEndDate(product);
  const shown = reviews.filter(showable);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: images,
    description: product.description,
    sku: product._id,
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      url,
      price: priceText(product),
      priceCurrency: CURRENCY,
      ...(validUntil ? { priceValidUntil: validUntil } : {}),
      availability: `https://schema.org/${schemaAvailability(product)}`,
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.totalReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageRating,
            reviewCount: product.totalReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(shown.length
      ? {
          review: shown.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.userId.name },
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            reviewBody: review.comment!.trim(),
            datePublished: review.createdAt,
          })),
        }
      : {}),
  };
}
