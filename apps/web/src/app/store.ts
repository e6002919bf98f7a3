import { combineReducers, configureStore, createAction, type Reducer } from '@reduxjs/toolkit';
import { authReducer, persistAuth, restoreAuth, type AuthState } from '../shared/auth/auth-slice';
import { cartReducer, persistCart, restoreCart, type CartState } from '../shared/cart/cart-slice';
import { createCartSyncMiddleware } from '../shared/cart/cart-sync';
import {
  persistWishlist,
  restoreWishlist,
  wishlistReducer,
  type WishlistState,
} from '../shared/wishlist/wishlist-slice';
import { local } from '../shared/storage';
import type { StoreState } from '../shared/store/hooks';
import { api } from '../shared/api/api';
import type { ServerFetch } from '../shared/api/base-query';

interface ClientState {
  auth: AuthState;
  cart: CartState;
  wishlist: WishlistState;
}

/** The session, cart and wishlist this browser kept, taken in after a server-rendered page hydrated. */
export const clientStateRestored = createAction<ClientState>('app/clientStateRestored');

export const restoredClientState = (storage: Storage | undefined = local()): ClientState => ({
  auth: restoreAuth(storage),
  cart: restoreCart(storage),
  wishlist: restoreWishlist(storage),
});

export interface StoreOptions {
  /** On the server: how the render reaches the API. */
  serverFetch?: ServerFetch;
  /**
   * Start signed out with an empty cart and wishlist, as the server rendered the page, and take
   * the browser's kept state with clientStateRestored once hydrated (a different first render
   * would not match the server's HTML).
   */
  startAsServerRendered?: boolean;
}

/**
 * The store: RTK Query's cache plus the client state (auth, cart, wishlist), restored from
 * browser storage at start-up (or right after hydration) and written back on every change.
 */
export function createStore(storage: Storage | undefined = local(), options: StoreOptions = {}) {
  // `satisfies`: a slice missing here, or one of another shape, fails the build instead of the screens.
  const slices = combineReducers({
    [api.reducerPath]: api.reducer,
    auth: authReducer,
    cart: cartReducer,
    wishlist: wishlistReducer,
  }) satisfies Reducer<StoreState>;
  const reducer: typeof slices = (state, action) =>
    clientStateRestored.match(action) && state
      ? slices({ ...state, ...action.payload }, action)
      : slices(state, action);
  // The server's render and the hydrating one start from the slices' initial state (signed out, empty).
  const startsEmpty = Boolean(options.serverFetch || options.startAsServerRendered);
  const store = configureStore({
    reducer,
    preloadedState: startsEmpty ? undefined : restoredClientState(storage),
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { serverFetch: options.serverFetch } } }).concat(
        api.middleware,
        createCartSyncMiddleware(),
      ),
  });
  if (options.serverFetch) return store;

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
