import type { BannerCategory } from './domain/collection-banner';

/** Stream names of the marketing module. */
export const offerStream = (offerId: string) => `marketing-offer-${offerId}`;
/** The whole hero image collection: one stream, so a reorder is one atomic append. */
export const HERO_IMAGES_STREAM = 'marketing-hero-images';
export const bannerStream = (category: BannerCategory) => `marketing-collection-banner-${category}`;
