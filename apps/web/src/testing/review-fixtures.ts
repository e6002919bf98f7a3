import type { Review } from '@store/contracts';

const AT = '2026-11-01T10:00:00.000Z';

/** A review as GET /reviews/{productId} sends it (issue #44: with its photos and the verified-buyer flag). */
export function aReview(overrides: Partial<Review> = {}): Review {
  return {
    _id: 'review-1',
    productId: 'tee-1',
    rating: 5,
    comment: 'Fits well and dries quickly.',
    userId: { _id: 'u2', name: 'Ravi Kumar' },
    createdAt: AT,
    updatedAt: AT,
    formattedDate: '1 November 2026',
    photos: [],
    verifiedBuyer: false,
    ...overrides,
  };
}
