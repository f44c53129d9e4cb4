import type { CenterCard, TutorCard } from '@tuitionhub/contracts';
import { Clock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { RatingStars } from '../../../components/ui/rating-stars.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/states.tsx';
import { useSearchCatalogue } from '../api/search-catalogue.ts';

const PLACEHOLDER = '/images/center-placeholder.svg';

function BrowseLinks() {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Link to="/all-tutors" className={buttonClasses('secondary')}>
        Browse all tutors
      </Link>
      <Link to="/all-tuition-centers" className={buttonClasses('secondary')}>
        Browse all tuition centers
      </Link>
    </div>
  );
}

/** One result: the name is the row's only link, stretched over the whole row. */
function ResultRow({
  to,
  name,
  media,
  children,
}: {
  to: string;
  name: string;
  media: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="relative flex gap-4 rounded-card bg-white p-4 shadow-card transition-shadow hover:shadow-raised has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary-600 sm:p-5">
      {media}
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold leading-snug">
          <Link
            to={to}
            className="text-slate-900 after:absolute after:inset-0 after:rounded-card after:content-[''] hover:text-primary-800 focus-visible:outline-none"
          >
            {name}
          </Link>
        </h3>
        {children}
      </div>
    </article>
  );
}

function TutorResult({ tutor }: { tutor: TutorCard }) {
  return (
    <ResultRow
      to={`/tutor/${tutor._id}`}
      name={tutor.name}
      media={<Avatar src={tutor.photo} name={tutor.name} size={72} />}
    >
      <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden className="size-4 text-primary-700" />
          <span className="sr-only">Availability: </span>
          {tutor.availability}
        </span>
        {tutor.reviewCount ? (
          <RatingStars value={tutor.ratings} count={tutor.reviewCount} />
        ) : (
          <span>No reviews yet</span>
        )}
        {tutor.lowestFee != null ? (
          <span>
            From <Price amount={tutor.lowestFee} />
          </span>
        ) : null}
      </div>
      {tutor.bio ? <p className="mt-2 line-clamp-2 text-slate-700">{tutor.bio}</p> : null}
      {tutor.subjects.length ? (
        <p className="mt-2 text-sm text-slate-600">
          <span className="font-medium text-slate-800">Subjects:</span> {tutor.subjects.join(', ')}
        </p>
      ) : null}
    </ResultRow>
  );
}

function CenterResult({ center }: { center: CenterCard }) {
  return (
    <ResultRow
      to={`/tuition-center/${center._id}`}
      name={center.name}
      media={
        <img
          src={center.photo || PLACEHOLDER}
          alt={center.name}
          width={112}
          height={72}
          loading="lazy"
          className="h-[72px] w-[112px] shrink-0 rounded-lg bg-slate-100 object-cover max-sm:h-[54px] max-sm:w-[84px]"
          onError={(e) => {
            e.currentTarget.src = PLACEHOLDER;
          }}
        />
      }
    >
      <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <MapPin aria-hidden className="size-4 text-primary-700" />
          <span className="sr-only">Location: </span>
          {center.location}
        </span>
        {center.reviewCount ? (
          <RatingStars value={center.ratings} count={center.reviewCount} />
        ) : (
          <span>No reviews yet</span>
        )}
      </div>
      {center.description ? <p className="mt-2 line-clamp-2 text-slate-700">{center.description}</p> : null}
      {center.courses.length ? (
        <p className="mt-2 text-sm text-slate-600">
          <span className="font-medium text-slate-800">Courses:</span> {center.courses.join(', ')}
        </p>
      ) : null}
    </ResultRow>
  );
}

function ResultGroup({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title} <span className="font-normal text-slate-600">({count})</span>
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** spec §2 /search: tutors and tuition centers matching the query, best match first. */
export function SearchResults({ query }: { query: string }) {
  const search = useSearchCatalogue(query);

  if (!query.trim())
    return (
      <EmptyState message="What would you like to learn?">
        <p className="max-w-md text-sm text-slate-600">
          Type a subject, a course, a tutor’s or center’s name, or a place in the search box above.
        </p>
        <BrowseLinks />
      </EmptyState>
    );
  if (search.isPending)
    return (
      <div>
        <p role="status" className="mb-4 text-slate-600">
          Loading...
        </p>
        <div aria-hidden className="space-y-4">
          {[1, 2, 3].map((i) => (
            <div key={i} className="flex gap-4 rounded-card bg-white p-5 shadow-card">
              <Skeleton className="size-[72px] rounded-full!" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-5 w-1/3" />
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-4 w-5/6" />
              </div>
            </div>
          ))}
        </div>
      </div>
    );
  if (search.isError)
    return <ErrorState message="Error fetching search results" onRetry={() => void search.refetch()} />;

  const { tutors, tuitionCenters } = search.data;
  if (!tutors.length && !tuitionCenters.length)
    return (
      <EmptyState message="No results found.">
        <p className="max-w-md text-sm text-slate-600">
          Check the spelling, try a broader word, or browse everyone.
        </p>
        <BrowseLinks />
      </EmptyState>
    );

  return (
    <div className="space-y-10">
      {tutors.length ? (
        <ResultGroup id="search-tutors" title="Tutors" count={tutors.length}>
          {tutors.map((t) => (
            <TutorResult key={t._id} tutor={t} />
          ))}
        </ResultGroup>
      ) : null}
      {tuitionCenters.length ? (
        <ResultGroup id="search-centers" title="Tuition centers" count={tuitionCenters.length}>
          {tuitionCenters.map((c) => (
            <CenterResult key={c._id} center={c} />
          ))}
        </ResultGroup>
      ) : null}
    </div>
  );
}
