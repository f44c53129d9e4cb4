import { type TutorCard as TutorCardData, tutorKind } from '@tuitionhub/contracts';
import { Clock } from 'lucide-react';
import { Avatar } from '../ui/avatar.tsx';
import { CardTitle, Fact, FromFee, OfferingChips, RatingSummary } from './profile-parts.tsx';

const MAX_CHIPS = 4;

/**
 * spec §2 All Tutors: photo, name, availability, ratings and lowest fee; a click anywhere opens
 * /tutor/{id}. The name is the card's only link (stretched over the card), so screen readers hear
 * a short link name and there is nothing interactive nested inside it.
 */
export function TutorCard({ tutor }: { tutor: TutorCardData }) {
  return (
    <article className="relative flex h-full w-full flex-col rounded-card bg-white p-5 shadow-card transition-shadow hover:shadow-raised has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary-600">
      <div className="flex items-start gap-4">
        <Avatar src={tutor.photo} name={tutor.name} size={80} className="ring-4 ring-primary-50" />
        <div className="min-w-0 flex-1">
          <CardTitle to={tutorKind.web.profile(tutor._id)} name={tutor.name} stretched />
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
      <OfferingChips
        label="Subjects"
        items={tutor.subjects}
        max={MAX_CHIPS}
        variant="card"
        className="mt-4"
      />
      <p className="mt-auto flex items-baseline gap-1.5 pt-4 text-sm text-slate-600">
        {tutor.lowestFee != null ? (
          <FromFee amount={tutor.lowestFee} priceClassName="text-base" />
        ) : (
          'Fees on request'
        )}
      </p>
    </article>
  );
}
