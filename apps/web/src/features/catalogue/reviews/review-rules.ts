import { VALIDATION_MESSAGES as V } from '@store/contracts';
import { REVIEW_LIMITS } from './constants';
import type { Review } from './types';

/** A comment must have 10 to 500 characters. */
export function reviewProblem(comment: string): string | undefined {
  const length = comment.trim().length;
  if (length < REVIEW_LIMITS.minLength) return V.reviewTooShort;
  if (length > REVIEW_LIMITS.maxLength) return `Review must be at most ${REVIEW_LIMITS.maxLength} characters long`;
  return undefined;
}

/** More reviews are assumed when a page came back full (exactly 10). */
export const hasMoreAfter = (page: { reviews: Review[] }): boolean => page.reviews.length >= REVIEW_LIMITS.pageSize;

/** Pages flattened; a review that moved between pages (a new one went on top) shows once. */
export function flattenReviews(pages: readonly { reviews: Review[] }[] | undefined): Review[] {
  const seen = new Set<string>();
  const list: Review[] = [];
  for (const review of (pages ?? []).flatMap((page) => page.reviews)) {
    if (seen.has(review._id)) continue;
    seen.add(review._id);
    list.push(review);
  }
  return list;
}
