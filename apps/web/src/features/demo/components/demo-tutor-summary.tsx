import { formatNextDemo, type OpenSlot, type TutorCard, tutorKind } from '@tuitionhub/contracts';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { demoModeLabel } from '../lib/demo-format.ts';

/** A tutor offered for a demo (finder, replacements): photo, name, place, and "Free demo: next open …". */
export function DemoTutorSummary({
  tutor,
  nextSlot,
  large = false,
}: {
  tutor: TutorCard;
  nextSlot: OpenSlot | null;
  large?: boolean;
}) {
  const place = [tutor.locality, tutor.city].filter(Boolean).join(', ');
  const distance = tutor.distanceKm != null ? `${tutor.distanceKm} km away` : '';
  const mode = nextSlot ? demoModeLabel(nextSlot.mode) : '';
  return (
    <>
      <Avatar src={tutor.photo} name={tutor.name} size={large ? 56 : 44} />
      <div className="min-w-0 flex-1">
        <Link
          to={tutorKind.web.profile(tutor._id)}
          className={`font-semibold text-primary-800 hover:underline ${large ? 'text-lg' : ''}`}
        >
          {tutor.name}
        </Link>
        <p className="text-sm text-slate-600">{[place, distance, mode].filter(Boolean).join(' · ')}</p>
        <p className="text-sm font-medium text-accent-800">
          {formatNextDemo(nextSlot?.start) ?? 'No free demo time in the next 14 days'}
        </p>
      </div>
    </>
  );
}
