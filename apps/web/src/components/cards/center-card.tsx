import { type CenterCard as CenterCardData, centerKind, formatMonthlyFee } from '@tuitionhub/contracts';
import { Phone, RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { centerPlaceLine, classesAndBoardsText } from './place-parts.tsx';
import {
  CardTitle,
  Fact,
  OfferingChips,
  PlaceFacts,
  ProfilePicture,
  RatingSummary,
} from './profile-parts.tsx';
import { VerifiedBadge } from './trust-parts.tsx';

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
            <ProfilePicture
              src={center.photo}
              name={center.name}
              width={400}
              height={300}
              className="size-full object-cover"
            />
          </div>
          <div
            id={backId}
            aria-hidden={!flipped}
            className={`${face} flex flex-col gap-2 bg-primary-900 px-5 py-3 text-white [transform:rotateY(180deg)]`}
          >
            <div className="flex items-center gap-2 [&_span]:!text-white">
              <span className="sr-only">Rating: </span>
              <RatingSummary
                ratings={center.ratings}
                reviewCount={center.reviewCount}
                emptyClassName="text-sm"
              />
            </div>
            <Fact
              as="p"
              icon={Phone}
              label="Contact number"
              className="flex items-center gap-2 text-sm"
              iconClassName="size-4 text-accent-300"
            >
              {center.contactNumber}
            </Fact>
            {fees.length ? (
              <div>
                <p className="text-xs font-semibold uppercase tracking-wide text-primary-200">Fees</p>
                <dl className="mt-1 divide-y divide-white/15 text-sm">
                  {fees.slice(0, MAX_FEES).map(([course, fee]) => (
                    <div key={course} className="flex justify-between gap-3 py-1">
                      <dt className="truncate">{course}</dt>
                      <dd className="shrink-0 font-semibold tabular-nums">{formatMonthlyFee(fee)}</dd>
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
        <CardTitle to={centerKind.web.profile(center._id)} name={center.name} stretched={false} />
        {center.verified ? (
          <div className="mt-1">
            <VerifiedBadge verified={center.verified} />
          </div>
        ) : null}
        <div className="mt-1 space-y-1 text-sm text-slate-600">
          <PlaceFacts
            label="Location"
            line={centerPlaceLine(center)}
            distanceKm={center.distanceKm}
            classes={classesAndBoardsText(center)}
            responseMinutes={center.responseMinutes}
          />
        </div>
        <OfferingChips label="Courses" items={center.courses} max={MAX_CHIPS} variant="card" />
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
