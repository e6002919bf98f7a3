import type { CartItemsRequest } from '@store/contracts/requests';
import { screen, waitFor } from '@testing-library/react';
import { createStore } from '../../testing/store';
import { aProduct, aUser, aVariantProduct } from '../../testing/fixtures';
import { fakeApi, type FakeRequest } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { loggedIn, loggedOut } from '../auth/auth-slice';
import { buildLine } from './cart-rules';
import { lineAdded } from './cart-slice';
import { mergeGuestCart, savedCartRequested } from './cart-sync';
import { addToCart, changeQuantity } from './cart-thunks';
import type { CartLine } from './types';

const tee = aProduct();
const jogger = aVariantProduct();
const teeM = (quantity: number): CartLine =>
  buildLine({ product: tee, size: 'M', colorVariantId: null, colorName: null, colorCode: null, quantity });
const redS = (quantity: number): CartLine =>
  buildLine({ product: jogger, size: 'S', colorVariantId: 'red', colorName: 'Red', colorCode: '#dc2626', quantity });
/** The server's answer: its own prices (here an offer the client did not know about). */
const priced = (line: CartLine, price = 599): CartLine => ({ ...line, price, originalPrice: line.product.price });
const answer = (items: CartLine[]) => ({ body: { success: true as const, cart: { items } } });
const itemsOf = (request: FakeRequest) => (request.body as CartItemsRequest).items;

afterEach(() => localStorage.clear());

