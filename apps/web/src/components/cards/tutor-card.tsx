import type { TutorCard as TutorCardData } from '@tuitionhub/contracts';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../ui/avatar.tsx';
import { Price } from '../ui/price.tsx';
import { RatingStars } from '../ui/rating-stars.tsx';

const MAX_CHIPS = 4;

/**
 * spec §2 All Tutors: photo, name, availability, ratings and lowest fee; a click anywhere opens
 * /tutor/{id}. The name is the card's only link (stretched over the card), so screen readers hear
 * a short link name and there is nothing interactive nested inside it.
 */
export function TutorCard({ tutor }: { tutor: TutorCardData }) {
  const extra = tutor.subjects.length - MAX_CHIPS;
  return (
    <article className="relative flex h-full w-full flex-col rounded-card bg-white p-5 shadow-card transition-shadow hover:shadow-raised has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary-600">
      <div className="flex items-start gap-4">
        <Avatar src={tutor.photo} name={tutor.name} size={80} className="ring-4 ring-primary-50" />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold leading-snug">
            <Link
              to={`/tutor/${tutor._id}`}
              className="text-slate-900 after:absolute after:inset-0 after:rounded-card after:content-[''] hover:text-primary-800 focus-visible:outline-none"
            >
              {tutor.name}
            </Link>
          </h3>
          <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-600">
            <Clock aria-hidden className="size-4 text-primary-700" />
            <span className="sr-only">Availability: </span>
            {tutor.availability}
          </p>
          <div className="mt-1">
            {tutor.reviewCount ? (
              <RatingStars value={tutor.ratings} count={tutor.reviewCount} />
            ) : (
              <span className="text-sm text-slate-600">No reviews yet</span>
            )}
          </div>
        </div>
      </div>
      {tutor.subjects.length ? (
        <ul aria-label="Subjects" className="mt-4 flex flex-wrap gap-1.5">
          {tutor.subjects.slice(0, MAX_CHIPS).map((s) => (
            <li
              key={s}
              className="rounded-full bg-primary-50 px-2.5 py-1 text-xs font-medium text-primary-800"
            >
              {s}
            </li>
          ))}
          {extra > 0 ? (
            <li className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
              +{extra} more
            </li>
          ) : null}
        </ul>
      ) : null}
      <p className="mt-auto flex items-baseline gap-1.5 pt-4 text-sm text-slate-600">
        {tutor.lowestFee != null ? (
          <>
            From <Price amount={tutor.lowestFee} className="text-base" />
          </>
        ) : (
          'Fees on request'
        )}
      </p>
    </article>
  );
}
