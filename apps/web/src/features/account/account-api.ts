import { api } from '../../app/api';
import type { Address, User } from '../auth/types';
import type { Order } from './types';

type UserResponse = { user: User };

const ordersOf = (response: { orders?: Order[] } | Order[]): Order[] => (Array.isArray(response) ? response : (response?.orders ?? []));
const orderOf = (response: { order?: Order } | Order): Order => ('order' in response && response.order ? response.order : (response as Order));

/** Profile and order calls of the signed-in shopper (spec section 7). */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<User, void>({
      query: () => '/auth/me',
      transformResponse: (response: UserResponse) => response.user,
      providesTags: ['Me'],
    }),
    updateProfile: build.mutation<User, { name: string; phone: string; address: Address | null }>({
      query: (body) => ({ url: '/auth/profile', method: 'PUT', body }),
      transformResponse: (response: UserResponse) => response.user,
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
    changePassword: build.mutation<{ message?: string }, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/auth/change-password', method: 'PUT', body }),
    }),
    getMyOrders: build.query<Order[], void>({
      query: () => '/orders/myorders',
      transformResponse: ordersOf,
      providesTags: ['Orders'],
    }),
    getOrder: build.query<Order, string>({
      query: (id) => `/orders/${encodeURIComponent(id)}`,
      transformResponse: orderOf,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
  }),
});

export const { useGetMeQuery, useUpdateProfileMutation, useChangePasswordMutation, useGetMyOrdersQuery, useGetOrderQuery, useLazyGetOrderQuery } = accountApi;
