import { type TutorCard as TutorCardData, tutorKind } from '@tuitionhub/contracts';
import { CalendarDays, Clock } from 'lucide-react';
import { Avatar } from '../ui/avatar.tsx';
import { classesAndBoardsText, sessionsText, tutorPlaceLine } from './place-parts.tsx';
import { CardTitle, Fact, FromFee, OfferingChips, PlaceFacts, RatingSummary } from './profile-parts.tsx';
import { VerifiedBadge } from './trust-parts.tsx';

const MAX_CHIPS = 4;

/**
 * spec §2 All Tutors: photo, name, availability, ratings, where they teach (and how far away, when
 * the list was asked for a place), classes and boards, and the lowest fee per month; a click
 * anywhere opens /tutor/{id}. The name is the card's only link (stretched over the card), so
 * screen readers hear a short link name and there is nothing interactive nested inside it.
 */
export function TutorCard({ tutor }: { tutor: TutorCardData }) {
  return (
    <article className="relative flex h-full w-full flex-col rounded-card bg-white p-5 shadow-card transition-shadow hover:shadow-raised has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary-600">
      <div className="flex items-start gap-4">
        <Avatar src={tutor.photo} name={tutor.name} size={80} className="ring-4 ring-primary-50" />
        <div className="min-w-0 flex-1">
          <CardTitle to={tutorKind.web.profile(tutor._id)} name={tutor.name} stretched />
          {tutor.verified ? (
            <div className="mt-1">
              <VerifiedBadge verified={tutor.verified} />
            </div>
          ) : null}
          <Fact
            as="p"
            icon={Clock}
            label="Availability"
            className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-600"
          >
            {tutor.availability}
          </Fact>
          <div className="mt-1">
            <RatingSummary ratings={tutor.ratings} reviewCount={tutor.reviewCount} />
          </div>
        </div>
      </div>
      <div className="mt-4 space-y-1 text-sm text-slate-700">
        <PlaceFacts
          label="Where"
          line={tutorPlaceLine(tutor)}
          distanceKm={tutor.distanceKm}
          classes={classesAndBoardsText(tutor)}
          responseMinutes={tutor.responseMinutes}
        />
      </div>
      <OfferingChips
        label="Subjects"
        items={tutor.subjects}
        max={MAX_CHIPS}
        variant="card"
        className="mt-3"
      />
      <div className="mt-auto pt-4 text-sm text-slate-600">
        <p className="flex items-baseline gap-1.5">
          {tutor.lowestFee != null ? (
            <FromFee amount={tutor.lowestFee} priceClassName="text-base" />
          ) : (
            'Fees on request'
          )}
        </p>
        <Fact
          as="p"
          icon={CalendarDays}
          label="Sessions"
          className="mt-1 flex items-center gap-1.5"
          iconClassName="size-4 shrink-0 text-slate-500"
        >
          {sessionsText(tutor)}
        </Fact>
      </div>
    </article>
  );
}
