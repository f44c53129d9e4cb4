import { AlertTriangle, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** The spec's 'Loading...' with a visible spinner; announced politely to screen readers. */
export function LoadingState() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-slate-600">
      <span
        aria-hidden
        className="size-5 animate-spin rounded-full border-2 border-primary-200 border-t-primary-700"
      />
      <span>Loading...</span>
    </div>
  );
}

/** The error line with "Try again" (`onRetry`), or the caller's own way out (`action`) when retrying cannot help. */
export function ErrorState({
  message,
  onRetry,
  action,
}: {
  message: string;
  onRetry?: () => void;
  action?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card border border-red-200 bg-danger-50 px-6 py-8 text-center"
    >
      <AlertTriangle aria-hidden className="size-6 text-danger-700" />
      <p className="font-medium text-danger-700">{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
      {action}
    </div>
  );
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <Inbox aria-hidden className="size-7 text-slate-400" />
      <p className="font-medium text-slate-700">{message}</p>
      {children}
    </div>
  );
}

/** The spec's 'Loading...' as a line of text, above the skeletons of what is coming. */
export const LoadingText = ({ className = '' }: { className?: string }) => (
  <p role="status" className={`text-slate-600 ${className}`}>
    Loading...
  </p>
);

export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden className={`animate-pulse rounded-lg bg-slate-200 ${className}`} />;
}
