/** A product review: the API's contract (spec section 3, Review). */
export type { Review } from '@store/contracts';
import type { Review } from '@store/contracts';

export interface ReviewDraft {
  rating: number;
  comment: string;
  /** A new review's photos, as their uploads answered them (issue #44). */
  photos?: ReviewPhotoDraft[];
}

export interface ReviewPhotoDraft {
  url: string;
  token: string;
}

export const reviewerName = (review: Review): string => review.userId.name || 'Anonymous';
