import { type Hire, kindOfEntity } from '@tuitionhub/contracts';
import { CalendarPlus, GraduationCap, Mail, MessageSquare, Receipt, Users } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useHires } from '../api/get-hires.ts';

const PAGE_SIZE = 10;

/** A titled, paged list of the signed-in account's hires (GET /api/hires). */
function HirePages({
  heading,
  icon,
  intro,
  empty,
  children,
}: {
  heading: string;
  icon: ReactNode;
  intro: string;
  empty: ReactNode;
  children: (hires: Hire[]) => ReactNode;
}) {
  const id = useId();
  const [page, setPage] = useState(1);
  const hires = useHires({ page, limit: PAGE_SIZE });
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-semibold">
          {icon}
          {heading}
        </h2>
        {hires.data?.total ? (
          <p className="text-sm text-slate-600">
            {hires.data.total} {hires.data.total === 1 ? 'hire' : 'hires'}
          </p>
        ) : null}
      </div>
      <p className="-mt-2 text-sm text-slate-600">{intro}</p>
      <QueryView
        query={hires}
        errorText={`Could not load ${heading.toLowerCase()}`}
        isEmpty={(data) => data.hires.length === 0}
        pages={{
          page,
          pageSize: PAGE_SIZE,
          total: (data) => data.total,
          onPage: setPage,
          label: `${heading} pages`,
        }}
        empty={empty}
      >
        {(data) => children(data.hires)}
      </QueryView>
    </section>
  );
}

const card = 'rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5';
const link =
  'inline-flex min-h-11 items-center gap-1.5 break-all text-sm font-medium text-primary-800 underline-offset-2 hover:underline';

/**
 * The tutor's or center's "Hires": the students who paid for it, with what to arrange the classes
 * (name, e-mail, subject, the month paid for, the receipt number). A payment refunded in full is
 * no longer listed.
 */
export function StudentHires() {
  return (
    <HirePages
      heading="Hires"
      icon={<Users aria-hidden className="size-5 text-primary-700" />}
      intro="Students and parents who have paid for your classes. Get in touch to arrange the first class."
      empty={
        <EmptyState message="No hires yet.">
          <p className="max-w-sm text-sm text-slate-600">
            When a student pays for your classes on TuitionHub, their name and e-mail appear here and you get
            an e-mail.
          </p>
        </EmptyState>
      }
    >
      {(hires) => (
        <ul className="grid gap-3 md:grid-cols-2">
          {hires.map((h) => (
            <li key={h._id}>
              <article aria-labelledby={`hire-${h._id}`} className={card}>
                <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                  <h3 id={`hire-${h._id}`} className="font-semibold text-slate-900">
                    {h.studentName}
                  </h3>
                  <span className="rounded-full bg-primary-50 px-2.5 py-0.5 text-sm font-medium text-primary-900">
                    {h.subject}
                  </span>
                </header>
                {h.studentEmail ? (
                  <a href={`mailto:${h.studentEmail}`} className={link}>
                    <Mail aria-hidden className="size-4 shrink-0" />
                    {h.studentEmail}
                  </a>
                ) : null}
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
                  <dt className="text-slate-600">Month</dt>
                  <dd>{h.period}</dd>
                  <dt className="text-slate-600">Receipt</dt>
                  <dd className="tabular-nums">{h.receiptNumber ?? '—'}</dd>
                  {h.paidAt ? (
                    <>
                      <dt className="text-slate-600">Paid on</dt>
                      <dd>{formatDate(h.paidAt)}</dd>
                    </>
                  ) : null}
                </dl>
              </article>
            </li>
          ))}
        </ul>
      )}
    </HirePages>
  );
}

/**
 * The student's "My tutors": tutors and centers it has paid for, each with "Message" (its profile,
 * where the conversation starts) and "Book next class" (its demo booking).
 */
export function MyTutors() {
  return (
    <HirePages
      heading="My tutors"
      icon={<GraduationCap aria-hidden className="size-5 text-primary-700" />}
      intro="Tutors and tuition centers you have paid for."
      empty={
        <EmptyState message="You have not hired a tutor yet.">
          <Link to="/all-tutors" className={buttonClasses('primary')}>
            Find a tutor
          </Link>
        </EmptyState>
      }
    >
      {(hires) => (
        <ul className="grid gap-3 md:grid-cols-2">
          {hires.map((h) => {
            const profile =
              h.entityId && h.entityType ? kindOfEntity(h.entityType).web.profile(h.entityId) : null;
            return (
              <li key={h._id}>
                <article aria-labelledby={`my-tutor-${h._id}`} className={card}>
                  <div className="flex items-start gap-3">
                    <Avatar src={h.entityPhoto ?? ''} name="" size={48} />
                    <div className="min-w-0 flex-1">
                      <h3 id={`my-tutor-${h._id}`} className="font-semibold text-slate-900">
                        {profile ? (
                          <Link to={profile} className="hover:underline">
                            {h.entityName}
                          </Link>
                        ) : (
                          h.entityName
                        )}
                      </h3>
                      <p className="text-sm text-slate-700">
                        {h.subject} · {h.period}
                      </p>
                      {h.receiptNumber ? (
                        <Link to={`/receipt/${h.paymentId}`} className={link}>
                          <Receipt aria-hidden className="size-4 shrink-0" />
                          Receipt {h.receiptNumber}
                        </Link>
                      ) : null}
                    </div>
                  </div>
                  {profile ? (
                    <div className="mt-3 flex flex-wrap gap-2">
                      <Link
                        to={profile}
                        className={buttonClasses('secondary', 'md')}
                        aria-label={`Message ${h.entityName}`}
                      >
                        <MessageSquare aria-hidden className="size-4" />
                        Message
                      </Link>
                      <Link
                        to={`${profile}#book-demo`}
                        className={buttonClasses('primary', 'md')}
                        aria-label={`Book next class with ${h.entityName}`}
                      >
                        <CalendarPlus aria-hidden className="size-4" />
                        Book next class
                      </Link>
                    </div>
                  ) : (
                    <p className="mt-3 text-sm text-slate-600">This tutor’s account has been closed.</p>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </HirePages>
  );
}
