/** What other modules (and apps/api) may use from the marketing module. */
export { MarketingModule } from './marketing.module';
export { marketingManifest } from './marketing-manifest';
export {
  marketingProjections,
  offerProjection,
  heroImageProjection,
  collectionBannerProjection,
  OFFER_PROJECTION,
  HERO_IMAGE_PROJECTION,
  COLLECTION_BANNER_PROJECTION,
} from './projections/marketing.projections';
export { isOfferActive, OFFER_DEFAULTS } from './domain/offer';
export { kolkataDay } from './domain/kolkata';
export type { OfferEvent, OfferFields } from './domain/offer';
export type { HeroImageEvent } from './domain/hero-images';
export type { BannerEvent, BannerCategory } from './domain/collection-banner';
export type { OfferView, HeroImageView, BannerView } from './queries/views';
