import { CloudOff, House, RotateCw } from 'lucide-react';
import { isRouteErrorResponse, Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { NotFoundContent } from '../layouts/not-found-content.tsx';
import { StatusPage } from '../layouts/status-page.tsx';

/**
 * Replaces a crashed page (RouteErrorBoundary) with a calm page and a way back. Nothing
 * from the error itself is shown: it may hold internals, and it would not help a parent.
 */
export function RouteError({ error }: { error: unknown }) {
  const notFound = (isRouteErrorResponse(error) || error instanceof Response) && error.status === 404;
  useDocumentTitle(notFound ? 'Page not found' : 'Something went wrong');
  if (notFound) return <NotFoundContent />;
  return (
    <StatusPage
      role="alert"
      image={
        <div className="mx-auto flex size-48 items-center justify-center rounded-full bg-primary-50 ring-8 ring-white sm:size-56">
          <CloudOff aria-hidden className="size-20 text-primary-700" strokeWidth={1.5} />
        </div>
      }
      eyebrow="Unexpected error"
      title="Something went wrong"
      text={
        <p>
          This page could not be shown. Please try again; if it keeps happening, write to us from the Contact
          page.
        </p>
      }
      actions={
        <>
          <Button
            size="lg"
            icon={<RotateCw aria-hidden className="size-4" />}
            onClick={() => window.location.reload()}
          >
            Try again
          </Button>
          <Link to="/" className={buttonClasses('secondary', 'lg')}>
            <House aria-hidden className="size-4" />
            Go to Home
          </Link>
        </>
      }
    />
  );
}
