import { Outlet, useNavigation } from 'react-router-dom';
import { Toaster } from '../shared/toast/Toaster';
import { ScrollToTop } from './ScrollToTop';

/** What every route shares: scroll-to-top on navigation, a loading bar while a screen loads, the toasts. */
export function RootLayout() {
  const loading = useNavigation().state === 'loading';
  return (
    <>
      {loading && <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[90] h-0.5 animate-pulse bg-brand" />}
      <ScrollToTop />
      <Outlet />
      <Toaster />
    </>
  );
}
