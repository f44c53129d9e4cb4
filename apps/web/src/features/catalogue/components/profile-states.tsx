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

/**
 * The profile's placeholder, in the final page's frame (issue 15 item 15): the hero band with the
 * breadcrumbs, photo and facts, then the two columns — about and fees, the aside's demo, shortlist
 * and contact cards, the reviews — at about their real heights, so nothing (the footer least of
 * all) jumps when the profile arrives.
 */
export function ProfileLoading() {
  const card = 'rounded-card bg-white p-6 shadow-card';
  return (
    <div>
      <div className="border-b border-slate-200 bg-gradient-to-b from-primary-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pb-8 pt-2 sm:pb-10">
          <LoadingText className="flex min-h-11 items-center text-sm" />
          <div aria-hidden className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-center">
            <Skeleton className="size-36 shrink-0 rounded-full!" />
            <div className="flex-1 space-y-3">
              <Skeleton className="h-10 w-2/3 max-w-sm" />
              <Skeleton className="h-5 w-3/4 max-w-sm" />
              <Skeleton className="h-5 w-1/2 max-w-xs" />
              <Skeleton className="h-5 w-2/3 max-w-sm" />
              <Skeleton className="h-5 w-3/5 max-w-xs" />
              <Skeleton className="h-5 w-1/3 max-w-40" />
              <div className="flex flex-wrap gap-2 pt-2">
                <Skeleton className="h-8 w-24 rounded-full!" />
                <Skeleton className="h-8 w-28 rounded-full!" />
                <Skeleton className="h-8 w-36 rounded-full!" />
              </div>
            </div>
          </div>
        </div>
      </div>
      <div
        aria-hidden
        className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:items-start"
      >
        <div className="space-y-10 lg:col-start-1">
          <div className={`${card} space-y-3`}>
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="mt-6 h-40 w-full" />
          </div>
        </div>
        <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Skeleton className="h-80 w-full rounded-card!" />
          <Skeleton className="h-72 w-full rounded-card!" />
          <Skeleton className="h-24 w-full rounded-card!" />
          <Skeleton className="h-[28rem] w-full rounded-card!" />
        </div>
        <div className="lg:col-start-1">
          <Skeleton className="h-96 w-full rounded-card!" />
        </div>
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
