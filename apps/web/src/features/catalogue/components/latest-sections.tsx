import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CenterCard } from '../../../components/cards/center-card.tsx';
import { TutorCard } from '../../../components/cards/tutor-card.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { useLatestCenters, useLatestTutors } from '../api/get-latest.ts';

const SHOWN = 4;

function LatestSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <h2 id={id} className="text-2xl font-bold tracking-tight">
            {title}
          </h2>
          <Link
            to={more.to}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary-800 hover:underline"
          >
            {more.label}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        {children}
      </div>
    </section>
  );
}

const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-4';

/** "Latest tutors" under a tutor profile (the profile's own tutor left out). */
export function LatestTutorsSection({ excludeId }: { excludeId?: string }) {
  const latest = useLatestTutors();
  const tutors = latest.data?.latestTutors.filter((t) => t._id !== excludeId).slice(0, SHOWN);
  if (tutors && tutors.length === 0) return null;
  return (
    <LatestSection
      id="latest-tutors"
      title="Latest tutors"
      more={{ to: '/all-tutors', label: 'See all tutors' }}
    >
      {latest.isPending ? (
        <LoadingState />
      ) : latest.isError ? (
        <ErrorState message="Error loading tutors" onRetry={() => void latest.refetch()} />
      ) : (
        <ul className={grid}>
          {tutors?.map((t) => (
            <li key={t._id} className="flex">
              <TutorCard tutor={t} />
            </li>
          ))}
        </ul>
      )}
    </LatestSection>
  );
}

/** "Latest tuition centers" under a center profile (the profile's own center left out). */
export function LatestCentersSection({ excludeId }: { excludeId?: string }) {
  const latest = useLatestCenters();
  const centers = latest.data?.latesttuitionCenters.filter((c) => c._id !== excludeId).slice(0, SHOWN);
  if (centers && centers.length === 0) return null;
  return (
    <LatestSection
      id="latest-centers"
      title="Latest tuition centers"
      more={{ to: '/all-tuition-centers', label: 'See all tuition centers' }}
    >
      {latest.isPending ? (
        <LoadingState />
      ) : latest.isError ? (
        <ErrorState
          message={`Error fetching latest tuition centers: ${latest.error.message}`}
          onRetry={() => void latest.refetch()}
        />
      ) : (
        <ul className={grid}>
          {centers?.map((c) => (
            <li key={c._id} className="flex">
              <CenterCard center={c} />
            </li>
          ))}
        </ul>
      )}
    </LatestSection>
  );
}
