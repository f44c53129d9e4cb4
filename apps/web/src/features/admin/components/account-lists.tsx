import {
  type AdminUser,
  centerKind,
  formatMonthlyFee,
  kindOfRole,
  type ProfileKindDescriptor,
  tutorKind,
} from '@tuitionhub/contracts';
import { Clock, Eye, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { RatingStars } from '../../../components/ui/rating-stars.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { AccountDrawer } from './account-drawer.tsx';
import { DeleteAccountButton } from './delete-account-button.tsx';
import { ListFrame } from './list-frame.tsx';

const viewClasses = buttonClasses('secondary', 'sm', 'min-h-11');

const nounOf = (kind: ProfileKindDescriptor) =>
  [kind.label.toLowerCase(), kind.labelPlural.toLowerCase()] as const;

/** 'View Details' or 'View Profile' of an account: a link to the admin's page of it. */
const ViewLink = ({ to, verb, name }: { to: string; verb: string; name: string }) => (
  <Link to={to} className={viewClasses} aria-label={`${verb} of ${name}`}>
    <Eye aria-hidden className="size-4" />
    {verb}
  </Link>
);

/** View Details (the admin's page of a tutor or a center) and Delete. */
const ProfileActions = ({ user, kind }: { user: AdminUser; kind: ProfileKindDescriptor }) => (
  <>
    <ViewLink to={kind.web.adminDetails(user._id)} verb="View Details" name={user.name} />
    <DeleteAccountButton account={user} kind={kind} />
  </>
);

/** spec §2 All Users: Name, Email, Role, Actions View Profile / Delete. */
export function UsersTable() {
  const { user: me } = useSession();
  const [viewing, setViewing] = useState<AdminUser | null>(null);
  return (
    <>
      <ListFrame
        list="users"
        noun={['user', 'users']}
        caption="All users"
        columns={[
          {
            label: 'Name',
            labelled: false,
            cell: (u) => (
              <span className="flex items-center gap-3">
                <Avatar src={u.photo} name="" size={40} />
                <span className="font-semibold text-slate-900">
                  {u.name}
                  {u._id === me?._id ? (
                    <span className="ml-2 rounded-full bg-primary-50 px-2 py-0.5 text-xs text-primary-800">
                      you
                    </span>
                  ) : null}
                </span>
              </span>
            ),
          },
          { label: 'Email', className: '[overflow-wrap:anywhere] text-slate-700', cell: (u) => u.email },
          {
            label: 'Role',
            cell: (u) => (
              <span className="whitespace-nowrap rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-800">
                {u.role}
              </span>
            ),
          },
          {
            label: 'Actions',
            labelled: false,
            cell: (u) => {
              // Tutors and centers have their own page; anyone else opens in a side panel.
              const path = kindOfRole(u.role)?.web.adminDetails(u._id);
              return (
                <span className="flex flex-wrap gap-2 md:flex-nowrap">
                  {path ? (
                    <ViewLink to={path} verb="View Profile" name={u.name} />
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      className="min-h-11"
                      icon={<Eye aria-hidden className="size-4" />}
                      onClick={() => setViewing(u)}
                      aria-label={`View Profile of ${u.name}`}
                    >
                      View Profile
                    </Button>
                  )}
                  {u._id === me?._id ? null : <DeleteAccountButton account={u} />}
                </span>
              );
            },
          },
        ]}
      />
      <AccountDrawer user={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

/** spec §2 All Tutors: a list with View Details and Delete. */
export function TutorsList() {
  return (
    <ListFrame list="tutors" noun={nounOf(tutorKind)}>
      {(tutors) => (
        <ul aria-label="Tutors" className="grid gap-4 lg:grid-cols-2">
          {tutors.map((t) => (
            <li
              key={t._id}
              className="flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-card"
            >
              <div className="flex items-start gap-4">
                <Avatar src={t.photo} name="" size={64} />
                <div className="min-w-0 flex-1">
                  <h3 className="text-lg font-semibold text-slate-900">{t.name}</h3>
                  <p className="[overflow-wrap:anywhere] text-sm text-slate-600">{t.email}</p>
                  <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
                    {t.availability ? (
                      <span className="inline-flex items-center gap-1">
                        <Clock aria-hidden className="size-4 text-primary-700" />
                        {t.availability}
                      </span>
                    ) : null}
                    <RatingStars value={t.ratings ?? 0} count={t.reviewCount ?? 0} size={14} />
                    <span>Joined {formatDate(t.createdAt)}</span>
                  </div>
                </div>
              </div>
              {t.subjects?.length ? (
                <ul aria-label={`Subjects of ${t.name}`} className="flex flex-wrap gap-2">
                  {t.subjects.map((s) => (
                    <li key={s} className="rounded-full bg-primary-50 px-3 py-1 text-sm text-primary-900">
                      {s} · {t.fees?.[s] == null ? '—' : formatMonthlyFee(t.fees[s])}
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="mt-auto flex flex-wrap gap-2">
                <ProfileActions user={t} kind={tutorKind} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListFrame>
  );
}

/** spec §2 All Tuition Centers: name and description; email and location; numbered courses; View Details; Delete. */
export function CentersTable() {
  return (
    <ListFrame
      list="centers"
      noun={nounOf(centerKind)}
      caption="All tuition centers"
      columns={[
        {
          label: 'Name and description',
          className: 'md:max-w-xs',
          cell: (c) => (
            <span className="flex items-start gap-3">
              <Avatar src={c.photo} name="" size={40} />
              <span>
                <span className="block font-semibold text-slate-900">{c.name}</span>
                <span className="mt-1 line-clamp-3 text-slate-600">{c.description}</span>
              </span>
            </span>
          ),
        },
        {
          label: 'Email and location',
          cell: (c) => (
            <>
              <span className="block [overflow-wrap:anywhere] text-slate-800">{c.email}</span>
              <span className="mt-1 inline-flex items-center gap-1 text-slate-600">
                <MapPin aria-hidden className="size-4" />
                {c.location}
              </span>
            </>
          ),
        },
        {
          label: 'Courses',
          cell: (c) =>
            c.courses?.length ? (
              <ol className="list-decimal space-y-0.5 pl-5 text-slate-800">
                {c.courses.map((course) => (
                  <li key={course}>{course}</li>
                ))}
              </ol>
            ) : (
              <span className="text-slate-600">No courses</span>
            ),
        },
        {
          label: 'Actions',
          labelled: false,
          cell: (c) => (
            <span className="flex flex-wrap gap-2 md:flex-nowrap">
              <ProfileActions user={c} kind={centerKind} />
            </span>
          ),
        },
      ]}
    />
  );
}
