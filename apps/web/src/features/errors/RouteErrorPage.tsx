import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** The router's error page for anything a screen throws. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      {detail && <p className="text-neutral-600">{detail}</p>}
      <Link to="/" className="rounded bg-neutral-900 px-5 py-2 font-semibold text-white hover:bg-neutral-700">
        Go Home
      </Link>
    </main>
  );
}
