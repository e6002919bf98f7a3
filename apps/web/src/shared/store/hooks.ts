import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { api } from '../api/api';
import type { AuthState } from '../auth/auth-slice';
import type { CartState } from '../cart/cart-slice';
import type { WishlistState } from '../wishlist/wishlist-slice';

/**
 * The store's state as every screen reads it: RTK Query's cache and the client state (session,
 * cart, wishlist). Declared here rather than derived from the store so that features and shared
 * code never import app/; app/store.ts builds its reducer against this type, so the two cannot
 * drift apart without a compile error.
 */
export interface StoreState {
  [api.reducerPath]: ReturnType<typeof api.reducer>;
  auth: AuthState;
  cart: CartState;
  wishlist: WishlistState;
}

/** Dispatches actions and thunks (the store's default middleware runs thunks without an extra argument). */
export type AppDispatch = ThunkDispatch<StoreState, undefined, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<StoreState>();
