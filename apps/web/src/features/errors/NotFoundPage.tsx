import { Link } from 'react-router-dom';
import { usePageTitle } from '../../shared/hooks/usePageTitle';

/** Any path the route table does not know: '404', 'Page not found' (also in the tab's title) and Go Home. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-black text-brand">404</p>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="text-neutral-600">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="rounded bg-neutral-900 px-5 py-2 font-semibold text-white hover:bg-neutral-700">
        Go Home
      </Link>
    </main>
  );
}
