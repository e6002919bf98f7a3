import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { setNavigator } from './shared/navigation';
import { createAppRouter } from './app/router';
import { createStore } from './app/store';
import { savedCartRequested } from './shared/cart/cart-sync';
import './index.css';

const store = createStore();
const router = createAppRouter();
setNavigator((to) => void router.navigate(to));

// A signed-in shopper's saved cart is the server's: take it at start and whenever the tab returns.
store.dispatch(savedCartRequested());
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') store.dispatch(savedCartRequested());
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
