import { LIMITS } from '@store/contracts';
import { Decider, DomainError } from '@store/platform';
import { CATALOGUE_MESSAGES as M } from './messages';

export type ReviewEvent =
  | {
      type: 'ReviewCreated';
      /**
       * sealedUserName: the reviewer's display name at the time, sealed under `user:<userId>`
       * (null: none). Events written before sealing carry `userName` in plain text instead.
       */
      data: { reviewId: string; productId: string; userId: string; sealedUserName?: string | null; userName?: string | null; rating: number; comment: string; createdAt: string };
    }
  | { type: 'ReviewEdited'; data: { reviewId: string; productId: string; userId: string; rating: number; comment: string; editedAt: string } }
  | { type: 'ReviewDeleted'; data: { reviewId: string; productId: string; userId: string; deletedAt: string } };

export const REVIEW_EVENT_TYPES: ReviewEvent['type'][] = ['ReviewCreated', 'ReviewEdited', 'ReviewDeleted'];

/** One stream per (product, user): at most one live review. */
export interface ReviewState {
  reviewId: string | null;
  live: boolean;
  rating: number;
  comment: string;
}

export type ReviewCommand =
  | { type: 'CreateReview'; reviewId: string; productId: string; userId: string; sealedUserName: string | null; rating: number; comment: string; now: string }
  | { type: 'EditReview'; productId: string; userId: string; rating: number; comment: string; now: string }
  | { type: 'DeleteReview'; productId: string; userId: string; now: string };

export function validateReview(rating: number, comment: string): { rating: number; comment: string } {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new DomainError(M.ratingInvalid, 400, 'rating');
  const text = typeof comment === 'string' ? comment.trim() : '';
  if (text.length < LIMITS.reviewMinLength) throw new DomainError(M.reviewTooShort, 400, 'comment');
  if (text.length > LIMITS.reviewMaxLength) throw new DomainError(M.reviewTooLong, 400, 'comment');
  return { rating, comment: text };
}

export function evolveReview(state: ReviewState, event: ReviewEvent): ReviewState {
  switch (event.type) {
    case 'ReviewCreated':
      return { reviewId: event.data.reviewId, live: true, rating: event.data.rating, comment: event.data.comment };
    case 'ReviewEdited':
      return { ...state, rating: event.data.rating, comment: event.data.comment };
    case 'ReviewDeleted':
      return { ...state, live: false };
  }
}

export function decideReview(command: ReviewCommand, state: ReviewState): ReviewEvent[] {
  switch (command.type) {
    case 'CreateReview': {
      if (state.live) throw new DomainError(M.reviewExists, 409);
      const { rating, comment } = validateReview(command.rating, command.comment);
      const { reviewId, productId, userId, sealedUserName, now } = command;
      return [{ type: 'ReviewCreated', data: { reviewId, productId, userId, sealedUserName, rating, comment, createdAt: now } }];
    }
    case 'EditReview': {
      if (!state.live || !state.reviewId) throw new DomainError(M.reviewNotFound, 404);
      const { rating, comment } = validateReview(command.rating, command.comment);
      if (rating === state.rating && comment === state.comment) return [];
      const { productId, userId, now } = command;
      return [{ type: 'ReviewEdited', data: { reviewId: state.reviewId, productId, userId, rating, comment, editedAt: now } }];
    }
    case 'DeleteReview': {
      if (!state.live || !state.reviewId) throw new DomainError(M.reviewNotFound, 404);
      return [{ type: 'ReviewDeleted', data: { reviewId: state.reviewId, productId: command.productId, userId: command.userId, deletedAt: command.now } }];
    }
  }
}

export const reviewDecider: Decider<ReviewState, ReviewCommand, ReviewEvent> = {
  initialState: () => ({ reviewId: null, live: false, rating: 0, comment: '' }),
  evolve: evolveReview,
  decide: decideReview,
};
