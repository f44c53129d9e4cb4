import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">404</p>
      <h1 className="mt-2 text-3xl font-bold">We couldn’t find that page</h1>
      <p className="mt-3 text-slate-600">The link may be old, or the page may have moved.</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link
          to="/"
          className="rounded-lg bg-primary-800 px-5 py-3 font-semibold text-white hover:bg-primary-900"
        >
          Go to Home
        </Link>
        <Link
          to="/all-tutors"
          className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Browse tutors
        </Link>
      </div>
    </div>
  );
}
