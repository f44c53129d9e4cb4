import type { ProfileKind, ProfileKindDescriptor, User } from '@tuitionhub/contracts';
import { type LucideIcon, MapPin, Phone, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { EditButton } from '../../../components/ui/button.tsx';
import { formatRating, formatRs } from '../../../lib/format.ts';
import { offeringLabel } from '../../../lib/profile-form.ts';
import { RolePill } from './account-form.tsx';
import { PublicProfileForm } from './public-profile-form.tsx';

interface Detail {
  term: string;
  value: string | undefined;
  icon?: LucideIcon;
  wide?: boolean;
}

/** Each kind's own fields, as its public page shows them. */
const details: Record<ProfileKind, (user: User) => Detail[]> = {
  tutor: (u) => [
    { term: 'Bio', value: u.bio, wide: true },
    { term: 'Availability', value: u.availability },
  ],
  center: (u) => [
    { term: 'Location', value: u.location, icon: MapPin },
    { term: 'Contact Number', value: u.contactNumber, icon: Phone },
    { term: 'Description', value: u.description, wide: true },
  ],
};

/**
 * spec §2 a tutor's or center's dashboard: what visitors see — photo, name, email, rating and review
 * count, the kind's own fields and its offerings with fees (Rs.) — with 'Edit public profile'.
 */
export function PublicProfile({ user, kind }: { user: User; kind: ProfileKindDescriptor }) {
  const [editing, setEditing] = useState(false);
  const id = useId();
  const offerings = user[kind.offeringsField] ?? [];
  return (
    <section
      aria-labelledby={`${id}-label ${id}-name`}
      className="rounded-card border border-slate-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-start gap-4">
        <Avatar src={user.photo} name={user.name} size={96} className="rounded-2xl" />
        <div className="min-w-0 flex-1">
          <p id={`${id}-label`} className="text-sm font-semibold text-primary-800">
            Public profile
          </p>
          <h2 id={`${id}-name`} className="break-words text-2xl font-semibold text-slate-900">
            {user.name}
          </h2>
          <p className="break-all text-slate-600">{user.email}</p>
          <RolePill role={user.role} />
          <p className="mt-2 flex items-center gap-1.5 text-slate-700">
            <Star aria-hidden className="size-4 fill-accent-400 text-accent-500" />
            <span>
              <span className="font-semibold">{formatRating(user.ratings ?? 0)}</span> rating ·{' '}
              {user.reviewCount ?? 0} {user.reviewCount === 1 ? 'review' : 'reviews'}
            </span>
          </p>
        </div>
        {!editing ? <EditButton onClick={() => setEditing(true)}>Edit public profile</EditButton> : null}
      </div>

      {editing ? (
        <div className="mt-6">
          <PublicProfileForm user={user} kind={kind} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <dl className="mt-6 grid gap-5 sm:grid-cols-2">
          {details[kind.kind](user).map(({ term, value, icon: Icon, wide }) => (
            <div key={term} className={wide ? 'sm:col-span-2' : undefined}>
              <dt className="text-sm font-medium text-slate-600">{term}</dt>
              <dd className="mt-1 flex items-start gap-1.5 whitespace-pre-line text-slate-900">
                {Icon ? <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" /> : null}
                {value || '—'}
              </dd>
            </div>
          ))}
          <div className="sm:col-span-2">
            <dt className="text-sm font-medium text-slate-600">{offeringLabel(kind)}s and Fees</dt>
            <dd className="mt-1">
              {offerings.length ? (
                <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
                  {offerings.map((name) => (
                    <li key={name} className="flex justify-between gap-4 px-3 py-2">
                      <span className="text-slate-900">{name}</span>
                      <span className="font-semibold text-slate-900">{formatRs(user.fees?.[name])}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-slate-600">
                  No {kind.offeringsField} yet. Add them with “Edit public profile”.
                </p>
              )}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
