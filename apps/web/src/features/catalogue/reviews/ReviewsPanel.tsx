import { pluralise, VALIDATION_MESSAGES as V } from '@store/contracts';
import { Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../shared/store/hooks';
import { messageOr } from '../../../shared/api-error';
import { toast } from '../../../shared/toast/toast';
import { buttonClass } from '../../../shared/ui/buttons';
import { Spinner } from '../../../shared/ui/Spinner';
import { StarRating } from '../../../shared/ui/StarRating';
import { selectIsAuthenticated } from '../../../shared/auth/auth-slice';
import { loginPathFrom } from '../../../shared/auth/redirect';
import { REVIEW_TEXT } from './constants';
import { flattenReviews } from './review-rules';
import { ReviewItem } from './ReviewItem';
import { CustomerPhotos } from './CustomerPhotos';
import {
  useCreateReviewMutation,
  useDeleteReviewMutation,
  useGetMyReviewQuery,
  useGetReviewsInfiniteQuery,
  useUpdateReviewMutation,
} from './reviews-api';
import type { ReviewDraft } from './types';
import { lazyWithPreload } from '../../../shared/lazy/lazy-with-preload';
import { usePreloadWhenIdle } from '../../../shared/lazy/when-idle';

// The form opens only on 'Write a Review' or 'Edit': its own chunk, fetched once the page is idle
// for a signed-in shopper (nobody else can open it).
const ReviewForm = lazyWithPreload(() => import('./ReviewForm').then((module) => module.ReviewForm));

interface ReviewsPanelProps {
  productId: string;
  averageRating?: number;
  totalReviews?: number;
}

/** Customer reviews: the list with load-more, and a signed-in shopper's one review to write, edit or delete. */
export function ReviewsPanel({ productId, averageRating = 0, totalReviews }: ReviewsPanelProps) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  const reviews = useGetReviewsInfiniteQuery(productId);
  const { data: mine } = useGetMyReviewQuery(productId, { skip: !signedIn });
  const myReview = signedIn ? mine : null;
  const [createReview] = useCreateReviewMutation();
  const [updateReview] = useUpdateReviewMutation();
  const [deleteReview, { isLoading: deleting }] = useDeleteReviewMutation();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  usePreloadWhenIdle(ReviewForm.preload, signedIn);

  // The shopper's own review shows once, in its 'Your review' card, not again in the list.
  const list = flattenReviews(reviews.data?.pages).filter((review) => review._id !== myReview?._id);

  async function create(draft: ReviewDraft): Promise<boolean> {
    try {
      await createReview({ productId, ...draft }).unwrap();
      toast.success(REVIEW_TEXT.submitted);
      setFormOpen(false);
      return true;
    } catch (error) {
      toast.error(messageOr(error, REVIEW_TEXT.submitFailed));
      return false;
    }
  }

  async function update(draft: ReviewDraft): Promise<boolean> {
    if (!myReview) return false;
    try {
      await updateReview({ id: myReview._id, productId, ...draft }).unwrap();
      toast.success(REVIEW_TEXT.updated);
      setEditing(false);
      return true;
    } catch (error) {
      toast.error(messageOr(error, REVIEW_TEXT.updateFailed));
      return false;
    }
  }

  async function remove() {
    if (!myReview) return;
    try {
      await deleteReview({ id: myReview._id, productId }).unwrap();
      toast.success(REVIEW_TEXT.deleted);
      setConfirmingDelete(false);
    } catch (error) {
      toast.error(messageOr(error, REVIEW_TEXT.deleteFailed));
    }
  }

  return (
    <section aria-labelledby="reviews-title" className="mt-16 border-t border-neutral-200 pt-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="reviews-title" className="text-xl font-black tracking-tight uppercase sm:text-2xl">
            Customer Reviews
          </h2>
          <p className="mt-1 flex items-center gap-2 text-sm text-neutral-700">
            <StarRating rating={averageRating} />
            {averageRating.toFixed(1)} out of 5{totalReviews !== undefined && ` · ${pluralise(totalReviews, 'review')}`}
          </p>
        </div>
        {signedIn && !myReview && (
          <button
            type="button"
            className={formOpen ? buttonClass.outline : buttonClass.dark}
            aria-expanded={formOpen}
            onClick={() => setFormOpen((open) => !open)}
          >
            {formOpen ? 'Cancel' : 'Write a Review'}
          </button>
        )}
      </div>

      <CustomerPhotos productId={productId} />

      {!signedIn && (
        <p className="mt-4 text-sm text-neutral-700">
          {V.reviewLoginRequired}.{' '}
          <Link to={loginPathFrom(location.pathname)} className={buttonClass.link}>
            Login
          </Link>
        </p>
      )}

      {signedIn && !myReview && formOpen && (
        <div className="mt-6">
          <Suspense fallback={null}>
            <ReviewForm submitLabel="Submit Review" onSubmit={create} onCancel={() => setFormOpen(false)} allowPhotos />
          </Suspense>
        </div>
      )}

      {signedIn && myReview && (
        <div className="mt-6 rounded-lg border border-neutral-900 px-4 sm:px-5">
          <h3 className="pt-4 text-xs font-bold tracking-widest text-neutral-600 uppercase">Your review</h3>
          {editing ? (
            <div className="py-4">
              <Suspense fallback={null}>
                <ReviewForm
                  initial={{ rating: myReview.rating, comment: myReview.comment ?? '' }}
                  submitLabel="Update Review"
                  onSubmit={update}
                  onCancel={() => setEditing(false)}
                />
              </Suspense>
            </div>
          ) : (
            <ReviewItem
              review={myReview}
              actions={
                confirmingDelete ? (
                  <>
                    <span className="text-sm text-neutral-800">Delete your review?</span>
                    <button
                      type="button"
                      className="text-sm font-bold text-brand-dark hover:underline"
                      onClick={remove}
                      disabled={deleting}
                    >
                      Yes, delete
                    </button>
                    <button
                      type="button"
                      className="text-sm font-semibold text-neutral-700 hover:underline"
                      onClick={() => setConfirmingDelete(false)}
                    >
                      Keep it
                    </button>
                  </>
                ) : (
                  <>
                    <button
                      type="button"
                      className="text-sm font-semibold text-neutral-900 hover:underline"
                      onClick={() => setEditing(true)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="text-sm font-semibold text-brand-dark hover:underline"
                      onClick={() => setConfirmingDelete(true)}
                    >
                      Delete
                    </button>
                  </>
                )
              }
            />
          )}
        </div>
      )}

      <div className="mt-6">
        {reviews.isLoading ? (
          <div className="py-8 text-center">
            <Spinner label="Loading reviews" />
          </div>
        ) : reviews.isError && list.length === 0 ? (
          <p role="alert" className="py-6 text-sm text-brand-dark">
            {REVIEW_TEXT.loadFailed}
          </p>
        ) : list.length === 0 ? (
          !myReview && <p className="py-6 text-sm text-neutral-700">{REVIEW_TEXT.empty}</p>
        ) : (
          <ul className="divide-y divide-neutral-200">
            {list.map((review) => (
              <li key={review._id}>
                <ReviewItem review={review} />
              </li>
            ))}
          </ul>
        )}
        {reviews.hasNextPage && list.length > 0 && (
          <button
            type="button"
            className={`${buttonClass.outline} mt-4`}
            onClick={() => reviews.fetchNextPage()}
            disabled={reviews.isFetchingNextPage}
          >
            {reviews.isFetchingNextPage ? 'Loading...' : 'Load More Reviews'}
          </button>
        )}
      </div>
    </section>
  );
}
