import { authApi } from '../features/auth/auth-api';
import { isExemptFromSessionExpiry } from '../shared/api/session-expiry';
import { loggedIn } from '../shared/auth/auth-slice';
import { setNavigator } from '../shared/navigation';
import { productsApi } from '../shared/products/products-api';
import { aProductsPage, aUser } from '../testing/fixtures';
import { fakeApi } from '../testing/fake-api';
import { createStore } from './store';

function signedInStore() {
  const store = createStore();
  store.dispatch(loggedIn({ user: aUser(), token: 'jwt' }));
  return store;
}

let navigate: jest.Mock;
beforeEach(() => {
  navigate = jest.fn();
  setNavigator(navigate);
});
afterEach(() => localStorage.clear());

describe('the API layer', () => {
  it('sends the bearer token on every request', async () => {
    const api = fakeApi({ 'GET /api/products': { body: aProductsPage([]) } });
    await signedInStore().dispatch(productsApi.endpoints.getProducts.initiate({}));
    expect(api.requests[0].headers.get('authorization')).toBe('Bearer jwt');
  });

  it('adds no cache-busting parameter to GETs', async () => {
    const api = fakeApi({ 'GET /api/products': { body: aProductsPage([]) } });
    await createStore().dispatch(productsApi.endpoints.getProducts.initiate({ category: 'topwear' }));
    expect([...api.requests[0].query.keys()]).toEqual(['category']);
  });

  it('clears token and user and goes to /login on a 401 to a request that carried a token', async () => {
    fakeApi({ 'GET /api/products/:id': { status: 401, body: { success: false, message: 'Unauthorized' } } });
    const store = signedInStore();
    await store.dispatch(productsApi.endpoints.getProduct.initiate('tee-1'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('leaves everything alone on a 401 to a request without a token', async () => {
    fakeApi({ 'GET /api/products/:id': { status: 401, body: { success: false, message: 'Request failed' } } });
    await createStore().dispatch(productsApi.endpoints.getProduct.initiate('tee-1'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session on a 401 from the auth endpoints', async () => {
    fakeApi({ 'POST /api/auth/login': { status: 401, body: { success: false, message: 'Invalid credentials' } } });
    const store = signedInStore();
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.in', password: 'secret1' }));
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('exempts the auth endpoints and the guest order and payment endpoints from the 401 rule', () => {
    expect(isExemptFromSessionExpiry('/auth/me')).toBe(true);
    expect(isExemptFromSessionExpiry('/orders/guest')).toBe(true);
    expect(isExemptFromSessionExpiry('/payments/create-order-guest')).toBe(true);
    expect(isExemptFromSessionExpiry('/payments/verify-guest')).toBe(true);
    expect(isExemptFromSessionExpiry('/payments/verify')).toBe(false);
    expect(isExemptFromSessionExpiry('/orders/myorders')).toBe(false);
  });
});
