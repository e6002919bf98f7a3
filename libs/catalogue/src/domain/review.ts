import { LIMITS } from '@store/contracts';
import { Decider, ConflictError, NotFoundError, ValidationError } from '@store/platform/domain';
import { CATALOGUE_MESSAGES as M } from './messages';

/**
 * What the reviewer wrote is theirs: `sealedUserName` (their display name at the time) and
 * `sealedComment` are sealed under `user:<userId>`, so deleting the account erases both from every
 * review event (issue #16 for the name, #38 for the text). null: none, or erased before it was
 * sealed (see resealPlainFields). Events written before sealing carry `userName` / `comment` in
 * plain text instead; catalogueMigrations reseals them in a PostgreSQL log.
 */
export type ReviewEvent =
  | {
      type: 'ReviewCreated';
      data: {
        reviewId: string;
        productId: string;
        userId: string;
        sealedUserName?: string | null;
        userName?: string | null;
        rating: number;
        sealedComment?: string | null;
        comment?: string;
        createdAt: string;
      };
    }
  | {
      type: 'ReviewEdited';
      data: {
        reviewId: string;
        productId: string;
        userId: string;
        rating: number;
        sealedComment?: string | null;
        comment?: string;
        editedAt: string;
      };
    }
  | { type: 'ReviewDeleted'; data: { reviewId: string; productId: string; userId: string; deletedAt: string } };

export const REVIEW_EVENT_TYPES: ReviewEvent['type'][] = ['ReviewCreated', 'ReviewEdited', 'ReviewDeleted'];

/** One stream per (product, user): at most one live review. */
export interface ReviewState {
  reviewId: string | null;
  live: boolean;
  rating: number;
  /** The comment as recorded: sealed (or plain in an event from before sealing); the domain never opens it. */
  storedComment: string | null;
}

/**
 * `comment` is the text as typed, for the rules; `sealedComment` is what the event records: the
 * rules' trimmed text sealed by the command handler. `sameTextAs`: the recorded comment the handler
 * opened and found equal to the new text (null when it differs), so an edit that changes nothing
 * records nothing.
 */
export type ReviewCommand =
  | {
      type: 'CreateReview';
      reviewId: string;
      productId: string;
      userId: string;
      sealedUserName: string | null;
      rating: number;
      comment: string;
      sealedComment: string;
      now: string;
    }
  | {
      type: 'EditReview';
      productId: string;
      userId: string;
      rating: number;
      comment: string;
      sealedComment: string;
      sameTextAs: string | null;
      now: string;
    }
  | { type: 'DeleteReview'; productId: string; userId: string; now: string };

const storedCommentOf = (data: { sealedComment?: string | null; comment?: string }) =>
  data.sealedComment ?? data.comment ?? null;

export function validateReview(rating: number, comment: string): { rating: number; comment: string } {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new ValidationError(M.ratingInvalid, 'rating');
  const text = typeof comment === 'string' ? comment.trim() : '';
  if (text.length < LIMITS.reviewMinLength) throw new ValidationError(M.reviewTooShort, 'comment');
  if (text.length > LIMITS.reviewMaxLength) throw new ValidationError(M.reviewTooLong, 'comment');
  return { rating, comment: text };
}

export function evolveReview(state: ReviewState, event: ReviewEvent): ReviewState {
  switch (event.type) {
    case 'ReviewCreated':
      return {
        reviewId: event.data.reviewId,
        live: true,
        rating: event.data.rating,
        storedComment: storedCommentOf(event.data),
      };
    case 'ReviewEdited':
      return { ...state, rating: event.data.rating, storedComment: storedCommentOf(event.data) };
    case 'ReviewDeleted':
      return { ...state, live: false };
  }
}

export function decideReview(command: ReviewCommand, state: ReviewState): ReviewEvent[] {
  switch (command.type) {
    case 'CreateReview': {
      if (state.live) throw new ConflictError(M.reviewExists);
      const { rating } = validateReview(command.rating, command.comment);
      const { reviewId, productId, userId, sealedUserName, sealedComment, now } = command;
      return [
        {
          type: 'ReviewCreated',
          data: { reviewId, productId, userId, sealedUserName, rating, sealedComment, createdAt: now },
        },
      ];
    }
    case 'EditReview': {
      if (!state.live || !state.reviewId) throw new NotFoundError(M.reviewNotFound);
      const { rating } = validateReview(command.rating, command.comment);
      if (rating === state.rating && command.sameTextAs !== null && command.sameTextAs === state.storedComment)
        return [];
      const { productId, userId, sealedComment, now } = command;
      return [
        {
          type: 'ReviewEdited',
          data: { reviewId: state.reviewId, productId, userId, rating, sealedComment, editedAt: now },
        },
      ];
    }
    case 'DeleteReview': {
      if (!state.live || !state.reviewId) throw new NotFoundError(M.reviewNotFound);
      return [
        {
          type: 'ReviewDeleted',
          data: {
            reviewId: state.reviewId,
            productId: command.productId,
            userId: command.userId,
            deletedAt: command.now,
          },
        },
      ];
    }
  }
}

export const reviewDecider: Decider<ReviewState, ReviewCommand, ReviewEvent> = {
  initialState: () => ({ reviewId: null, live: false, rating: 0, storedComment: null }),
  evolve: evolveReview,
  decide: decideReview,
};
