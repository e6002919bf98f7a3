/** The "Reviews" moderation screen's texts (issue #44). */
export const REVIEW_MODERATION_TEXT = {
  title: 'Reviews',
  loading: 'Loading reviews...',
  loadFailed: 'Failed to load reviews',
  empty: 'No reviews match.',
  hideFailed: 'Failed to hide it',
  hideReview: 'Hide review',
  hidePhoto: (n: number) => `Hide photo ${n}`,
  hideReviewTitle: (name: string) => `Hide the review by ${name}?`,
  hidePhotoTitle: (n: number, name: string) => `Hide photo ${n} of ${name}'s review?`,
  hideMessage: 'It leaves the product page at once. The reason is kept with your name.',
  reason: 'Reason',
  hidden: (reason: string | null) => `Hidden: ${reason ?? ''}`,
} as const;
