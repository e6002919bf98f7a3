import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { setNavigator } from './app/navigation';
import { createAppRouter } from './app/router';
import { createStore } from './app/store';
import './index.css';

const store = createStore();
const router = createAppRouter();
setNavigator((to) => void router.navigate(to));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
