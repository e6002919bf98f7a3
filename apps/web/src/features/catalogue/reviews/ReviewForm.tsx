import { pluralise } from '@store/contracts';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../../shared/ui/buttons';
import { StarIcon } from '../../../shared/ui/icons/StarIcon';
import { REVIEW_LIMITS } from './constants';
import { reviewProblem } from './review-rules';
import { ReviewPhotoPicker } from './ReviewPhotoPicker';
import type { ReviewDraft, ReviewPhotoDraft } from './types';

interface ReviewFormProps {
  initial?: ReviewDraft;
  submitLabel: string;
  /** Resolves true when saved; a new review's form then resets to rating 5 and an empty comment. */
  onSubmit: (draft: ReviewDraft) => Promise<boolean>;
  onCancel: () => void;
  /** A new review may carry photos (issue #44); an edit keeps those it has. */
  allowPhotos?: boolean;
}

const blank: ReviewDraft = { rating: REVIEW_LIMITS.defaultRating, comment: '' };

/** Rating 1 to 5 (default 5) and a comment of 10 to 500 characters with a counter. */
export function ReviewForm({ initial = blank, submitLabel, onSubmit, onCancel, allowPhotos = false }: ReviewFormProps) {
  const [rating, setRating] = useState(initial.rating);
  const [comment, setComment] = useState(initial.comment);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [photos, setPhotos] = useState<ReviewPhotoDraft[]>([]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = reviewProblem(comment);
    setError(problem);
    if (problem) return;
    setSaving(true);
    const saved = await onSubmit({
      rating,
      comment: comment.trim(),
      ...(allowPhotos && photos.length ? { photos } : {}),
    });
    setSaving(false);
    if (saved) {
      setRating(REVIEW_LIMITS.defaultRating);
      setComment('');
      setPhotos([]);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-lg border border-neutral-200 bg-neutral-50 p-4 sm:p-5"
    >
      <fieldset>
        <legend className="text-sm font-bold tracking-wide uppercase">Rating</legend>
        <div className="mt-2 flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="relative cursor-pointer">
              <input
                type="radio"
                name="review-rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="peer sr-only"
                aria-label={pluralise(value, 'star')}
              />
              <StarIcon
                className={`size-7 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-brand ${value <= rating ? 'text-amber-500' : 'text-neutral-300'}`}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="review-comment" className="mb-1 block text-sm font-bold tracking-wide uppercase">
          Your review
        </label>
        <textarea
          id="review-comment"
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          maxLength={REVIEW_LIMITS.maxLength}
          rows={4}
          aria-invalid={error ? true : undefined}
          aria-describedby="review-comment-count review-comment-error"
          className="w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm focus:ring-2 focus:ring-neutral-900 focus:outline-none"
          placeholder="What did you like? How was the fit and fabric?"
        />
        <div className="mt-1 flex justify-between gap-4 text-xs">
          <p id="review-comment-error" className="font-medium text-brand-dark">
            {error}
          </p>
          <p id="review-comment-count" className="shrink-0 text-neutral-600">
            {comment.length}/{REVIEW_LIMITS.maxLength}
          </p>
        </div>
      </div>
      {allowPhotos && <ReviewPhotoPicker photos={photos} onChange={setPhotos} />}
      <div className="flex gap-3">
        <button type="submit" className={buttonClass.primary} disabled={saving}>
          {saving ? 'Saving...' : submitLabel}
        </button>
        <button type="button" className={buttonClass.outline} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
