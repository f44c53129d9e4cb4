import type { TutorCard as TutorCardData } from '@tuitionhub/contracts';
import { Link } from 'react-router';
import { Avatar } from '../ui/avatar.tsx';
import { Price } from '../ui/price.tsx';
import { RatingStars } from '../ui/rating-stars.tsx';

/** spec §2 All Tutors: photo, name, availability, ratings and lowest fee; a click opens /tutor/{id}. */
export function TutorCard({ tutor }: { tutor: TutorCardData }) {
  return (
    <Link
      to={`/tutor/${tutor._id}`}
      className="block rounded-card bg-white p-4 shadow-card hover:shadow-raised"
    >
      <Avatar src={tutor.photo} name={tutor.name} size={72} />
      <h3 className="mt-3 font-semibold">{tutor.name}</h3>
      <p className="text-sm text-slate-600">{tutor.availability}</p>
      <RatingStars value={tutor.ratings} count={tutor.reviewCount} />
      <p className="text-sm">
        From <Price amount={tutor.lowestFee} />
      </p>
    </Link>
  );
}
