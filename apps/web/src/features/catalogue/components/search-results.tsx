import type { ProfileKind } from '@tuitionhub/contracts';
import { MapPin, Navigation, X } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { distanceText } from '../../../components/cards/place-parts.tsx';
import { CardTitle, Fact, FromFee, RatingSummary } from '../../../components/cards/profile-parts.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingText, Skeleton } from '../../../components/ui/states.tsx';
import { capital } from '../../../lib/format.ts';
import { type ProfileOf, profilesIn } from '../api/get-profile.ts';
import { useSearchCatalogue } from '../api/search-catalogue.ts';
import { centerView, type ProfileView, profileViews, tutorView } from '../lib/profile-views.tsx';
import { queryWithout, understoodChips, understoodHeading } from '../lib/understood.ts';
import { PostRequirementPrompt } from './post-requirement-prompt.tsx';

function BrowseLinks() {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      {profileViews.map((view) => (
        <Link key={view.kind.kind} to={view.kind.web.list} className={buttonClasses('secondary')}>
          {`Browse all ${view.nouns}`}
        </Link>
      ))}
    </div>
  );
}

/** One result: the name is the row's only link, stretched over the whole row. */
function ResultRow<K extends ProfileKind>({
  view,
  profile: p,
}: {
  view: ProfileView<K>;
  profile: ProfileOf<K>;
}) {
  const about = view.about.of(p);
  const offerings = view.offerings(p);
  return (
    <article className="relative flex gap-4 rounded-card bg-white p-4 shadow-card transition-shadow hover:shadow-raised has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary-600 sm:p-5">
      {view.media(p, 'row')}
      <div className="min-w-0 flex-1">
        <CardTitle to={view.kind.web.profile(p._id)} name={p.name} stretched />
        <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <Fact icon={view.fact.icon} label={view.fact.label}>
            {view.fact.of(p)}
          </Fact>
          {view.place ? (
            <Fact icon={MapPin} label="Where">
              {view.place(p)}
            </Fact>
          ) : null}
          {p.distanceKm != null ? (
            <Fact
              icon={Navigation}
              label="Distance"
              className="inline-flex items-center gap-1.5 font-semibold text-primary-900"
            >
              {distanceText(p.distanceKm)}
            </Fact>
          ) : null}
          <RatingSummary ratings={p.ratings} reviewCount={p.reviewCount} />
          {view.showsLowestFee && p.lowestFee != null ? (
            <span>
              <FromFee amount={p.lowestFee} />
            </span>
          ) : null}
        </div>
        {about ? <p className="mt-2 line-clamp-2 text-slate-700">{about}</p> : null}
        {offerings.length ? (
          <p className="mt-2 text-sm text-slate-600">
            <span className="font-medium text-slate-800">{`${view.Offerings}:`}</span> {offerings.join(', ')}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** The results of one kind, best match first. */
function ResultGroup<K extends ProfileKind>({
  view,
  profiles,
}: {
  view: ProfileView<K>;
  profiles: ProfileOf<K>[];
}) {
  if (!profiles.length) return null;
  const id = `search-${view.kind.kind}s`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {capital(view.nouns)} <span className="font-normal text-slate-600">({profiles.length})</span>
      </h2>
      <div className="mt-4 space-y-4">
        {profiles.map((p) => (
          <ResultRow key={p._id} view={view} profile={p} />
        ))}
      </div>
    </section>
  );
}

/** The search page's own address for a query ('/search' for none). */
const searchHref = (query: string) => (query ? `/search?query=${encodeURIComponent(query)}` : '/search');

/**
 * The search page's heading: what the search understood of the query, in words ('Maths tutors in
 * Pune', api-2 §1), each understood part a chip that searches again without the words that said
 * it; 'Results for “…”' while it loads or when it understood nothing.
 */
export function SearchHeading({ query }: { query: string }) {
  const search = useSearchCatalogue(query);
  const navigate = useNavigate();
  const understood = search.data?.understood ?? {};
  const heading = understoodHeading(understood);
  const chips = understoodChips(understood);
  if (!query) return <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Search</h1>;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        {heading ?? (
          <>
            Results for <span className="text-primary-800">“{query}”</span>
          </>
        )}
      </h1>
      {heading ? <p className="mt-2 text-slate-700">{`Results for “${query}”`}</p> : null}
      {chips.length ? (
        <ul aria-label="What we understood" className="mt-4 flex flex-wrap gap-2">
          {chips.map((c) => (
            <li key={c.part}>
              <button
                type="button"
                onClick={() => navigate(searchHref(queryWithout(query, understood, c.part)))}
                aria-label={`Search without ${c.kind}: ${c.label}`}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white pl-3 pr-2 text-sm font-medium text-primary-900 ring-1 ring-primary-200 hover:bg-primary-50"
              >
                <span className="text-slate-600">{c.kind}:</span> {c.label}
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
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
        <LoadingText className="mb-4" />
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

  const tutors = profilesIn(search.data, tutorView.kind, 'listKey');
  const centers = profilesIn(search.data, centerView.kind, 'listKey');
  if (!tutors.length && !centers.length)
    return (
      <EmptyState message="No results found.">
        <p className="max-w-md text-sm text-slate-600">
          Check the spelling, try a broader word, or browse everyone.
        </p>
        <BrowseLinks />
        <PostRequirementPrompt />
      </EmptyState>
    );

  return (
    <div className="space-y-10">
      <ResultGroup view={tutorView} profiles={tutors} />
      <ResultGroup view={centerView} profiles={centers} />
    </div>
  );
}
