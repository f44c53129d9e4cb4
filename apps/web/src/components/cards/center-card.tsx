import type { CenterCard as CenterCardData } from '@tuitionhub/contracts';
import { Link } from 'react-router';
import { Avatar } from '../ui/avatar.tsx';

/** spec §2 All Tuition Centers: front photo, name, location, courses; back rating, contact number, fee list. */
export function CenterCard({ center }: { center: CenterCardData }) {
  return (
    <Link
      to={`/tuition-center/${center._id}`}
      className="block rounded-card bg-white p-4 shadow-card hover:shadow-raised"
    >
      <Avatar src={center.photo} name={center.name} size={72} />
      <h3 className="mt-3 font-semibold">{center.name}</h3>
      <p className="text-sm text-slate-600">{center.location}</p>
    </Link>
  );
}
