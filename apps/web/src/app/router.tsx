import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '../features/auth/RequireAuth';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { StorefrontLayout } from './StorefrontLayout';
import { RootLayout } from './RootLayout';

/** A lazily loaded screen: its module is its own chunk, fetched on first visit. */
function screen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return async () => ({ Component: (await load())[name] });
}

const adminArea = () => import('../features/admin/admin-area');

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <div className="min-h-screen" aria-busy="true" />,
    children: [
      { path: 'login', lazy: screen(() => import('../features/auth/LoginPage'), 'LoginPage') },
      { path: 'register', lazy: screen(() => import('../features/auth/RegisterPage'), 'RegisterPage') },
      { path: 'reset-password', lazy: screen(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage') },
      { path: 'unsubscribe', lazy: screen(() => import('../features/auth/UnsubscribePage'), 'UnsubscribePage') },
      {
        element: <RequireAuth admin />,
        // The admin's own routes live in its lazy chunk (descendant routes), so the storefront's
        // first-load script carries none of them. The route rendering them is 'admin/*' (it
        // matches /admin too): an index child (path "") rendering them made React Router warn
        // that their parent has no trailing "*", and a path 'admin' on the guard would match
        // /admin by itself, with no child.
        children: [{ path: 'admin/*', lazy: screen(adminArea, 'AdminRoutes') }],
      },
      {
        element: <StorefrontLayout />,
        children: [
          { id: 'home', index: true, lazy: screen(() => import('../features/home/HomePage'), 'HomePage') },
          {
            id: 'products',
            path: 'products',
            lazy: screen(() => import('../features/catalogue/ProductListPage'), 'ProductListPage'),
          },
          {
            id: 'collections',
            path: 'collections',
            lazy: screen(() => import('../features/catalogue/ProductListPage'), 'ProductListPage'),
          },
          {
            id: 'product',
            path: 'products/:id',
            lazy: screen(() => import('../features/catalogue/ProductDetailPage'), 'ProductDetailPage'),
          },
          { path: 'buy-now/:id', lazy: screen(() => import('../features/checkout/BuyNowPage'), 'BuyNowPage') },
          {
            path: 'guest-checkout',
            lazy: screen(() => import('../features/checkout/GuestCheckoutPage'), 'GuestCheckoutPage'),
          },
          { path: 'cart', lazy: screen(() => import('../features/cart/CartPage'), 'CartPage') },
          {
            path: 'checkout',
            element: <RequireAuth loginPath="/login?redirect=checkout" />,
            children: [
              { index: true, lazy: screen(() => import('../features/checkout/CheckoutPage'), 'CheckoutPage') },
            ],
          },
          {
            path: 'order-confirmation/:orderId',
            lazy: screen(() => import('../features/account/OrderConfirmationPage'), 'OrderConfirmationPage'),
          },
          {
            element: <RequireAuth />,
            children: [
              { path: 'profile', lazy: screen(() => import('../features/account/ProfilePage'), 'ProfilePage') },
              { path: 'orders', lazy: screen(() => import('../features/account/OrdersPage'), 'OrdersPage') },
            ],
          },
          { path: 'wishlist', lazy: screen(() => import('../features/wishlist/WishlistPage'), 'WishlistPage') },
          {
            path: 'notify-me/confirm',
            lazy: screen(() => import('../features/catalogue/NotifyMeConfirmPage'), 'NotifyMeConfirmPage'),
          },
          {
            id: 'privacy',
            path: 'privacy',
            lazy: screen(() => import('../features/content/PrivacyPage'), 'PrivacyPage'),
          },
          { id: 'terms', path: 'terms', lazy: screen(() => import('../features/content/TermsPage'), 'TermsPage') },
          { id: 'not-found', path: '*', lazy: screen(() => import('../features/errors/NotFoundPage'), 'NotFoundPage') },
        ],
      },
    ],
  },
];

export const createAppRouter = (hydrationData?: HydrationState) => createBrowserRouter(routes, { hydrationData });

/**
 * Loads the lazy screens a URL matches, so a server-rendered page hydrates with its screen in place
 * (hydrating before they arrive would render the fallback over the server's HTML).
 */
export async function loadScreensOf(location: { pathname: string }): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
