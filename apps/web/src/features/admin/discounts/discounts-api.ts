import type { DiscountHistoryResponse, DiscountResponse, DiscountsResponse, MessageResponse } from '@store/contracts';
import type { DiscountRequest } from '@store/contracts/requests';
import { api } from '../../../shared/api/api';

/** The admin's discount codes (issue #44), in the admin chunk. */
export const discountsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminDiscounts: build.query<DiscountsResponse, void>({
      query: () => '/admin/discounts',
      providesTags: ['Discounts'],
    }),
    adminDiscount: build.query<DiscountResponse, string>({
      query: (id) => `/admin/discounts/${encodeURIComponent(id)}`,
      providesTags: ['Discounts'],
    }),
    discountHistory: build.query<DiscountHistoryResponse, string>({
      query: (id) => `/admin/discounts/${encodeURIComponent(id)}/history`,
      providesTags: ['Discounts'],
    }),
    createDiscount: build.mutation<DiscountResponse, DiscountRequest>({
      query: (body) => ({ url: '/admin/discounts', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Discounts']),
    }),
    updateDiscount: build.mutation<DiscountResponse, { id: string; body: DiscountRequest }>({
      query: ({ id, body }) => ({ url: `/admin/discounts/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Discounts']),
    }),
    deleteDiscount: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/admin/discounts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Discounts']),
    }),
  }),
});

export const {
  useAdminDiscountsQuery,
  useAdminDiscountQuery,
  useDiscountHistoryQuery,
  useCreateDiscountMutation,
  useUpdateDiscountMutation,
  useDeleteDiscountMutation,
} = discountsAdminApi;
