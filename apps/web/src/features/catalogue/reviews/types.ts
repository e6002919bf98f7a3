/** A product review: the API's contract (spec section 3, Review). */
export type { Review } from '@store/contracts';
import type { Review } from '@store/contracts';

export interface ReviewDraft {
  rating: number;
  comment: string;
}

export const reviewerName = (review: Review): string => review.userId.name || 'Anonymous';
