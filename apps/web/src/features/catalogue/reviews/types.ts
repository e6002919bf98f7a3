/** A product review (spec section 3, Review). */
export interface Review {
  _id: string;
  rating: number;
  comment: string;
  userId?: { _id?: string; name?: string } | string | null;
  formattedDate?: string;
  createdAt?: string;
}

export interface ReviewDraft {
  rating: number;
  comment: string;
}

export const reviewerName = (review: Review): string =>
  (review.userId && typeof review.userId === 'object' && review.userId.name) || 'Anonymous';
