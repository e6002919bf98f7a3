import type { ModeratedReviewResponse, ModeratedReviewsPageResponse, ReviewModerationStatus } from '@store/contracts';
import { api } from '../../../shared/api/api';

export interface ModerationFilter {
  status: ReviewModerationStatus;
  withPhotos: boolean;
  page: number;
}

/** The moderation screen's calls (issue #44), in the admin chunk. */
export const reviewModerationApi = api.injectEndpoints({
  endpoints: (build) => ({
    moderatedReviews: build.query<ModeratedReviewsPageResponse, ModerationFilter>({
      query: ({ status, withPhotos, page }) => ({
        url: '/admin/reviews',
        params: { status, page: String(page), ...(withPhotos ? { withPhotos: 'true' } : {}) },
      }),
      providesTags: ['ModeratedReviews'],
    }),
    hideReview: build.mutation<
      ModeratedReviewResponse,
      { reviewId: string; productId: string; photoId?: string; reason: string }
    >({
      query: ({ reviewId, photoId, reason }) => ({
        url:
          photoId === undefined
            ? `/admin/reviews/${encodeURIComponent(reviewId)}/hide`
            : `/admin/reviews/${encodeURIComponent(reviewId)}/photos/${encodeURIComponent(photoId)}/hide`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_result, error, { productId }) =>
        error
          ? []
          : [
              'ModeratedReviews',
              { type: 'Reviews', id: productId },
              { type: 'CustomerPhotos', id: productId },
              { type: 'Product', id: productId },
            ],
    }),
  }),
});

export const { useModeratedReviewsQuery, useHideReviewMutation } = reviewModerationApi;
