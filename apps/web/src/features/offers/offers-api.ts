import { api } from '../../shared/api/api';
import type { Offer } from './types';

export const offersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /offers/current -> { success, offer }. */
    getCurrentOffer: build.query<Offer | null, void>({
      query: () => '/offers/current',
      transformResponse: (response: { offer?: Offer | null }) => response?.offer ?? null,
      providesTags: ['Offer'],
    }),
  }),
});

export const { useGetCurrentOfferQuery } = offersApi;
