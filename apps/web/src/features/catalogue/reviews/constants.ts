import { LIMITS, REVIEW_PHOTO_LIMITS, REVIEW_PHOTO_MESSAGES } from '@store/contracts';

/** Reviews: limits and texts of spec sections 5, 8 and 9. */
export const REVIEW_LIMITS = {
  pageSize: LIMITS.reviewsPageSize,
  minLength: LIMITS.reviewMinLength,
  maxLength: LIMITS.reviewMaxLength,
  defaultRating: 5,
  maxPhotos: REVIEW_PHOTO_LIMITS.maxPhotos,
  maxPhotoBytes: REVIEW_PHOTO_LIMITS.maxBytes,
} as const;

export const REVIEW_TEXT = {
  empty: 'No reviews yet. Be the first to review this product!',
  loadFailed: 'Failed to load reviews',
  submitFailed: 'Failed to submit review',
  submitted: 'Review submitted successfully!',
  updateFailed: 'Failed to update review',
  updated: 'Review updated successfully!',
  deleteFailed: 'Failed to delete review',
  deleted: 'Review deleted successfully!',
  anonymous: 'Anonymous',
  /** A review whose author's account was deleted: its rating stays, its text was erased with the account. */
  erased: 'Only the rating remains: this reviewer’s account was deleted.',
  addPhotos: `Add photos (up to ${REVIEW_PHOTO_LIMITS.maxPhotos})`,
  uploading: 'Uploading...',
  photoTooLarge: REVIEW_PHOTO_MESSAGES.tooLarge,
  photoFailed: 'The photo could not be uploaded',
  tooManyPhotos: REVIEW_PHOTO_MESSAGES.tooMany,
  removePhoto: (n: number) => `Remove photo ${n}`,
  verifiedBuyer: REVIEW_PHOTO_MESSAGES.verifiedBuyer,
  customerPhotos: 'Customer photos',
  photoOf: (name: string) => `Photo from ${name}`,
} as const;
