import type { ProfileKind } from '@tuitionhub/contracts';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LoadingText, Skeleton } from '../../../components/ui/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { ProfileView } from '../lib/profile-views.tsx';

/** A well-formed id that matches nothing is 404; a malformed one is 400 (api.md): both mean "no such profile". */
export const isMissingProfile = (err: unknown) =>
  err instanceof ApiError && (err.status === 404 || err.status === 400);

export function ProfileLoading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <LoadingText className="mb-6" />
      <div aria-hidden className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <Skeleton className="size-32 rounded-full!" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-8 w-2/3 max-w-sm" />
          <Skeleton className="h-5 w-1/2 max-w-xs" />
          <Skeleton className="h-5 w-1/3 max-w-40" />
        </div>
      </div>
      <div aria-hidden className="mt-10 space-y-3">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-3/4" />
      </div>
    </div>
  );
}

export function ProfileNotFound({
  view,
}: {
  view: Pick<ProfileView<ProfileKind>, 'kind' | 'noun' | 'nouns'>;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <SearchX aria-hidden className="mx-auto size-12 text-primary-700" />
      <h1 className="mt-4 text-2xl font-bold">{`We couldn’t find this ${view.noun}`}</h1>
      <p className="mt-3 text-slate-600">
        The profile may have been removed, or the link may be wrong. There are plenty of others to choose
        from.
      </p>
      <Link to={view.kind.web.list} className={buttonClasses('primary', 'md', 'mt-8')}>
        {`Browse all ${view.nouns}`}
      </Link>
    </div>
  );
}