describe('the signed-in shopper’s cart on the server', () => {
  describe('merge on login', () => {
    // Logging in and registration's e-mail verification merging the guest cart: features/auth/merge-guest-cart.test.tsx.
    it('does nothing for a guest, and merges again at the next change when the merge failed', async () => {
      const api = fakeApi({ 'POST /api/cart/merge': { status: 503, body: { success: false, message: 'down' } } });
      const store = createStore();
      await store.dispatch(mergeGuestCart());
      expect(api.requests).toHaveLength(0);

      store.dispatch(lineAdded(teeM(1)));
      store.dispatch(loggedIn({ user: aUser(), token: 'jwt' }));
      await store.dispatch(mergeGuestCart());
      expect(api.calls('POST', '/api/cart/merge')).toHaveLength(1);
      expect(store.getState().cart.items).toEqual([teeM(1)]);

      const retry = fakeApi({ 'POST /api/cart/merge': answer([priced(teeM(1)), priced(redS(1))]) });
      store.dispatch(lineAdded(redS(1)));
      await waitFor(() => expect(retry.calls('POST', '/api/cart/merge')).toHaveLength(1));
      expect(itemsOf(retry.calls('POST', '/api/cart/merge')[0])).toHaveLength(2);
      await waitFor(() => expect(store.getState().cart.items.map((line) => line.price)).toEqual([599, 599]));
      expect(retry.calls('PUT', '/api/cart')).toHaveLength(0);
    });
  });

  describe('later changes', () => {
    function signedInStore() {
      const store = createStore();
      store.dispatch(loggedIn({ user: aUser(), token: 'jwt' }));
      return store;
    }

    it('takes the saved cart from the server when asked (app start, a Buy Now order), without saving it back', async () => {
      const api = fakeApi({ 'GET /api/cart': answer([priced(redS(2))]) });
      const store = signedInStore();
      store.dispatch(lineAdded(teeM(1))); // what this browser remembered; another device changed it since
      store.dispatch(savedCartRequested());
      await waitFor(() => expect(store.getState().cart.items.map((line) => line.product._id)).toEqual(['jogger-1']));
      expect(api.calls('GET', '/api/cart')).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(api.calls('PUT', '/api/cart').some((call) => JSON.stringify(itemsOf(call)).includes('jogger-1'))).toBe(
        false,
      );

      const guest = fakeApi({});
      const guestStore = createStore();
      guestStore.dispatch(savedCartRequested());
      expect(guest.requests).toHaveLength(0);
    });

    it('saves at the next start a change whose save the closing page cut short, instead of taking the older saved cart', async () => {
      const closing = fakeApi({ 'PUT /api/cart': () => new Promise(() => undefined) }); // the page goes before the answer
      signedInStore().dispatch(lineAdded(teeM(2)));
      await waitFor(() => expect(closing.calls('PUT', '/api/cart')).toHaveLength(1));

      const api = fakeApi({ 'PUT /api/cart': answer([priced(teeM(2))]), 'GET /api/cart': answer([]) });
      const reopened = createStore(); // the next page: cart and sign-in restored from storage
      reopened.dispatch(savedCartRequested());
      await waitFor(() =>
        expect(reopened.getState().cart.items.map((line) => [line.quantity, line.price])).toEqual([[2, 599]]),
      );
      expect(itemsOf(api.calls('PUT', '/api/cart')[0])).toEqual([
        { product: 'tee-1', quantity: 2, size: 'M', colorVariantId: null },
      ]);
      expect(api.calls('GET', '/api/cart')).toHaveLength(0);

      // Confirmed: the next look takes the server's cart again (another device may change it).
      reopened.dispatch(savedCartRequested());
      await waitFor(() => expect(api.calls('GET', '/api/cart')).toHaveLength(1));
    });

    it('never sends one shopper’s unconfirmed lines as another’s cart', async () => {
      const closing = fakeApi({ 'PUT /api/cart': () => new Promise(() => undefined) });
      signedInStore().dispatch(lineAdded(teeM(2)));
      await waitFor(() => expect(closing.calls('PUT', '/api/cart')).toHaveLength(1));
      const other = fakeApi({ 'GET /api/cart': answer([]), 'PUT /api/cart': answer([]) });
      const store = createStore();
      store.dispatch(loggedIn({ user: aUser({ _id: 'someone-else' }), token: 'jwt-2' }));
      store.dispatch(savedCartRequested());
      await waitFor(() => expect(other.calls('GET', '/api/cart')).toHaveLength(1));
      expect(other.calls('PUT', '/api/cart')).toHaveLength(0);
    });

    it('PUTs every change to /api/cart after the cart write delay, and takes the server’s prices', async () => {
      const api = fakeApi({
        'PUT /api/cart': (request) =>
          answer((itemsOf(request) as Array<{ quantity: number }>).map((item) => priced(teeM(item.quantity)))),
      });
      const store = signedInStore();
      const adding = store.dispatch(
        addToCart({ product: tee, size: 'M', colorVariantId: null, colorName: null, colorCode: null, quantity: 2 }),
      );
      expect(api.calls('PUT', '/api/cart')).toHaveLength(0);
      await adding;
      await waitFor(() => expect(api.calls('PUT', '/api/cart')).toHaveLength(1));
      expect(api.calls('PUT', '/api/cart')[0].body).toEqual({
        items: [{ product: 'tee-1', quantity: 2, size: 'M', colorVariantId: null }],
      });
      await waitFor(() => expect(store.getState().cart.items[0].price).toBe(599));

      const next = fakeApi({
        'GET /api/products/:id': { body: { success: true, product: tee } },
        'PUT /api/cart': answer([priced(teeM(3))]),
      });
      await store.dispatch(changeQuantity({ productId: 'tee-1', size: 'M', colorVariantId: null, quantity: 3 }));
      await waitFor(() => expect(next.calls('PUT', '/api/cart')).toHaveLength(1));
      expect(itemsOf(next.calls('PUT', '/api/cart')[0])).toEqual([
        { product: 'tee-1', quantity: 3, size: 'M', colorVariantId: null },
      ]);
    });

    it('sends one call at a time, the last one with the latest lines, and keeps a line changed meanwhile', async () => {
      let release: () => void = () => undefined;
      const api = fakeApi({
        'PUT /api/cart': (request) =>
          new Promise((resolve) => {
            release = () =>
              resolve(
                answer(
                  (itemsOf(request) as Array<{ product: string; quantity: number }>).map((item) =>
                    priced(item.product === 'tee-1' ? teeM(item.quantity) : redS(item.quantity)),
                  ),
                ),
              );
          }),
      });
      const store = signedInStore();
      store.dispatch(lineAdded(teeM(1)));
      await waitFor(() => expect(api.calls('PUT', '/api/cart')).toHaveLength(1));
      store.dispatch(lineAdded(redS(1)));
      store.dispatch(lineAdded(redS(1)));
      expect(api.calls('PUT', '/api/cart')).toHaveLength(1);
      release();
      await waitFor(() => expect(api.calls('PUT', '/api/cart')).toHaveLength(2));
      expect(itemsOf(api.calls('PUT', '/api/cart')[1])).toEqual([
        { product: 'tee-1', quantity: 1, size: 'M', colorVariantId: null },
        { product: 'jogger-1', quantity: 2, size: 'S', colorVariantId: 'red' },
      ]);
      // The first answer (one line) did not overwrite the two lines changed meanwhile.
      expect(store.getState().cart.items.map((line) => line.quantity)).toEqual([1, 2]);
      release();
      await waitFor(() => expect(store.getState().cart.items.map((line) => line.price)).toEqual([599, 599]));
      expect(api.calls('PUT', '/api/cart')).toHaveLength(2);
    });

    it('shows the server’s refusal and takes back the saved cart', async () => {
      const message = 'Only 1 items available in stock for Aero Dry-Fit Tee (M)';
      const api = fakeApi({
        'PUT /api/cart': {
          status: 400,
          body: { success: false, message, errors: [{ param: 'items.0.quantity', msg: message }] },
        },
        'GET /api/cart': answer([priced(teeM(1))]),
      });
      const store = signedInStore();
      renderWithApp(<p>shop</p>, { store });
      store.dispatch(lineAdded(teeM(2)));
      expect(await screen.findByText(message)).toBeTruthy();
      await waitFor(() => expect(store.getState().cart.items.map((line) => line.quantity)).toEqual([1]));
      expect(api.calls('GET', '/api/cart')).toHaveLength(1);
      expect(api.calls('PUT', '/api/cart')).toHaveLength(1);
    });

    it('keeps a guest’s cart and a logged-out cart in the browser only', async () => {
      const api = fakeApi({ 'PUT /api/cart': answer([]) });
      const store = createStore();
      store.dispatch(lineAdded(teeM(1)));
      store.dispatch(loggedIn({ user: aUser(), token: 'jwt' }));
      store.dispatch(loggedOut());
      store.dispatch(lineAdded(teeM(1)));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(api.requests).toHaveLength(0);
      expect(store.getState().cart.items.map((line) => line.quantity)).toEqual([2]);
    });
  });
});
