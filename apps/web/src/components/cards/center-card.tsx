import type { CenterCard as CenterCardData } from '@tuitionhub/contracts';
import { MapPin, Phone, RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatRs } from '../../lib/format.ts';
import { RatingStars } from '../ui/rating-stars.tsx';

const PLACEHOLDER = '/images/center-placeholder.svg';
const MAX_CHIPS = 4;
/** As many fee rows as fit on the back of the photo; the profile lists them all. */
const MAX_FEES = 3;

/**
 * spec §2 All Tuition Centers. Front: photo, name, location, courses; turned over, the photo panel
 * shows the back: rating, contact number, fee list. It turns on hover (pointer devices), while the
 * card's link has keyboard focus, and with the 'Show details' button (touch, keyboard, screen
 * readers). The name link and the button stay outside the turning panel so they never turn away
 * while in use.
 */
export function CenterCard({ center }: { center: CenterCardData }) {
  const [flipped, setFlipped] = useState(false);
  const backId = useId();
  const fees = Object.entries(center.fees);
  const moreFees = fees.length - MAX_FEES;
  const extra = center.courses.length - MAX_CHIPS;
  const face = 'absolute inset-0 overflow-hidden [backface-visibility:hidden]';

  return (
    <article
      data-flipped={flipped}
      className="group relative flex h-full w-full flex-col overflow-hidden rounded-card bg-white shadow-card transition-shadow hover:shadow-raised"
    >
      <div className="[perspective:1200px]">
        <div
          className={`relative aspect-[16/10] transition-transform sm:aspect-[4/3] duration-500 ease-out [transform-style:preserve-3d] motion-reduce:transition-none group-hover:[transform:rotateY(180deg)] group-has-[a:focus-visible]:[transform:rotateY(180deg)] ${
            flipped ? '[transform:rotateY(180deg)]' : ''
          }`}
        >
          <div className={`${face} bg-slate-100`} aria-hidden={flipped || undefined}>
            <img
              src={center.photo || PLACEHOLDER}
              alt={center.name}
              width={400}
              height={300}
              loading="lazy"
              className="size-full object-cover"
              onError={(e) => {
                e.currentTarget.src = PLACEHOLDER;
              }}
            />
          </div>
          <div
            id={backId}
            aria-hidden={!flipped}
            className={`${face} flex flex-col gap-2 bg-primary-900 px-5 py-3 text-white [transform:rotateY(180deg)]`}
          >
            <div className="flex items-center gap-2 [&_span]:!text-white">
              <span className="sr-only">Rating: </span>
              {center.reviewCount ? (
                <RatingStars value={center.ratings} count={center.reviewCount} />
              ) : (
                <span className="text-sm">No reviews yet</span>
              )}
            </div>
            <p className="flex items-center gap-2 text-sm">
              <Phone aria-hidden className="size-4 text-accent-300" />
              <span className="sr-only">Contact number: </span>
              {center.contactNumber}
            </p>
            {fees.length ? (
              <div>
                <p className="text-xs font-semibold uppercase tracking-wide text-primary-200">Fees</p>
                <dl className="mt-1 divide-y divide-white/15 text-sm">
                  {fees.slice(0, MAX_FEES).map(([course, fee]) => (
                    <div key={course} className="flex justify-between gap-3 py-1">
                      <dt className="truncate">{course}</dt>
                      <dd className="shrink-0 font-semibold tabular-nums">{formatRs(fee)}</dd>
                    </div>
                  ))}
                </dl>
                {moreFees > 0 ? (
                  <p className="mt-1 text-xs text-primary-200">
                    +{moreFees} more {moreFees === 1 ? 'course' : 'courses'} on the profile
                  </p>
                ) : null}
              </div>
            ) : null}
          </div>
        </div>
      </div>
      <div className="flex flex-1 flex-col px-5 pb-5 pt-4">
        <h3 className="text-lg font-semibold leading-snug">
          <Link
            to={`/tuition-center/${center._id}`}
            className="text-slate-900 underline-offset-4 hover:text-primary-800 hover:underline"
          >
            {center.name}
          </Link>
        </h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
          <MapPin aria-hidden className="size-4 shrink-0 text-primary-700" />
          <span className="sr-only">Location: </span>
          {center.location}
        </p>
        {center.courses.length ? (
          <ul aria-label="Courses" className="mt-3 flex flex-wrap gap-1.5">
            {center.courses.slice(0, MAX_CHIPS).map((c) => (
              <li
                key={c}
                className="rounded-full bg-primary-50 px-2.5 py-1 text-xs font-medium text-primary-800"
              >
                {c}
              </li>
            ))}
            {extra > 0 ? (
              <li className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
                +{extra} more
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="mt-auto pt-4">
          <button
            type="button"
            aria-expanded={flipped}
            aria-controls={backId}
            onClick={() => setFlipped((f) => !f)}
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            <RotateCw aria-hidden className="size-4" />
            {flipped ? 'Hide details' : 'Show details'} <span className="sr-only">for {center.name}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
