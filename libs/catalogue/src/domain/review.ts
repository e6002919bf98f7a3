import { LIMITS, REVIEW_PHOTO_LIMITS, REVIEW_PHOTO_MESSAGES as PM } from '@store/contracts';
import { Decider, ConflictError, NotFoundError, ValidationError } from '@store/platform/domain';
import { CATALOGUE_MESSAGES as M } from './messages';

/**
 * What the reviewer wrote is theirs: `sealedUserName` (their display name at the time) and
 * `sealedComment` are sealed under `user:<userId>`, so deleting the account erases both from every
 * review event (issue #16 for the name, #38 for the text). null: none, or erased before it was
 * sealed (see resealPlainFields). Events written before sealing carry `userName` / `comment` in
 * plain text instead; catalogueMigrations reseals them in a PostgreSQL log.
 */
/** A photo of a review (issue #44): the address the upload answered, and its id for moderation. */
export interface ReviewPhoto {
  photoId: string;
  url: string;
}

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
        /** Absent in reviews written before photos (issue #44). */
        photos?: ReviewPhoto[];
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
  | { type: 'ReviewDeleted'; data: { reviewId: string; productId: string; userId: string; deletedAt: string } }
  /** An admin hid the review from the store (issue #44); the admin is the event's actor. */
  | { type: 'ReviewHidden'; data: { reviewId: string; productId: string; userId: string; reason: string; at: string } }
  | {
      type: 'ReviewPhotoHidden';
      data: { reviewId: string; productId: string; userId: string; photoId: string; reason: string; at: string };
    };

export const REVIEW_EVENT_TYPES: ReviewEvent['type'][] = [
  'ReviewCreated',
  'ReviewEdited',
  'ReviewDeleted',
  'ReviewHidden',
  'ReviewPhotoHidden',
];

/** One stream per (product, user): at most one live review. */
export interface ReviewState {
  reviewId: string | null;
  live: boolean;
  rating: number;
  /** The comment as recorded: sealed (or plain in an event from before sealing); the domain never opens it. */
  storedComment: string | null;
  /** Hidden by an admin: off the store's pages, its rating no longer counted. */
  hidden: boolean;
  photos: { photoId: string; hidden: boolean }[];
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
      /** Photos whose upload tokens the handler checked. */
      photos?: ReviewPhoto[];
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
  | { type: 'DeleteReview'; productId: string; userId: string; now: string }
  | { type: 'HideReview'; productId: string; userId: string; reason: string; now: string }
  | { type: 'HideReviewPhoto'; productId: string; userId: string; photoId: string; reason: string; now: string };

const storedCommentOf = (data: { sealedComment?: string | null; comment?: string }) =>
  data.sealedComment ?? data.comment ?? null;

export function validateReview(rating: number, comment: string): { rating: number; comment: string } {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new ValidationError(M.ratingInvalid, 'rating');
  const text = typeof comment === 'string' ? comment.trim() : '';
  if (text.length < LIMITS.reviewMinLength) throw new ValidationError(M.reviewTooShort, 'comment');
  if (text.length > LIMITS.reviewMaxLength) throw new ValidationError(M.reviewTooLong, 'comment');
  return { rating, comment: text };
}

/** At most 3 photos, none twice (issue #44). */
export function validateReviewPhotos(photos: readonly ReviewPhoto[]): ReviewPhoto[] {
  if (photos.length > REVIEW_PHOTO_LIMITS.maxPhotos) throw new ValidationError(PM.tooMany, 'photos');
  if (new Set(photos.map((photo) => photo.url)).size !== photos.length)
    throw new ValidationError(PM.photoRepeated, 'photos');
  return [...photos];
}

/** The moderator's reason: trimmed, required, at most 200 characters. */
export function validateModerationReason(reason: string): string {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) throw new ValidationError(PM.reasonRequired, 'reason');
  if (text.length > REVIEW_PHOTO_LIMITS.reasonMaxLength) throw new ValidationError(PM.reasonTooLong, 'reason');
  return text;
}

export function evolveReview(state: ReviewState, event: ReviewEvent): ReviewState {
  switch (event.type) {
    case 'ReviewCreated':
      return {
        reviewId: event.data.reviewId,
        live: true,
        rating: event.data.rating,
        storedComment: storedCommentOf(event.data),
        hidden: false,
        photos: (event.data.photos ?? []).map(({ photoId }) => ({ photoId, hidden: false })),
      };
    case 'ReviewEdited':
      return { ...state, rating: event.data.rating, storedComment: storedCommentOf(event.data) };
    case 'ReviewDeleted':
      return { ...state, live: false };
    case 'ReviewHidden':
      return { ...state, hidden: true };
    case 'ReviewPhotoHidden':
      return {
        ...state,
        photos: state.photos.map((photo) =>
          photo.photoId === event.data.photoId ? { ...photo, hidden: true } : photo,
        ),
      };
  }
}

export function decideReview(command: ReviewCommand, state: ReviewState): ReviewEvent[] {
  switch (command.type) {
    case 'CreateReview': {
      if (state.live) throw new ConflictError(M.reviewExists);
      const { rating } = validateReview(command.rating, command.comment);
      const photos = validateReviewPhotos(command.photos ?? []);
      const { reviewId, productId, userId, sealedUserName, sealedComment, now } = command;
      return [
        {
          type: 'ReviewCreated',
          data: {
            reviewId,
            productId,
            userId,
            sealedUserName,
            rating,
            sealedComment,
            ...(photos.length ? { photos } : {}),
            createdAt: now,
          },
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
    case 'HideReview': {
      if (!state.live || !state.reviewId) throw new NotFoundError(M.reviewNotFound);
      const reason = validateModerationReason(command.reason);
      if (state.hidden) throw new ConflictError(PM.alreadyHidden);
      const { productId, userId, now } = command;
      return [{ type: 'ReviewHidden', data: { reviewId: state.reviewId, productId, userId, reason, at: now } }];
    }
    case 'HideReviewPhoto': {
      if (!state.live || !state.reviewId) throw new NotFoundError(M.reviewNotFound);
      const photo = state.photos.find((candidate) => candidate.photoId === command.photoId);
      if (!photo) throw new NotFoundError(PM.photoNotFound);
      const reason = validateModerationReason(command.reason);
      if (photo.hidden) throw new ConflictError(PM.photoAlreadyHidden);
      const { productId, userId, photoId, now } = command;
      return [
        { type: 'ReviewPhotoHidden', data: { reviewId: state.reviewId, productId, userId, photoId, reason, at: now } },
      ];
    }
  }
}

export const reviewDecider: Decider<ReviewState, ReviewCommand, ReviewEvent> = {
  initialState: () => ({ reviewId: null, live: false, rating: 0, storedComment: null, hidden: false, photos: [] }),
  evolve: evolveReview,
  decide: decideReview,
};
