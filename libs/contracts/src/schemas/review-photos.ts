import { Type, type Static } from '@sinclair/typebox';
import { IsoTimestamp, Nullable, PageFields, SuccessResponse } from './common';
import { ReviewSchema } from './catalogue';

/** POST /uploads/review-photos: the stored photo and the signed token a review names it by (issue #44). */
export const ReviewPhotoUploadResponseSchema = SuccessResponse('ReviewPhotoUploadResponse', {
  photo: Type.Object({ url: Type.String(), token: Type.String() }),
});
export type ReviewPhotoUploadResponse = Static<typeof ReviewPhotoUploadResponseSchema>;

/** One photo of the product's customer gallery, with the review it belongs to. */
export const CustomerPhotoSchema = Type.Object(
  {
    _id: Type.String(),
    url: Type.String(),
    reviewId: Type.String(),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    reviewerName: Type.String(),
  },
  { $id: 'CustomerPhoto' },
);
export type CustomerPhoto = Static<typeof CustomerPhotoSchema>;

/** GET /reviews/{productId}/photos: the newest visible customer photos of the product. */
export const CustomerPhotosResponseSchema = SuccessResponse('CustomerPhotosResponse', {
  photos: Type.Array(CustomerPhotoSchema),
});
export type CustomerPhotosResponse = Static<typeof CustomerPhotosResponseSchema>;

const Hidden = {
  hidden: Type.Boolean(),
  hiddenReason: Nullable(Type.String()),
  hiddenAt: Nullable(IsoTimestamp),
  /** The admin who hid it (their id). */
  hiddenBy: Nullable(Type.String()),
};

/** A review as the moderation screen sees it: hidden ones too, every photo with its own state. */
export const ModeratedReviewSchema = Type.Object(
  {
    review: Type.Omit(ReviewSchema, ['photos']),
    productName: Nullable(Type.String()),
    photos: Type.Array(Type.Object({ _id: Type.String(), url: Type.String(), ...Hidden })),
    ...Hidden,
  },
  { $id: 'ModeratedReview' },
);
export type ModeratedReview = Static<typeof ModeratedReviewSchema>;

/** GET /admin/reviews?page&status&withPhotos: newest first. */
export const ModeratedReviewsPageResponseSchema = SuccessResponse('ModeratedReviewsPageResponse', {
  reviews: Type.Array(ModeratedReviewSchema),
  ...PageFields,
});
export type ModeratedReviewsPageResponse = Static<typeof ModeratedReviewsPageResponseSchema>;

export const ModeratedReviewResponseSchema = SuccessResponse('ModeratedReviewResponse', {
  review: ModeratedReviewSchema,
  message: Type.String(),
});
export type ModeratedReviewResponse = Static<typeof ModeratedReviewResponseSchema>;

export const REVIEW_PHOTO_RESPONSES = {
  'POST /uploads/review-photos': ReviewPhotoUploadResponseSchema,
  'GET /reviews/:productId/photos': CustomerPhotosResponseSchema,
  'GET /admin/reviews': ModeratedReviewsPageResponseSchema,
  'POST /admin/reviews/:id/hide': ModeratedReviewResponseSchema,
  'POST /admin/reviews/:id/photos/:photoId/hide': ModeratedReviewResponseSchema,
} as const;
