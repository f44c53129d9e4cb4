import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Replaces the router's 'Unexpected Application Error!' with a calm page and a way back. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">
        {notFound ? 'We couldn’t find that page' : 'Something went wrong'}
      </h1>
      <p className="mt-3 text-slate-600">
        {notFound ? 'The link may be old.' : 'Please try again. If it keeps happening, contact us.'}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-primary-800 px-5 py-3 font-semibold text-white hover:bg-primary-900"
        >
          Try again
        </button>
        <Link
          to="/"
          className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold hover:bg-slate-50"
        >
          Go to Home
        </Link>
      </div>
    </div>
  );
}
