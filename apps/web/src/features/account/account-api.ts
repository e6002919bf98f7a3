import type { ApiResponse, MessageResponse, UserResponse } from '@store/contracts';
import { api } from '../../shared/api/api';
import type { User } from '../../shared/auth/types';
import type { Order } from '../../shared/orders/types';

const userOf = (response: UserResponse): User => response.user;

/** Profile and order calls of the signed-in shopper (spec section 7). */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<User, void>({
      query: () => '/auth/me',
      transformResponse: userOf,
      providesTags: ['Me'],
    }),
    changePassword: build.mutation<
      ApiResponse<'PUT /auth/change-password'>,
      { currentPassword: string; newPassword: string }
    >({
      query: (body) => ({ url: '/auth/change-password', method: 'PUT', body }),
    }),
    /** A code sent to the account's e-mail confirms a new phone number (same rules as registration). */
    requestPhoneChange: build.mutation<MessageResponse, { newPhone: string }>({
      query: (body) => ({ url: '/auth/request-phone-change', method: 'POST', body }),
    }),
    confirmPhoneChange: build.mutation<UserResponse, { code: string }>({
      query: (body) => ({ url: '/auth/confirm-phone-change', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
    /** A code sent to the new address confirms a new e-mail address. */
    requestEmailChange: build.mutation<MessageResponse, { newEmail: string }>({
      query: (body) => ({ url: '/auth/request-email-change', method: 'POST', body }),
    }),
    confirmEmailChange: build.mutation<UserResponse, { code: string }>({
      query: (body) => ({ url: '/auth/confirm-email-change', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
    /** The profile's marketing e-mail box (issue #44). */
    setMarketingConsent: build.mutation<UserResponse, { consent: boolean }>({
      query: (body) => ({ url: '/auth/marketing-consent', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
    getMyOrders: build.query<Order[], void>({
      query: () => '/orders/myorders',
      transformResponse: (response: ApiResponse<'GET /orders/myorders'>) => response.orders,
      providesTags: ['Orders'],
    }),
  }),
});

export const {
  useRequestPhoneChangeMutation,
  useConfirmPhoneChangeMutation,
  useRequestEmailChangeMutation,
  useConfirmEmailChangeMutation,
  useSetMarketingConsentMutation,
} = accountApi;

export const { useGetMeQuery, useChangePasswordMutation, useGetMyOrdersQuery } = accountApi;
