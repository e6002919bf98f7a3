import type { ApiResponse } from '@store/contracts';
import { api } from '../../../shared/api/api';
import { REVIEW_LIMITS } from './constants';
import { hasMoreAfter } from './review-rules';
import type { CustomerPhoto } from '@store/contracts';
import type { Review, ReviewDraft, ReviewPhotoDraft } from './types';

export interface ReviewsPage {
  reviews: Review[];
}

type ReviewResponse = ApiResponse<'POST /reviews'>;

async function succeeded(fulfilled: Promise<unknown>): Promise<boolean> {
  try {
    await fulfilled;
    return true;
  } catch {
    return false;
  }
}

/** The call's data, or undefined when it failed (the screen reports failures itself). */
async function settled<T>(fulfilled: Promise<{ data: T }>): Promise<T | undefined> {
  try {
    return (await fulfilled).data;
  } catch {
    return undefined;
  }
}

/** Review calls of spec section 7. */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviews: build.infiniteQuery<ReviewsPage, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _pages, lastPageParam) => (hasMoreAfter(lastPage) ? lastPageParam + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) =>
        `/reviews/${encodeURIComponent(queryArg)}?page=${pageParam}&limit=${REVIEW_LIMITS.pageSize}`,
      transformResponse: (response: ApiResponse<'GET /reviews/:productId'>) => ({ reviews: response.reviews }),
      providesTags: (_result, _error, productId) => [{ type: 'Reviews', id: productId }],
    }),
    /** The signed-in shopper's own review of a product (null when there is none). */
    getMyReview: build.query<Review | null, string>({
      query: (productId) => `/reviews/user/${encodeURIComponent(productId)}`,
      transformResponse: (response: ApiResponse<'GET /reviews/user/:productId'>) => response.review,
      providesTags: (_result, _error, productId) => [{ type: 'MyReview', id: productId }],
    }),
    createReview: build.mutation<Review, ReviewDraft & { productId: string }>({
      query: (body) => ({ url: '/reviews', method: 'POST', body }),
      transformResponse: (response: ReviewResponse) => response.review,
      invalidatesTags: (_result, error, { productId }) =>
        error
          ? []
          : [
              { type: 'Product', id: productId },
              { type: 'CustomerPhotos', id: productId },
            ],
      async onQueryStarted({ productId }, { dispatch, queryFulfilled }) {
        const review = await settled(queryFulfilled);
        if (!review) return;
        dispatch(
          reviewsApi.util.updateQueryData('getReviews', productId, (draft) => {
            if (draft.pages.length === 0) draft.pages.push({ reviews: [] });
            draft.pages[0].reviews.unshift(review);
          }),
        );
        dispatch(reviewsApi.util.upsertQueryData('getMyReview', productId, review));
      },
    }),
    updateReview: build.mutation<Review, ReviewDraft & { id: string; productId: string }>({
      query: ({ id, rating, comment }) => ({
        url: `/reviews/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { rating, comment },
      }),
      transformResponse: (response: ReviewResponse) => response.review,
      invalidatesTags: (_result, error, { productId }) => (error ? [] : [{ type: 'Product', id: productId }]),
      async onQueryStarted({ id, productId }, { dispatch, queryFulfilled }) {
        const review = await settled(queryFulfilled);
        if (!review) return;
        dispatch(
          reviewsApi.util.updateQueryData('getReviews', productId, (draft) => {
            for (const page of draft.pages)
              page.reviews = page.reviews.map((item) => (item._id === id ? { ...item, ...review } : item));
          }),
        );
        dispatch(reviewsApi.util.upsertQueryData('getMyReview', productId, review));
      },
    }),
    /** A photo for the shopper's review (signed in, checked by its content, at most 4 MB). */
    uploadReviewPhoto: build.mutation<ReviewPhotoDraft, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file);
        return { url: '/uploads/review-photos', method: 'POST', body: form };
      },
      transformResponse: (response: ApiResponse<'POST /uploads/review-photos'>) => response.photo,
    }),
    /** The product's gallery of customer photos (issue #44). */
    getCustomerPhotos: build.query<CustomerPhoto[], string>({
      query: (productId) => `/reviews/${encodeURIComponent(productId)}/photos`,
      transformResponse: (response: ApiResponse<'GET /reviews/:productId/photos'>) => response.photos,
      providesTags: (_result, _error, productId) => [{ type: 'CustomerPhotos', id: productId }],
    }),
    deleteReview: build.mutation<void, { id: string; productId: string }>({
      query: ({ id }) => ({ url: `/reviews/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { productId }) =>
        error
          ? []
          : [
              { type: 'Product', id: productId },
              { type: 'CustomerPhotos', id: productId },
            ],
      async onQueryStarted({ id, productId }, { dispatch, queryFulfilled }) {
        if (!(await succeeded(queryFulfilled))) return;
        dispatch(
          reviewsApi.util.updateQueryData('getReviews', productId, (draft) => {
            for (const page of draft.pages) page.reviews = page.reviews.filter((item) => item._id !== id);
          }),
        );
        dispatch(reviewsApi.util.upsertQueryData('getMyReview', productId, null));
      },
    }),
  }),
});

export const {
  useGetReviewsInfiniteQuery,
  useGetMyReviewQuery,
  useCreateReviewMutation,
  useUpdateReviewMutation,
  useDeleteReviewMutation,
  useUploadReviewPhotoMutation,
  useGetCustomerPhotosQuery,
} = reviewsApi;
