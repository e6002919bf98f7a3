import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { setNavigator } from '../shared/navigation';
import { createStore, type AppStore } from '../app/store';
import { loggedIn } from '../shared/auth/auth-slice';
import type { User } from '../shared/auth/types';
import { toast } from '../shared/toast/toast';
import { preloadToasts, Toaster } from '../shared/toast/Toaster';

// Role queries skip the costly per-element visibility check: screens render only what is shown.
configure({ defaultHidden: true });

// In the browser the toasts' chunk is fetched while the page is idle, long before a click can
// toast; here it is fetched before the first test, so a toast shows as soon as it is put.
beforeAll(() => preloadToasts());

afterEach(() => {
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
});

interface Options {
  /** The address the app starts at. */
  route?: string;
  /** The route pattern `ui` is mounted at. */
  path?: string;
  /** More routes beside `ui` (targets of navigation). */
  routes?: RouteObject[];
  store?: AppStore;
  signedInAs?: User;
  /** For tests with jest fake timers. */
  fakeTimers?: boolean;
}

/** Renders `ui` inside the store, a memory router and the toasts. */
export function renderWithApp(
  ui: ReactElement,
  { route = '/', path = '*', routes = [], store = createStore(), signedInAs, fakeTimers = false }: Options = {},
) {
  if (signedInAs) store.dispatch(loggedIn({ user: signedInAs, token: 'test-token' }));
  return renderRoutes([{ path, element: ui }, ...routes], { route, store, fakeTimers });
}

/** Renders a route table (e.g. the app's own) inside the store and the toasts. */
export function renderRoutes(
  table: RouteObject[],
  {
    route = '/',
    store = createStore(),
    fakeTimers = false,
  }: { route?: string; store?: AppStore; fakeTimers?: boolean } = {},
) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: table,
      },
    ],
    { initialEntries: [route] },
  );
  setNavigator((to) => void router.navigate(to));
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : { delay: null });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router, user, location: () => router.state.location };
}
