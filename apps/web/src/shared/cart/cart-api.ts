import { api } from '../api/api';
import type { CartResponse as ServerCartResponse } from '@store/contracts';
import type { CartItemPayload } from '@store/contracts/requests';

export type { CartResponse as ServerCartResponse } from '@store/contracts';
export type { CartItemPayload } from '@store/contracts/requests';

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServerCart: build.query<ServerCartResponse, void>({ query: () => '/cart' }),
    /** The signed-in shopper's cart becomes exactly these lines. */
    saveCart: build.mutation<ServerCartResponse, CartItemPayload[]>({
      query: (items) => ({ url: '/cart', method: 'PUT', body: { items } }),
    }),
    /** On login: the guest cart joins the saved one (same lines add up, capped at stock). */
    mergeCart: build.mutation<ServerCartResponse, CartItemPayload[]>({
      query: (items) => ({ url: '/cart/merge', method: 'POST', body: { items } }),
    }),
  }),
});
