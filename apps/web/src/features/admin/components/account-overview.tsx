import { type AdminUserDetail, kindOfRole } from '@tuitionhub/contracts';
import { CalendarDays, Clock, type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { RatingStars } from '../../../components/ui/rating-stars.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDate, formatRs } from '../../../lib/format.ts';

/** A field the kind has, shown as a dash while empty. */
const orDash = (value: string | undefined) => (value === undefined ? undefined : value || '—');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The head of an admin detail view: who it is, how to reach them, since when. */
export function AccountHeader({
  detail,
  headingLevel = 1,
}: {
  detail: AdminUserDetail;
  headingLevel?: 1 | 2;
}) {
  const { user } = detail;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <Avatar src={user.photo} name={user.name} size={112} className="ring-4 ring-white shadow-card" />
      <div className="min-w-0">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">{user.role}</p>
        <Heading className="text-3xl font-bold tracking-tight">{user.name}</Heading>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-slate-700">
          <li className="inline-flex min-w-0 items-center gap-1.5">
            <Mail aria-hidden className="size-4 shrink-0 text-primary-700" />
            <span className="sr-only">E-mail: </span>
            <a href={`mailto:${user.email}`} className="break-all underline-offset-2 hover:underline">
              {user.email}
            </a>
          </li>
          <li className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4 text-primary-700" />
            Joined {formatDate(user.createdAt)}
          </li>
          {user.ratings !== undefined ? (
            <li>
              <RatingStars value={user.ratings} count={user.reviewCount ?? 0} />
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  );
}

/** Everything else the admin needs about an account: profile, activity counts, payments and enquiries. */
export function AccountFacts({ detail }: { detail: AdminUserDetail }) {
  const { user, counts } = detail;
  const feeNames = user.subjects ?? user.courses ?? [];
  /** Tutors and centers are listed in the catalogue: they receive enquiries and reviews. */
  const listed = kindOfRole(user.role) !== undefined;
  /** The profile's fields the account has (undefined: not this kind's); a wide one spans the grid. */
  const facts: { label: string; value: string | undefined; Icon?: LucideIcon; wide?: boolean }[] = [
    { label: 'Availability', value: user.availability || undefined, Icon: Clock },
    { label: 'Location', value: user.location, Icon: MapPin },
    { label: 'Contact number', value: user.contactNumber, Icon: Phone },
    { label: 'Bio', value: orDash(user.bio), wide: true },
    { label: 'Description', value: orDash(user.description), wide: true },
    { label: 'Profile info', value: user.profileInfo || undefined, wide: true },
  ];
  return (
    <div className="grid gap-5">
      <Section title="Profile">
        <dl className="grid gap-4 sm:grid-cols-2">
          {facts.map(({ label, value, Icon, wide }) =>
            value === undefined ? null : (
              <div key={label} className={wide ? 'sm:col-span-2' : ''}>
                <dt className="flex items-center gap-1.5 text-sm font-medium text-slate-600">
                  {Icon ? <Icon aria-hidden className="size-4" /> : null}
                  {label}
                </dt>
                <dd className="mt-0.5 whitespace-pre-line text-slate-900">{value}</dd>
              </div>
            ),
          )}
        </dl>
        {feeNames.length ? (
          <table className="mt-5 w-full text-left text-sm">
            <caption className="sr-only">{user.subjects ? 'Subjects and fees' : 'Courses and fees'}</caption>
            <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {user.subjects ? 'Subject' : 'Course'}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Fee per month
                </th>
              </tr>
            </thead>
            <tbody>
              {feeNames.map((n) => (
                <tr key={n} className="border-b border-slate-100">
                  <td className="py-2 pr-4">{n}</td>
                  <td className="py-2 text-right font-semibold tabular-nums">{formatRs(user.fees?.[n])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </Section>

      <Section title="Activity">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {(
            [
              ['Payments', counts.payments, true],
              ['Enquiries received', counts.enquiries, listed],
              ['Reviews written', counts.reviewsWritten, true],
              ['Reviews received', counts.reviewsReceived, listed],
              ['Shortlist entries', counts.watchlistItems, true],
            ] as const
          )
            .filter(([, , shown]) => shown)
            .map(([label, n]) => (
              <div key={label} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-xs font-medium text-slate-600">{label}</dt>
                <dd className="text-2xl font-bold tabular-nums text-slate-900">{n}</dd>
              </div>
            ))}
        </dl>
      </Section>

      <Section title="Payments">
        {detail.payments.length === 0 ? (
          <p className="text-slate-600">No payments by or for this account.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {detail.payments.map((p) => (
              <li
                key={p._id}
                className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {p.name} <span className="font-normal text-slate-600">· {formatDate(p.createdAt)}</span>
                  </p>
                  <p className="text-sm text-slate-600">
                    {p.items.map((i) => `${i.tutorName} — ${i.subject} (${formatRs(i.fee)})`).join(', ') ||
                      'No items'}
                  </p>
                  <p className="break-all text-xs text-slate-600">{p.paymentIntentId}</p>
                </div>
                <div className="flex items-center gap-3">
                  <StatusBadge status={p.status} small />
                  <span className="font-semibold tabular-nums">{formatRs(p.amount)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
        {counts.payments > detail.payments.length ? (
          <p className="mt-2 text-sm text-slate-600">
            Showing the newest {detail.payments.length} of {counts.payments}.
          </p>
        ) : null}
      </Section>

      {listed ? (
        <Section title="Enquiries">
          {detail.enquiries.length === 0 ? (
            <p className="text-slate-600">No enquiries yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {detail.enquiries.map((e) => (
                <li key={e._id} className="py-3">
                  <p className="font-medium text-slate-900">
                    {e.name}{' '}
                    <a
                      href={`mailto:${e.email}`}
                      className="break-all font-normal text-primary-800 hover:underline"
                    >
                      {e.email}
                    </a>{' '}
                    <span className="font-normal text-slate-600">· {formatDate(e.createdAt)}</span>
                  </p>
                  <p className="mt-1 whitespace-pre-line text-slate-700">{e.message}</p>
                </li>
              ))}
            </ul>
          )}
        </Section>
      ) : null}
    </div>
  );
}
