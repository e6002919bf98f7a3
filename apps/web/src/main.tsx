import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { setNavigator } from './shared/navigation';
import { createAppRouter, loadScreensOf } from './app/router';
import { clientStateRestored, createStore, restoredClientState, type AppStore } from './app/store';
import { savedCartRequested } from './shared/cart/cart-sync';
import { SERVER_STATE_ELEMENT_ID, serverStateReceived } from './shared/api/server-state';
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

/** Once the server's HTML is hydrated: the session, cart and wishlist this browser kept. */
let restored = false;
function AfterHydration({ store }: { store: AppStore }) {
  useEffect(() => {
    if (restored) return; // StrictMode runs effects twice in development
    restored = true;
    store.dispatch(clientStateRestored(restoredClientState()));
    followSavedCart(store);
  }, [store]);
  return null;
}

async function start() {
  if (serverState) {
    // A server-rendered page: the same first render as the server's, then this browser's state.
    const store = createStore(undefined, { startAsServerRendered: true });
    store.dispatch(serverStateReceived(JSON.parse(serverState) as Record<string, unknown>));
    await loadScreensOf(window.location);
    const router = createAppRouter();
    setNavigator((to) => void router.navigate(to));
    hydrateRoot(
      root,
      <StrictMode>
        <Provider store={store}>
          <RouterProvider router={router} />
          <AfterHydration store={store} />
        </Provider>
      </StrictMode>,
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
      </Provider>
    </StrictMode>,
  );
}

void start();
