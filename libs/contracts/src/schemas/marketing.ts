import { Type, type Static } from '@sinclair/typebox';
import { IsoTimestamp, Nullable, SuccessResponse } from './common';

/** Spec section 3, Offer. Dates are YYYY-MM-DD. */
export const OfferSchema = Type.Object(
  {
    _id: Type.String(),
    title: Type.String(),
    discount: Type.String(),
    description: Type.String(),
    validFrom: Type.String(),
    validUntil: Type.String(),
    badgeText: Type.String(),
    showBadge: Type.Boolean(),
    ctaText: Type.String(),
    ctaLink: Type.String(),
    terms: Type.String(),
    delay: Type.Integer({ minimum: 0 }),
    showOncePerSession: Type.Boolean(),
    isActive: Type.Boolean(),
    createdAt: IsoTimestamp,
    updatedAt: IsoTimestamp,
  },
  { $id: 'Offer' },
);
export type Offer = Static<typeof OfferSchema>;

export const OfferResponseSchema = SuccessResponse('OfferResponse', {
  offer: Nullable(OfferSchema),
  message: Type.Optional(Type.String()),
});
export type OfferResponse = Static<typeof OfferResponseSchema>;

export const OffersResponseSchema = SuccessResponse('OffersResponse', { offers: Type.Array(OfferSchema) });
export type OffersResponse = Static<typeof OffersResponseSchema>;

/** Spec section 3, Hero image. */
export const HeroImageSchema = Type.Object(
  {
    _id: Type.String(),
    title: Type.String(),
    description: Type.String(),
    image: Type.Object({ url: Type.String(), altText: Type.String() }),
    link: Type.String(),
    buttonText: Type.String(),
    isActive: Type.Boolean(),
    order: Type.Integer({ minimum: 0 }),
    createdAt: IsoTimestamp,
    updatedAt: IsoTimestamp,
  },
  { $id: 'HeroImage' },
);
export type HeroImage = Static<typeof HeroImageSchema>;

export const HeroImagesResponseSchema = SuccessResponse('HeroImagesResponse', {
  heroImages: Type.Array(HeroImageSchema),
  message: Type.Optional(Type.String()),
});
export type HeroImagesResponse = Static<typeof HeroImagesResponseSchema>;

export const HeroImageResponseSchema = SuccessResponse('HeroImageResponse', {
  heroImage: HeroImageSchema,
  message: Type.Optional(Type.String()),
});
export type HeroImageResponse = Static<typeof HeroImageResponseSchema>;

/** Spec section 3, Collection banner. */
export const CollectionBannerSchema = Type.Object(
  {
    _id: Type.String(),
    category: Type.Union([Type.Literal('topwear'), Type.Literal('bottomwear')]),
    imageUrl: Type.String(),
    altText: Type.String(),
    title: Type.String(),
    isActive: Type.Boolean(),
    order: Type.Integer({ minimum: 0 }),
    createdAt: IsoTimestamp,
    updatedAt: IsoTimestamp,
  },
  { $id: 'CollectionBanner' },
);
export type CollectionBanner = Static<typeof CollectionBannerSchema>;

export const BannersResponseSchema = SuccessResponse('BannersResponse', {
  banners: Type.Array(CollectionBannerSchema),
});
export type BannersResponse = Static<typeof BannersResponseSchema>;

export const BannerResponseSchema = SuccessResponse('BannerResponse', {
  banner: Nullable(CollectionBannerSchema),
  message: Type.Optional(Type.String()),
});
export type BannerResponse = Static<typeof BannerResponseSchema>;

/** POST /uploads: the stored image's address (the image service's secure_url). */
export const UploadResponseSchema = Type.Object(
  { success: Type.Literal(true), secure_url: Type.String() },
  { $id: 'UploadResponse', additionalProperties: true },
);
export type UploadResponse = Static<typeof UploadResponseSchema>;
