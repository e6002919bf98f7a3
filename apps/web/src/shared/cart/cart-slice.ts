import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../products/types';
import { local, readPersisted, writePersisted } from '../storage';
import { cartCount, cartSubtotal, linePricing, mergeLine, sameLine } from './cart-rules';
import { CART_STORAGE_KEY } from './constants';
import type { CartLine, CartLineRef } from './types';

export interface CartState {
  items: CartLine[];
  isOpen: boolean;
}

const empty: CartState = { items: [], isOpen: false };

const isLine = (value: unknown): value is CartLine =>
  Boolean(
    value &&
    typeof value === 'object' &&
    (value as CartLine).product?._id &&
    typeof (value as CartLine).quantity === 'number',
  );

/** The cart kept in 'cart-storage' (lines only; the drawer starts closed). */
export function restoreCart(storage: Storage | undefined = local()): CartState {
  const stored = readPersisted<CartState>(storage, CART_STORAGE_KEY);
  return { items: Array.isArray(stored?.items) ? stored.items.filter(isLine) : [], isOpen: false };
}

export function persistCart(state: CartState, storage: Storage | undefined = local()): void {
  writePersisted(storage, CART_STORAGE_KEY, { items: state.items });
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: empty,
  reducers: {
    /** Adds a line, merging with the same product, size and colour variant by summing. */
    lineAdded: (state, action: PayloadAction<CartLine>) => {
      state.items = mergeLine(state.items, action.payload);
    },
    lineRemoved: (state, action: PayloadAction<CartLineRef>) => {
      state.items = state.items.filter((line) => !sameLine(line, action.payload));
    },
    /** Sets a line's quantity; the store floors it at 0. */
    quantitySet: (state, action: PayloadAction<CartLineRef & { quantity: number }>) => {
      const line = state.items.find((item) => sameLine(item, action.payload));
      if (line) line.quantity = Math.max(0, Math.floor(action.payload.quantity));
    },
    /** A refetched product refreshes the lines that hold it (and their prices). */
    productRefreshed: (state, action: PayloadAction<Product>) => {
      for (const line of state.items) {
        if (line.product._id !== action.payload._id) continue;
        line.product = action.payload;
        Object.assign(line, linePricing(action.payload));
      }
    },
    /** The server's answer for a signed-in shopper replaces the lines (its prices, its merge). */
    cartReplaced: (state, action: PayloadAction<CartLine[]>) => {
      state.items = action.payload.filter(isLine);
    },
    cartCleared: (state) => {
      state.items = [];
    },
    drawerToggled: (state) => {
      state.isOpen = !state.isOpen;
    },
    drawerClosed: (state) => {
      state.isOpen = false;
    },
  },
});

export const {
  lineAdded,
  lineRemoved,
  quantitySet,
  productRefreshed,
  cartReplaced,
  cartCleared,
  drawerToggled,
  drawerClosed,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

type WithCart = { cart: CartState };
export const selectCartLines = (state: WithCart) => state.cart.items;
export const selectCartCount = (state: WithCart) => cartCount(state.cart.items);
export const selectCartSubtotal = (state: WithCart) => cartSubtotal(state.cart.items);
export const selectDrawerOpen = (state: WithCart) => state.cart.isOpen;
