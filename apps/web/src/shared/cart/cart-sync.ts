import {
  createAction,
  createAsyncThunk,
  type Middleware,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { loggedIn, loggedOut, sessionExpired, type AuthState } from '../auth/auth-slice';
import { toast } from '../toast/toast';
import { cartApi, type CartItemPayload } from './cart-api';
import { cartReplaced, type CartState } from './cart-slice';
import type { CartLine } from './types';
import { unsavedCart } from './unsaved-cart';

type State = { cart: CartState; auth: AuthState };

/** What the server needs of the lines: product id, quantity, size and colour variant (a line at 0 is no line). */
export const toPayload = (lines: readonly CartLine[]): CartItemPayload[] =>
  lines
    .filter((line) => line.quantity > 0)
    .map((line) => ({
      product: line.product._id,
      quantity: line.quantity,
      size: line.size,
      colorVariantId: line.colorVariantId ?? null,
    }));

const keyOf = (lines: readonly CartLine[]) => JSON.stringify(toPayload(lines));

const messageOf = (error: unknown): string | null => {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' ? data.message : null;
};

/**
 * Takes the signed-in shopper's saved cart from the server into the slice: at app start (another
 * device may have changed it), when the tab comes back into view, and after a Buy Now order (the
 * server takes ordered lines out of the saved cart). Nothing for a guest. When the lines changed
 * here and no save was confirmed (the page closed while saving, or the save failed), they are
 * saved instead: they are the shopper's latest word.
 */
export const savedCartRequested = createAction('cart/savedCartRequested');

/**
 * On login (and registration): the guest cart (the persisted slice) is sent to POST /cart/merge
 * and the slice becomes the saved cart the server answers. Rejects when the call fails; the sync
 * then merges again at the next change instead of overwriting the saved cart.
 */
export const mergeGuestCart = createAsyncThunk<CartLine[], void, { state: State }>(
  'cart/mergeGuest',
  async (_, { getState, dispatch }) => {
    const request = dispatch(cartApi.endpoints.mergeCart.initiate(toPayload(getState().cart.items)));
    try {
      const answer = await request.unwrap();
      dispatch(cartReplaced(answer.cart.items));
      return answer.cart.items;
    } finally {
      request.reset();
    }
  },
  { condition: (_, { getState }) => getState().auth.isAuthenticated },
);

/**
 * Keeps a signed-in shopper's saved cart equal to the slice: every change of the lines (applied
 * after the cart write delay, as for guests) is PUT to /cart, one call at a time and always with
 * the latest lines. The server's answer (its prices) replaces the lines when nothing changed
 * meanwhile; a refusal (stock sold meanwhile) shows its message and takes the saved cart back.
 * Guests and logout keep today's behaviour: the slice alone, in 'cart-storage'.
 */
export function createCartSyncMiddleware(): Middleware {
  return (store) => {
    const state = () => store.getState() as State;
    const dispatch = store.dispatch as ThunkDispatch<State, unknown, UnknownAction>;
    let status: 'idle' | 'merging' | 'merge-needed' = 'idle';
    let savedKey: string | null = null;
    let saving = false;
    let again = false;

    async function takeSavedCart() {
      const { data } = await dispatch(
        cartApi.endpoints.getServerCart.initiate(undefined, { forceRefetch: true, subscribe: false }),
      );
      if (data && state().auth.isAuthenticated) {
        savedKey = keyOf(data.cart.items);
        unsavedCart.clear();
        store.dispatch(cartReplaced(data.cart.items));
      }
    }

    async function save() {
      if (saving) {
        again = true;
        return;
      }
      saving = true;
      try {
        do {
          again = false;
          const { auth, cart } = state();
          const sentKey = keyOf(cart.items);
          if (!auth.isAuthenticated || !auth.user || status !== 'idle' || sentKey === savedKey) continue;
          unsavedCart.mark(auth.user._id);
          const request = dispatch(cartApi.endpoints.saveCart.initiate(toPayload(cart.items)));
          try {
            const answer = await request.unwrap();
            savedKey = keyOf(answer.cart.items);
            if (state().auth.isAuthenticated && keyOf(state().cart.items) === sentKey) {
              unsavedCart.clear();
              store.dispatch(cartReplaced(answer.cart.items));
            }
          } catch (error) {
            if ((error as { status?: unknown }).status === 400) {
              toast.error(messageOf(error) ?? 'Your cart could not be saved');
              await takeSavedCart().catch(() => undefined);
            }
          } finally {
            request.reset();
          }
        } while (again);
      } finally {
        saving = false;
      }
    }

    return (next) => (action) => {
      const before = state().cart.items;
      const result = next(action);
      if (savedCartRequested.match(action)) {
        const { auth } = state();
        if (auth.isAuthenticated && status === 'idle') {
          if (!saving && unsavedCart.isMarkedFor(auth.user?._id)) {
            savedKey = null;
            void save();
          } else void takeSavedCart().catch(() => undefined);
        }
      } else if (mergeGuestCart.pending.match(action)) status = 'merging';
      else if (mergeGuestCart.fulfilled.match(action)) {
        status = 'idle';
        savedKey = keyOf(action.payload);
        unsavedCart.clear();
      } else if (mergeGuestCart.rejected.match(action)) status = action.meta.condition ? 'idle' : 'merge-needed';
      else if (loggedIn.match(action) || loggedOut.match(action) || sessionExpired.match(action)) {
        status = 'idle';
        savedKey = null;
        unsavedCart.clear();
      }
      const after = state();
      if (after.cart.items !== before && after.auth.isAuthenticated) {
        if (status === 'merge-needed') void dispatch(mergeGuestCart());
        else if (status === 'idle') void save();
      }
      return result;
    };
  };
}
