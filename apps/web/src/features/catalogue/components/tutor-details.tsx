import { Clock } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { RatingStars } from '../../../components/ui/rating-stars.tsx';
import type { TutorProfile } from '../api/get-tutor.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { FeesTable } from './fees-table.tsx';

const reviewsLabel = (n: number) => (n ? `${n} ${n === 1 ? 'review' : 'reviews'}` : 'No reviews yet');

/** The top of the tutor profile: photo, name, availability, ratings, lowest fee and subjects. */
export function TutorHero({ tutor }: { tutor: TutorProfile }) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-primary-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pb-8 pt-2 sm:pb-10">
        <Breadcrumbs parent={{ to: '/all-tutors', label: 'All Tutors' }} current={tutor.name} />
        <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-center">
          <Avatar src={tutor.photo} name={tutor.name} size={136} className="ring-4 ring-white shadow-card" />
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{tutor.name}</h1>
            <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-slate-700">
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden className="size-4 text-primary-700" />
                <span className="sr-only">Availability: </span>
                {tutor.availability}
              </span>
              <span className="inline-flex items-center gap-2">
                {tutor.reviewCount ? <RatingStars value={tutor.ratings} size={18} /> : null}
                <span className="text-sm text-slate-600">{reviewsLabel(tutor.reviewCount)}</span>
              </span>
              {tutor.lowestFee != null ? (
                <span className="text-sm">
                  From <Price amount={tutor.lowestFee} className="text-base" />
                </span>
              ) : null}
            </div>
            {tutor.subjects.length ? (
              <ul aria-label="Subjects" className="mt-4 flex flex-wrap gap-2">
                {tutor.subjects.map((s) => (
                  <li
                    key={s}
                    className="rounded-full bg-white px-3 py-1 text-sm font-medium text-primary-800 ring-1 ring-primary-200"
                  >
                    {s}
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

/** About (bio) and fees per subject. */
export function TutorAbout({ tutor }: { tutor: TutorProfile }) {
  return (
    <>
      <section aria-labelledby="tutor-about">
        <h2 id="tutor-about" className="text-xl font-semibold">
          About {tutor.name}
        </h2>
        <p className="mt-3 whitespace-pre-line leading-relaxed text-slate-700">
          {tutor.bio || 'This tutor has not written a bio yet.'}
        </p>
      </section>
      <section aria-labelledby="tutor-fees">
        <h2 id="tutor-fees" className="text-xl font-semibold">
          Fees per subject
        </h2>
        <div className="mt-3">
          <FeesTable fees={tutor.fees} itemLabel="Subject" />
        </div>
      </section>
    </>
  );
}
