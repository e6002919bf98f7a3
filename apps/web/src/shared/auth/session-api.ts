import type { MessageResponse } from '@store/contracts';
import { api } from '../api/api';

/** The session's own call: logout (spec section 7); the sign-in calls belong to features/auth. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Revokes the token server-side; it is passed explicitly because the state is cleared at once. */
    logout: build.mutation<MessageResponse, string>({
      query: (token) => ({ url: '/auth/logout', method: 'POST', headers: { authorization: `Bearer ${token}` } }),
    }),
  }),
});

export const { useLogoutMutation } = sessionApi;
