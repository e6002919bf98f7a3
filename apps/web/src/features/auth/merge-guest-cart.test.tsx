import { screen, waitFor } from '@testing-library/react';
import { buildLine } from '../../shared/cart/cart-rules';
import { lineAdded, restoreCart } from '../../shared/cart/cart-slice';
import type { CartLine } from '../../shared/cart/types';
import { aProduct, aUser, aVariantProduct } from '../../testing/fixtures';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { createStore } from '../../testing/store';
import { EmailVerificationStep } from './EmailVerificationStep';
import { LoginPage } from './LoginPage';

const tee = aProduct();
const jogger = aVariantProduct();
const teeM = (quantity: number): CartLine =>
  buildLine({ product: tee, size: 'M', colorVariantId: null, colorName: null, colorCode: null, quantity });
const redS = (quantity: number): CartLine =>
  buildLine({ product: jogger, size: 'S', colorVariantId: 'red', colorName: 'Red', colorCode: '#dc2626', quantity });
/** The server's answer: its own prices (here an offer the client did not know about). */
const priced = (line: CartLine, price = 599): CartLine => ({ ...line, price, originalPrice: line.product.price });
const answer = (items: CartLine[]) => ({ body: { success: true as const, cart: { items } } });

afterEach(() => localStorage.clear());

// The cart's own sync rules are tested in shared/cart/cart-sync.test.tsx.
describe('the signed-in shopper’s cart on the server', () => {
  describe('merge on login', () => {
    it('sends the guest cart to POST /api/cart/merge and replaces the cart with the answer', async () => {
      const saved = priced(redS(1));
      const api = fakeApi({
        'POST /api/auth/login': { body: { success: true, message: 'Login successful!', user: aUser(), token: 'jwt' } },
        'POST /api/cart/merge': answer([saved, priced(teeM(3))]),
      });
      const store = createStore();
      store.dispatch(lineAdded(teeM(3)));
      const { user } = renderWithApp(<LoginPage />, {
        route: '/login',
        path: '/login',
        store,
        routes: [{ path: '*', element: <p>home</p> }],
      });
      await user.type(screen.getByLabelText(/Email or phone/), 'asha@example.in');
      await user.type(screen.getByLabelText(/^Password/), 'secret1');
      await user.click(screen.getByRole('button', { name: 'Login' }));

      await waitFor(() => expect(store.getState().cart.items).toHaveLength(2));
      expect(api.calls('POST', '/api/cart/merge')).toHaveLength(1);
      expect(api.calls('POST', '/api/cart/merge')[0].body).toEqual({
        items: [{ product: 'tee-1', quantity: 3, size: 'M', colorVariantId: null }],
      });
      expect(api.calls('POST', '/api/cart/merge')[0].headers.get('authorization')).toBe('Bearer jwt');
      expect(
        store.getState().cart.items.map((line) => [line.product._id, line.size, line.quantity, line.price]),
      ).toEqual([
        ['jogger-1', 'S', 1, 599],
        ['tee-1', 'M', 3, 599],
      ]);
      expect(restoreCart(localStorage).items).toHaveLength(2);
      // The merged cart is the saved one: nothing is PUT back.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(api.calls('PUT', '/api/cart')).toHaveLength(0);
    });

    it('merges too when registration’s e-mail verification signs the shopper in', async () => {
      const api = fakeApi({
        'POST /api/auth/verify-registration-email': {
          body: { success: true, message: 'Email verified', data: aUser(), token: 'fresh-jwt' },
        },
        'POST /api/cart/merge': answer([priced(teeM(1))]),
      });
      const store = createStore();
      store.dispatch(lineAdded(teeM(1)));
      const { user } = renderWithApp(
        <EmailVerificationStep email="asha@example.in" onBack={() => undefined} onExpired={() => undefined} />,
        { store },
      );
      await user.type(screen.getByLabelText(/Verification code/), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify Email' }));
      await waitFor(() => expect(store.getState().cart.items[0]?.price).toBe(599));
      expect(api.calls('POST', '/api/cart/merge')[0].body).toEqual({
        items: [{ product: 'tee-1', quantity: 1, size: 'M', colorVariantId: null }],
      });
      expect(api.calls('POST', '/api/cart/merge')[0].headers.get('authorization')).toBe('Bearer fresh-jwt');
    });
  });
});
