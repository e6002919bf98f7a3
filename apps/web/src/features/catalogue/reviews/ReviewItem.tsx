import type { ReactNode } from 'react';
import { formatStoreDate } from '../../../shared/format-date';
import { StarRating } from '../../../shared/ui/StarRating';
import { REVIEW_TEXT } from './constants';
import { reviewerName, type Review } from './types';

const dateOf = (review: Review): string | undefined =>
  review.formattedDate ?? (formatStoreDate(review.createdAt, 'longDay') || undefined);

/** One review: reviewer (or 'Anonymous'), stars, date and comment (or, once the reviewer was deleted, a note that only the rating remains). */
export function ReviewItem({ review, actions }: { review: Review; actions?: ReactNode }) {
  return (
    <article className="py-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-full bg-neutral-900 text-sm font-bold text-white"
          >
            {reviewerName(review).charAt(0).toUpperCase()}
          </span>
          <div>
            <p className="flex flex-wrap items-center gap-2 text-sm font-bold">
              {reviewerName(review)}
              {review.verifiedBuyer && (
                <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                  {REVIEW_TEXT.verifiedBuyer}
                </span>
              )}
            </p>
            {dateOf(review) && <p className="text-xs text-neutral-600">{dateOf(review)}</p>}
          </div>
        </div>
        <StarRating rating={review.rating} />
      </div>
      {review.comment === null ? (
        <p className="mt-3 text-sm text-neutral-600 italic">{REVIEW_TEXT.erased}</p>
      ) : (
        <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-neutral-800">{review.comment}</p>
      )}
      {review.photos.length > 0 && (
        <ul aria-label={REVIEW_TEXT.photoOf(reviewerName(review))} className="mt-3 flex flex-wrap gap-2">
          {review.photos.map((photo, index) => (
            <li key={photo._id}>
              <a href={photo.url} target="_blank" rel="noopener noreferrer">
                <img
                  src={photo.url}
                  alt={`${REVIEW_TEXT.photoOf(reviewerName(review))} (${index + 1})`}
                  loading="lazy"
                  className="size-20 rounded-md border border-neutral-200 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {actions && <div className="mt-3 flex gap-4">{actions}</div>}
    </article>
  );
}
