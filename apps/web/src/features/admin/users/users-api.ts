import type {
  EraseGuestResponse,
  MessageResponse,
  OrdersPageResponse,
  UserHistoryResponse,
  UserResponse,
  UsersPageResponse,
} from '@store/contracts';
import { api } from '../../../shared/api/api';
import { ADMIN_USERS_PAGE_SIZE } from './constants';

const id = (value: string) => encodeURIComponent(value);

/** The admin users screen's calls (GET/PUT/DELETE /users, a user's orders), in the admin chunk. */
export const adminUsersApi = api.enhanceEndpoints({ addTagTypes: ['Users'] }).injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<UsersPageResponse, { page: number; search?: string }>({
      query: ({ page, search }) => ({
        url: '/users',
        params: { page, limit: ADMIN_USERS_PAGE_SIZE, search: search?.trim() || undefined },
      }),
      providesTags: ['Users'],
    }),
    userOrders: build.query<OrdersPageResponse, string>({
      query: (userId) => ({ url: '/orders', params: { user: userId, limit: 100 } }),
      providesTags: ['Orders'],
    }),
    userHistory: build.query<UserHistoryResponse, string>({
      query: (userId) => `/users/${id(userId)}/history`,
      providesTags: ['Users'],
    }),
    updateUser: build.mutation<UserResponse, { userId: string; body: { role?: 'user' | 'admin'; active?: boolean } }>({
      query: ({ userId, body }) => ({ url: `/users/${id(userId)}`, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Users']),
      // The row shows the new role or block the moment the change is confirmed, not only when the
      // list's refetch returns: a second change chosen in between would otherwise start from the old value.
      async onQueryStarted({ userId }, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        for (const { endpointName, originalArgs } of adminUsersApi.util.selectInvalidatedBy(getState(), ['Users'])) {
          if (endpointName !== 'adminUsers') continue;
          dispatch(
            adminUsersApi.util.updateQueryData('adminUsers', originalArgs, (page) => {
              page.users = page.users.map((user) => (user._id === userId ? data.user : user));
            }),
          );
        }
      },
    }),
    deleteUser: build.mutation<MessageResponse, string>({
      query: (userId) => ({ url: `/users/${id(userId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Users']),
    }),
    eraseGuest: build.mutation<EraseGuestResponse, string>({
      query: (email) => ({ url: '/personal-data/erase-guest', method: 'POST', body: { email } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Orders']),
    }),
  }),
});

export const {
  useAdminUsersQuery,
  useUserOrdersQuery,
  useUserHistoryQuery,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useEraseGuestMutation,
} = adminUsersApi;
