import { configureStore, type ReducersMapObject } from '@reduxjs/toolkit';
import { authReducer, persistAuth, restoreAuth } from '../shared/auth/auth-slice';
import { cartReducer, persistCart, restoreCart } from '../shared/cart/cart-slice';
import { createCartSyncMiddleware } from '../shared/cart/cart-sync';
import { persistWishlist, restoreWishlist, wishlistReducer } from '../shared/wishlist/wishlist-slice';
import { local } from '../shared/storage';
import type { StoreState } from '../shared/store/hooks';
import { api } from '../shared/api/api';

/**
 * The store: RTK Query's cache plus the client state (auth, cart, wishlist), restored from
 * browser storage at start-up and written back on every change.
 */
export function createStore(storage: Storage | undefined = local()) {
  // `satisfies`: a slice missing here, or one of another shape, fails the build instead of the screens.
  const reducer = {
    [api.reducerPath]: api.reducer,
    auth: authReducer,
    cart: cartReducer,
    wishlist: wishlistReducer,
  } satisfies ReducersMapObject<StoreState>;
  const store = configureStore({
    reducer,
    preloadedState: { auth: restoreAuth(storage), cart: restoreCart(storage), wishlist: restoreWishlist(storage) },
    middleware: (getDefault) => getDefault().concat(api.middleware, createCartSyncMiddleware()),
  });

  let previous = store.getState();
  store.subscribe(() => {
    const next = store.getState();
    if (next.auth !== previous.auth) persistAuth(next.auth, storage);
    if (next.cart.items !== previous.cart.items) persistCart(next.cart, storage);
    if (next.wishlist !== previous.wishlist) persistWishlist(next.wishlist, storage);
    previous = next;
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
