import type { AdminUser } from '@tuitionhub/contracts';
import { Clock, Eye, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { RatingStars } from '../../../components/ui/rating-stars.tsx';
import { formatDate, formatRs } from '../../../lib/format.ts';
import { useAccounts } from '../api/list-accounts.ts';
import { useListParams } from '../hooks/use-list-params.ts';
import { AccountDrawer } from './account-drawer.tsx';
import { Cell, DataTable, Row } from './data-table.tsx';
import { DeleteAccountButton } from './delete-account-button.tsx';
import { ListFrame } from './list-frame.tsx';

/** The admin detail links of spec §2: tutors at /tutors/:id, centers at /profile/:id. */
export const detailPath = (user: Pick<AdminUser, '_id' | 'role'>) =>
  user.role === 'Tutor'
    ? `/tutors/${user._id}`
    : user.role === 'Tuition Center'
      ? `/profile/${user._id}`
      : null;

const viewClasses = buttonClasses('secondary', 'sm', 'min-h-11');

function NameCell({ user, you }: { user: AdminUser; you?: boolean }) {
  return (
    <Cell>
      <span className="flex items-center gap-3">
        <Avatar src={user.photo} name="" size={40} />
        <span className="font-semibold text-slate-900">
          {user.name}
          {you ? (
            <span className="ml-2 rounded-full bg-primary-50 px-2 py-0.5 text-xs text-primary-800">you</span>
          ) : null}
        </span>
      </span>
    </Cell>
  );
}

/** spec §2 All Users: Name, Email, Role, Actions View Profile / Delete. */
export function UsersTable({ currentUserId }: { currentUserId: string }) {
  const [params, setParams] = useListParams();
  const query = useAccounts('users', params);
  const [viewing, setViewing] = useState<AdminUser | null>(null);
  return (
    <>
      <ListFrame
        title="All Users"
        noun={['user', 'users']}
        query={query}
        params={params}
        onParams={setParams}
        errorText="Error fetching users"
      >
        {(users) => (
          <DataTable caption="All users" headers={['Name', 'Email', 'Role', 'Actions']}>
            {users.map((u) => {
              const path = detailPath(u);
              const you = u._id === currentUserId;
              return (
                <Row key={u._id}>
                  <NameCell user={u} you={you} />
                  <Cell label="Email" className="[overflow-wrap:anywhere] text-slate-700">
                    {u.email}
                  </Cell>
                  <Cell label="Role">
                    <span className="whitespace-nowrap rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-800">
                      {u.role}
                    </span>
                  </Cell>
                  <Cell>
                    <span className="flex flex-wrap gap-2 md:flex-nowrap">
                      {path ? (
                        <Link to={path} className={viewClasses} aria-label={`View Profile of ${u.name}`}>
                          <Eye aria-hidden className="size-4" />
                          View Profile
                        </Link>
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
                      {you ? null : <DeleteAccountButton account={u} kind="user" />}
                    </span>
                  </Cell>
                </Row>
              );
            })}
          </DataTable>
        )}
      </ListFrame>
      <AccountDrawer user={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

/** spec §2 All Tutors: a list with View Details and Delete. */
export function TutorsList() {
  const [params, setParams] = useListParams();
  const query = useAccounts('tutors', params);
  return (
    <ListFrame
      title="All Tutors"
      noun={['tutor', 'tutors']}
      query={query}
      params={params}
      onParams={setParams}
      errorText="Error fetching tutors"
    >
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
                      {s} · {formatRs(t.fees?.[s])}
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="mt-auto flex flex-wrap gap-2">
                <Link
                  to={`/tutors/${t._id}`}
                  className={viewClasses}
                  aria-label={`View Details of ${t.name}`}
                >
                  <Eye aria-hidden className="size-4" />
                  View Details
                </Link>
                <DeleteAccountButton account={t} kind="tutor" />
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
  const [params, setParams] = useListParams();
  const query = useAccounts('centers', params);
  return (
    <ListFrame
      title="All Tuition Centers"
      noun={['tuition center', 'tuition centers']}
      query={query}
      params={params}
      onParams={setParams}
      errorText="Error fetching tuition centers"
    >
      {(centers) => (
        <DataTable
          caption="All tuition centers"
          headers={['Name and description', 'Email and location', 'Courses', 'Actions']}
        >
          {centers.map((c) => (
            <Row key={c._id}>
              <Cell label="Name and description" className="md:max-w-xs">
                <span className="flex items-start gap-3">
                  <Avatar src={c.photo} name="" size={40} />
                  <span>
                    <span className="block font-semibold text-slate-900">{c.name}</span>
                    <span className="mt-1 line-clamp-3 text-slate-600">{c.description}</span>
                  </span>
                </span>
              </Cell>
              <Cell label="Email and location">
                <span className="block [overflow-wrap:anywhere] text-slate-800">{c.email}</span>
                <span className="mt-1 inline-flex items-center gap-1 text-slate-600">
                  <MapPin aria-hidden className="size-4" />
                  {c.location}
                </span>
              </Cell>
              <Cell label="Courses">
                {c.courses?.length ? (
                  <ol className="list-decimal space-y-0.5 pl-5 text-slate-800">
                    {c.courses.map((course) => (
                      <li key={course}>{course}</li>
                    ))}
                  </ol>
                ) : (
                  <span className="text-slate-600">No courses</span>
                )}
              </Cell>
              <Cell>
                <span className="flex flex-wrap gap-2 md:flex-nowrap">
                  <Link
                    to={`/profile/${c._id}`}
                    className={viewClasses}
                    aria-label={`View Details of ${c.name}`}
                  >
                    <Eye aria-hidden className="size-4" />
                    View Details
                  </Link>
                  <DeleteAccountButton account={c} kind="center" />
                </span>
              </Cell>
            </Row>
          ))}
        </DataTable>
      )}
    </ListFrame>
  );
}
