import { REVIEW_PHOTO_LIMITS, type ModeratedReview, type ReviewModerationStatus } from '@store/contracts';
import { useState } from 'react';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { messageOr } from '../../../shared/api-error';
import { toast } from '../../../shared/toast/toast';
import { SelectField } from '../../../shared/ui/SelectField';
import { StarRating } from '../../../shared/ui/StarRating';
import { AdminName, formatWhen } from '../ui/audit';
import { Pagination } from '../ui/Pagination';
import { AdminHeading, adminButton, EmptyState, ErrorState, LoadingState } from '../ui/states';
import { REVIEW_MODERATION_TEXT as T } from './constants';
import { HideDialog } from './HideDialog';
import { useHideReviewMutation, useModeratedReviewsQuery } from './review-moderation-api';

const STATUSES = [
  { value: 'all', label: 'All reviews' },
  { value: 'visible', label: 'Shown' },
  { value: 'hidden', label: 'Hidden' },
];

interface Hiding {
  item: ModeratedReview;
  photo?: { id: string; n: number };
}

/** /admin/reviews: every review with its photos; hide a review or one photo with the reason (issue #44). */
export function ReviewModerationPage() {
  usePageTitle(`Admin · ${T.title}`);
  const [status, setStatus] = useState<ReviewModerationStatus>('all');
  const [withPhotos, setWithPhotos] = useState(false);
  const [page, setPage] = useState(1);
  const query = useModeratedReviewsQuery({ status, withPhotos, page });
  const [hiding, setHiding] = useState<Hiding | null>(null);
  const [hide, { isLoading: busy }] = useHideReviewMutation();

  async function confirmHide(reason: string) {
    if (!hiding) return;
    const { review } = hiding.item;
    try {
      const result = await hide({
        reviewId: review._id,
        productId: review.productId,
        photoId: hiding.photo?.id,
        reason,
      }).unwrap();
      toast.success(result.message);
      setHiding(null);
    } catch (error) {
      toast.error(messageOr(error, T.hideFailed));
    }
  }

  return (
    <section className="space-y-6">
      <AdminHeading title={T.title} />
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          label="Show"
          options={STATUSES}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ReviewModerationStatus);
            setPage(1);
          }}
        />
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            checked={withPhotos}
            onChange={(event) => {
              setWithPhotos(event.target.checked);
              setPage(1);
            }}
          />
          With photos only
        </label>
      </div>
      {query.isLoading && <LoadingState text={T.loading} />}
      {query.isError && <ErrorState text={T.loadFailed} onRetry={() => void query.refetch()} />}
      {query.data?.reviews.length === 0 && <EmptyState>{T.empty}</EmptyState>}
      {query.data && query.data.reviews.length > 0 && (
        <ul className="space-y-3">
          {query.data.reviews.map((item) => (
            <li key={item.review._id} className="rounded-lg bg-white p-4 shadow-sm">
              <article aria-label={`Review by ${item.review.userId.name}`}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div>
                    <p className="font-bold">
                      {item.review.userId.name}
                      {item.review.verifiedBuyer && (
                        <span className="ml-2 text-xs text-emerald-800">Verified buyer</span>
                      )}
                    </p>
                    <p className="text-xs text-neutral-600">
                      {item.productName ?? item.review.productId} · {item.review.formattedDate}
                    </p>
                  </div>
                  <StarRating rating={item.review.rating} />
                </div>
                <p className="mt-2 text-sm whitespace-pre-line">{item.review.comment}</p>
                {item.hidden && (
                  <p className="mt-2 text-sm font-semibold text-red-800">
                    {T.hidden(item.hiddenReason)}
                    {item.hiddenAt && <> · {formatWhen(item.hiddenAt)}</>}
                    {item.hiddenBy && (
                      <>
                        {' '}
                        by <AdminName id={item.hiddenBy} />
                      </>
                    )}
                  </p>
                )}
                {item.photos.length > 0 && (
                  <ul className="mt-3 flex flex-wrap gap-3">
                    {item.photos.map((photo, index) => (
                      <li key={photo._id} className="w-24 space-y-1">
                        <img
                          src={photo.url}
                          alt={`Photo ${index + 1} of ${item.review.userId.name}'s review`}
                          className={`size-24 rounded-md border object-cover ${photo.hidden ? 'opacity-40' : ''}`}
                        />
                        {photo.hidden ? (
                          <p className="text-xs text-red-800">{T.hidden(photo.hiddenReason)}</p>
                        ) : (
                          <button
                            type="button"
                            className={adminButton.small}
                            onClick={() => setHiding({ item, photo: { id: photo._id, n: index + 1 } })}
                          >
                            {T.hidePhoto(index + 1)}
                          </button>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
                {!item.hidden && (
                  <button type="button" className={`${adminButton.secondary} mt-3`} onClick={() => setHiding({ item })}>
                    {T.hideReview}
                  </button>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      {query.data && (
        <Pagination
          page={query.data.currentPage}
          totalPages={query.data.totalPages}
          total={query.data.total}
          noun="reviews"
          pageSize={REVIEW_PHOTO_LIMITS.adminPageSize}
          onPage={setPage}
        />
      )}
      {hiding && (
        <HideDialog
          title={
            hiding.photo
              ? T.hidePhotoTitle(hiding.photo.n, hiding.item.review.userId.name)
              : T.hideReviewTitle(hiding.item.review.userId.name)
          }
          busy={busy}
          onHide={confirmHide}
          onCancel={() => setHiding(null)}
        />
      )}
    </section>
  );
}
