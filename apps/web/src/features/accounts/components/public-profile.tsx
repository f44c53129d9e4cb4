import {
  boardLabels,
  classLevelLabels,
  formatMonthlyFee,
  type ProfileKind,
  type ProfileKindDescriptor,
  teachingModeLabels,
  type User,
} from '@tuitionhub/contracts';
import { type LucideIcon, MapPin, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { EditButton } from '../../../components/ui/button.tsx';
import { RatingStars } from '../../../components/ui/rating-stars.tsx';
import { offeringLabel } from '../../../lib/profile-form.ts';
import { RolePill } from './account-form.tsx';
import { PublicProfileForm } from './public-profile-form.tsx';

interface Detail {
  term: string;
  value: string | undefined;
  icon?: LucideIcon;
  wide?: boolean;
}

const listOf = <T extends string>(values: readonly T[] | undefined, labels: Record<T, string>) =>
  values?.length ? values.map((v) => labels[v]).join(', ') : undefined;

/** 'Kothrud, Pune 411038', or what listings say of a profile without a city (api-2 §1). */
const placeOf = (u: User) =>
  u.city
    ? [[u.locality, u.city].filter(Boolean).join(', '), u.pincode].filter(Boolean).join(' ')
    : 'Location not set';

/** Where and what a profile teaches (api-2 §1), both kinds. */
const teaching = (u: User): Detail[] => [
  { term: 'Class levels', value: listOf(u.classLevels, classLevelLabels) },
  { term: 'Boards', value: listOf(u.boards, boardLabels) ?? 'Any board' },
];

/** Each kind's own fields, as its public page shows them. */
const details: Record<ProfileKind, (user: User) => Detail[]> = {
  tutor: (u) => [
    { term: 'Bio', value: u.bio, wide: true },
    { term: 'Availability', value: u.availability },
    { term: 'Where you teach', value: placeOf(u), icon: MapPin },
    {
      term: 'How you teach',
      value:
        u.modes && listOf(u.modes, teachingModeLabels)
          ? `${listOf(u.modes, teachingModeLabels)}${u.modes.includes('Home') ? ` (up to ${u.travelKm ?? 0} km)` : ''}`
          : undefined,
    },
    ...teaching(u),
    {
      term: 'Sessions',
      value: u.sessionsPerWeek
        ? `${u.sessionsPerWeek} a week, ${u.sessionMinutes ?? 60} minutes each`
        : undefined,
    },
  ],
  center: (u) => [
    { term: 'Location', value: u.location, icon: MapPin },
    { term: 'Contact Number', value: u.contactNumber, icon: Phone },
    { term: 'Description', value: u.description, wide: true },
    { term: 'City and locality', value: placeOf(u) },
    { term: 'Street address', value: u.address ?? undefined },
    ...teaching(u),
  ],
};

/**
 * spec §2 a tutor's or center's dashboard: what visitors see — photo, name, email, rating and review
 * count, the kind's own fields, where and what it teaches and its offerings with fees per month —
 * with 'Edit public profile'. The caller may hold whether the form is open (`editing`), and ask it
 * to put the cursor in City (`focusPlace`: each new number asks again).
 */
export function PublicProfile({
  user,
  kind,
  editing: heldEditing,
  onEditingChange,
  focusPlace,
}: {
  user: User;
  kind: ProfileKindDescriptor;
  editing?: boolean;
  onEditingChange?: (editing: boolean) => void;
  focusPlace?: number;
}) {
  const [ownEditing, setOwnEditing] = useState(false);
  const editing = heldEditing ?? ownEditing;
  const setEditing = onEditingChange ?? setOwnEditing;
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
            <span className="sr-only">Rating: </span>
            <RatingStars value={user.ratings ?? 0} count={user.reviewCount ?? 0} />
          </p>
        </div>
        {!editing ? <EditButton onClick={() => setEditing(true)}>Edit public profile</EditButton> : null}
      </div>

      {editing ? (
        <div className="mt-6">
          <PublicProfileForm
            user={user}
            kind={kind}
            onDone={() => setEditing(false)}
            focusPlace={focusPlace}
          />
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
                      <span className="font-semibold text-slate-900">
                        {user.fees?.[name] == null ? '—' : formatMonthlyFee(user.fees[name])}
                      </span>
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
