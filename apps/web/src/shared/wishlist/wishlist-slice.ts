import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { local, readPersisted, writePersisted } from '../storage';
import type { Product } from '../products/types';
import { WISHLIST_STORAGE_KEY } from './constants';

export interface WishlistState {
  items: Product[];
}

export function restoreWishlist(storage: Storage | undefined = local()): WishlistState {
  const stored = readPersisted<WishlistState>(storage, WISHLIST_STORAGE_KEY);
  const items = Array.isArray(stored?.items) ? stored.items.filter((item) => item && typeof item._id === 'string') : [];
  return { items };
}

export function persistWishlist(state: WishlistState, storage: Storage | undefined = local()): void {
  writePersisted(storage, WISHLIST_STORAGE_KEY, { items: state.items });
}

const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: { items: [] } as WishlistState,
  reducers: {
    /** Duplicate adds (same _id) are ignored. */
    wishlistAdded: (state, action: PayloadAction<Product>) => {
      if (!state.items.some((item) => item._id === action.payload._id)) state.items.push(action.payload);
    },
    wishlistRemoved: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((item) => item._id !== action.payload);
    },
    wishlistCleared: (state) => {
      state.items = [];
    },
  },
});

export const { wishlistAdded, wishlistRemoved, wishlistCleared } = wishlistSlice.actions;
export const wishlistReducer = wishlistSlice.reducer;

type WithWishlist = { wishlist: WishlistState };
export const selectWishlist = (state: WithWishlist) => state.wishlist.items;
export const selectIsWished = (id: string) => (state: WithWishlist) =>
  state.wishlist.items.some((item) => item._id === id);
