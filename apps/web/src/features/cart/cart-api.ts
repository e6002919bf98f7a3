import { api } from '../../app/api';
import type { CartLine } from './types';

/** A line as the server takes it: only what identifies it and how many (prices are the server's). */
export interface CartItemPayload {
  product: string;
  quantity: number;
  size: string;
  colorVariantId: string | null;
}

/** GET/PUT /cart and POST /cart/merge all answer the saved cart, priced by the server. */
export interface ServerCartResponse {
  success: boolean;
  cart: { items: CartLine[] };
}

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServerCart: build.query<ServerCartResponse, void>({ query: () => '/cart' }),
    /** The signed-in shopper's cart becomes exactly these lines. */
    saveCart: build.mutation<ServerCartResponse, CartItemPayload[]>({ query: (items) => ({ url: '/cart', method: 'PUT', body: { items } }) }),
    /** On login: the guest cart joins the saved one (same lines add up, capped at stock). */
    mergeCart: build.mutation<ServerCartResponse, CartItemPayload[]>({ query: (items) => ({ url: '/cart/merge', method: 'POST', body: { items } }) }),
  }),
});
