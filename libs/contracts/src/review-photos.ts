/**
 * Reviews with photos and their moderation (issue #44): the limits and the texts the API and the
 * web app both show.
 */
export const REVIEW_PHOTO_LIMITS = {
  maxPhotos: 3,
  /** A shopper's photo: smaller than a product image's 5 MB, plenty for a phone photo resized by the browser. */
  maxBytes: 4 * 1024 * 1024,
  /** How long an upload's token lets a review name the photo. */
  tokenTtlHours: 24,
  reasonMaxLength: 200,
  /** Photos in the product page's customer gallery. */
  galleryPhotos: 12,
  adminPageSize: 20,
} as const;

export const REVIEW_PHOTO_MESSAGES = {
  tooMany: `A review may have at most ${REVIEW_PHOTO_LIMITS.maxPhotos} photos`,
  tooLarge: 'Photos must be 4 MB or smaller',
  photoRequired: 'Choose a photo to upload',
  photoInvalid: 'This photo upload is not valid or has expired: please upload it again',
  photoRepeated: 'The same photo is added twice',
  reasonRequired: 'Give the reason for hiding it',
  reasonTooLong: `The reason must be at most ${REVIEW_PHOTO_LIMITS.reasonMaxLength} characters`,
  reviewHidden: 'Review hidden',
  photoHidden: 'Photo hidden',
  alreadyHidden: 'This review is already hidden',
  photoAlreadyHidden: 'This photo is already hidden',
  photoNotFound: 'Photo not found',
  verifiedBuyer: 'Verified buyer',
} as const;

export const REVIEW_MODERATION_STATUSES = ['all', 'visible', 'hidden'] as const;
export type ReviewModerationStatus = (typeof REVIEW_MODERATION_STATUSES)[number];
