import type { UserResponse } from '@store/contracts';
import { api } from '../api/api';
import type { Address, User } from './types';

/** The signed-in shopper's profile update (spec section 7): the profile page and the pay step's saved address. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<User, { name: string; phone?: string; address: Address | null }>({
      query: (body) => ({ url: '/auth/profile', method: 'PUT', body }),
      transformResponse: (response: UserResponse) => response.user,
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
  }),
});

export const { useUpdateProfileMutation } = profileApi;
