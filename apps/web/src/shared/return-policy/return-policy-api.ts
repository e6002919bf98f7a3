import type { ReturnPolicyResponse } from '@store/contracts';
import { api } from '../api/api';
import type { ReturnPolicySettings } from './constants';

/**
 * GET /api/returns/policy (public): the window and exchanges the server applies, which every policy
 * text is worded from. Tagged with the admin's settings, so saving them refetches it.
 */
export const returnPolicyApi = api.injectEndpoints({
  endpoints: (build) => ({
    returnPolicy: build.query<ReturnPolicyResponse, void>({
      query: () => '/returns/policy',
      providesTags: ['ReturnSettings'],
    }),
  }),
});

/**
 * The server's return policy (`policy`), or `given` when the screen already has it (an order's
 * returns answer); no policy while it loads or when it failed (`failed`): the texts wait for it
 * rather than show a default the server may not apply.
 */
export function useReturnPolicy(given?: ReturnPolicySettings): { policy?: ReturnPolicySettings; failed: boolean } {
  const { data, isError } = returnPolicyApi.useReturnPolicyQuery(undefined, { skip: given !== undefined });
  if (given) return { policy: given, failed: false };
  return {
    policy: data ? { windowDays: data.windowDays, exchangesEnabled: data.exchangesEnabled } : undefined,
    failed: isError,
  };
}
