import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { setNavigator } from './shared/navigation';
import { createAppRouter, loadScreensOf } from './app/router';
import { clientStateRestored, createStore, restoredClientState, type AppStore } from './app/store';
import { savedCartRequested } from './shared/cart/cart-sync';
import { SERVER_STATE_ELEMENT_ID, serverStateReceived } from './shared/api/server-state';
import { dropPageHeadOnNavigation } from './ssr/stale-head';
import './index.css';

const root = document.getElementById('root')!;
const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;

// A signed-in shopper's saved cart is the server's: take it at start and whenever the tab returns.
function followSavedCart(store: AppStore) {
  store.dispatch(savedCartRequested());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') store.dispatch(savedCartRequested());
  });
}

/**
 * After the first commit: a hydrated page takes the session, cart and wishlist this browser kept;
 * <html data-ready> then tells that the page answers clicks (the browser tests wait for it).
 */
let started = false;
function Started({ store, hydrated }: { store: AppStore; hydrated: boolean }) {
  useEffect(() => {
    if (started) return; // StrictMode runs effects twice in development
    started = true;
    if (hydrated) {
      store.dispatch(clientStateRestored(restoredClientState()));
      followSavedCart(store);
    }
    document.documentElement.dataset.ready = 'true';
  }, [store, hydrated]);
  return null;
}

/** A server-rendered page the browser could not hydrate as it was (React then renders it again). */
function reportHydrationError(error: unknown) {
  console.error('threadfit: hydration mismatch', error);
}

async function start() {
  if (serverState) {
    // A server-rendered page: the same first render as the server's, then this browser's state.
    const store = createStore(undefined, { startAsServerRendered: true });
    store.dispatch(serverStateReceived(JSON.parse(serverState) as Record<string, unknown>));
    await loadScreensOf(window.location);
    const router = createAppRouter();
    setNavigator((to) => void router.navigate(to));
    dropPageHeadOnNavigation(router, document);
    hydrateRoot(
      root,
      <StrictMode>
        <Provider store={store}>
          <RouterProvider router={router} />
          <Started store={store} hydrated />
        </Provider>
      </StrictMode>,
      { onRecoverableError: reportHydrationError },
    );
    return;
  }
  const store = createStore();
  const router = createAppRouter();
  setNavigator((to) => void router.navigate(to));
  followSavedCart(store);
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
        <Started store={store} hydrated={false} />
      </Provider>
    </StrictMode>,
  );
}

void start();
