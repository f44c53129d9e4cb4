import type { ProfileKind } from '@tuitionhub/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { useLatestProfiles } from '../api/get-latest-profiles.ts';
import type { ProfileView } from '../lib/profile-views.tsx';

const SHOWN = 4;

/** "Latest tutors" / "Latest tuition centers" under a profile (the profile itself left out). */
export function LatestProfilesSection<K extends ProfileKind>({
  view,
  excludeId,
}: {
  view: ProfileView<K>;
  excludeId?: string;
}) {
  const latest = useLatestProfiles(view.kind);
  const profiles = latest.data?.filter((p) => p._id !== excludeId).slice(0, SHOWN);
  if (profiles && profiles.length === 0) return null;
  const id = `latest-${view.kind.kind}s`;
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <h2 id={id} className="text-2xl font-bold tracking-tight">
            {`Latest ${view.nouns}`}
          </h2>
          <Link
            to={view.kind.web.list}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary-800 hover:underline"
          >
            {`See all ${view.nouns}`}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        {latest.isPending ? (
          <LoadingState />
        ) : latest.isError ? (
          <ErrorState message={view.errors.latest(latest.error)} onRetry={() => void latest.refetch()} />
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {profiles?.map((p) => (
              <li key={p._id} className="flex">
                {view.card(p)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
