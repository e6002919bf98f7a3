import { createBrowserRouter } from 'react-router-dom';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';

/** Routes are lazy-loaded so each screen is its own chunk. */
export const router = createBrowserRouter([
  {
    path: '/',
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }) },
      { path: '*', lazy: async () => ({ Component: (await import('../features/errors/NotFoundPage')).NotFoundPage }) },
    ],
  },
]);
