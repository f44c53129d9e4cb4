import { LoadingText, Skeleton } from '../../../components/ui/states.tsx';

/**
 * The profile's placeholder, in the final page's frame (issue 15 item 15): the hero band with the
 * breadcrumbs, photo and facts, then the two columns — about and fees, the aside's demo, shortlist
 * and contact cards, the reviews — at about their real heights, so nothing (the footer least of
 * all) jumps when the profile arrives. A module of its own: the router also shows it while the
 * profile page's code loads, so it is on the first download and must stay small.
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
