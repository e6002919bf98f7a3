import type { ApiResponse } from '@store/contracts';
import { api } from '../api/api';
import { orderTokenFor } from './order-access';
import type { Order } from './types';

/** One order by id (spec section 7): the confirmation page, the retry of a payment and the pay step read it. */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrder: build.query<Order, string>({
      // A guest order opens with its access token only.
      query: (id) => ({
        url: `/orders/${encodeURIComponent(id)}`,
        params: orderTokenFor(id) ? { token: orderTokenFor(id) } : undefined,
      }),
      transformResponse: (response: ApiResponse<'GET /orders/:id'>) => response.order,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
  }),
});

export const { useGetOrderQuery, useLazyGetOrderQuery } = ordersApi;
