import { MapPin, Phone } from 'lucide-react';
import { RatingStars } from '../../../components/ui/rating-stars.tsx';
import type { CenterProfile } from '../api/get-center.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { FeesTable } from './fees-table.tsx';

const PLACEHOLDER = '/images/center-placeholder.svg';
const reviewsLabel = (n: number) => (n ? `${n} ${n === 1 ? 'review' : 'reviews'}` : 'No reviews yet');
/** Digits and a leading + only: what a tel: link may carry. */
const telHref = (n: string) => `tel:${n.replace(/[^\d+]/g, '')}`;

/** The top of the center profile: photo, name, location, rating, contact number and courses. */
export function CenterHero({ center }: { center: CenterProfile }) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-primary-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pb-8 pt-2 sm:pb-10">
        <Breadcrumbs
          parent={{ to: '/all-tuition-centers', label: 'All Tuition Centers' }}
          current={center.name}
        />
        <div className="mt-4 grid gap-6 md:grid-cols-[minmax(0,22rem)_1fr] md:items-center">
          <img
            src={center.photo || PLACEHOLDER}
            alt={center.name}
            width={640}
            height={360}
            className="aspect-video w-full rounded-card bg-slate-100 object-cover shadow-card"
            onError={(e) => {
              e.currentTarget.src = PLACEHOLDER;
            }}
          />
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{center.name}</h1>
            <ul className="mt-3 space-y-2 text-slate-700">
              <li className="flex items-center gap-2">
                <MapPin aria-hidden className="size-4 shrink-0 text-primary-700" />
                <span className="sr-only">Location: </span>
                {center.location}
              </li>
              <li className="flex flex-wrap items-center gap-2">
                <span className="sr-only">Rating: </span>
                {center.reviewCount ? <RatingStars value={center.ratings} size={18} /> : null}
                <span className="text-sm text-slate-600">{reviewsLabel(center.reviewCount)}</span>
              </li>
              <li className="flex items-center gap-2">
                <Phone aria-hidden className="size-4 shrink-0 text-primary-700" />
                <span className="sr-only">Contact number: </span>
                <a
                  href={telHref(center.contactNumber)}
                  className="inline-flex min-h-11 items-center font-medium text-primary-800 underline underline-offset-4 hover:text-primary-900"
                >
                  {center.contactNumber}
                </a>
              </li>
            </ul>
            {center.courses.length ? (
              <ul aria-label="Courses" className="mt-3 flex flex-wrap gap-2">
                {center.courses.map((c) => (
                  <li
                    key={c}
                    className="rounded-full bg-white px-3 py-1 text-sm font-medium text-primary-800 ring-1 ring-primary-200"
                  >
                    {c}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}

/** About (description) and fees per course. */
export function CenterAbout({ center }: { center: CenterProfile }) {
  return (
    <>
      <section aria-labelledby="center-about">
        <h2 id="center-about" className="text-xl font-semibold">
          About {center.name}
        </h2>
        <p className="mt-3 whitespace-pre-line leading-relaxed text-slate-700">
          {center.description || 'This center has not written a description yet.'}
        </p>
      </section>
      <section aria-labelledby="center-fees">
        <h2 id="center-fees" className="text-xl font-semibold">
          Fees per course
        </h2>
        <div className="mt-3">
          <FeesTable fees={center.fees} itemLabel="Course" />
        </div>
      </section>
    </>
  );
}
