import { kindOfEntity } from '@tuitionhub/contracts';
import { Link } from 'react-router';
import type { Column } from '../../../components/ui/responsive-table.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import type { AdminLists } from '../api/get-admin-list.ts';
import { ListFrame } from './list-frame.tsx';

/** When the row was made: the date, or as `format` writes it. */
const sentAt = (
  label: string,
  format: (iso: string) => string = formatDate,
): Column<{ createdAt: string }> => ({
  label,
  cell: (row) => (
    <time dateTime={row.createdAt} className="whitespace-nowrap text-slate-700">
      {format(row.createdAt)}
    </time>
  ),
});

/** The message as written (line breaks kept), at most `maxWidth` wide on larger screens. */
const message = (maxWidth: string): Column<{ message: string }> => ({
  label: 'Message',
  className: `whitespace-pre-line text-slate-800 ${maxWidth}`,
  cell: (row) => row.message,
});

const from: Column<{ name: string; email: string }> = {
  label: 'From',
  cell: (row) => (
    <>
      <span className="block font-semibold text-slate-900">{row.name}</span>
      <a href={`mailto:${row.email}`} className="[overflow-wrap:anywhere] text-primary-800 hover:underline">
        {row.email}
      </a>
    </>
  ),
};

/** The actions the server records (modules calling recordAudit), in words. */
const actionLabels: Record<string, string> = {
  'user.delete': 'Deleted account',
  'tutor.delete': 'Deleted tutor',
  'center.delete': 'Deleted tuition center',
  'tutor.create': 'Created tutor',
  'center.create': 'Created tuition center',
  'user.update': 'Edited account',
  'tutor.update': 'Edited tutor',
  'center.update': 'Edited tuition center',
  'review.delete': 'Deleted review',
  'payment.create': 'Created payment',
  'payment.status': 'Changed payment status',
};

const shown = (v: unknown) =>
  Array.isArray(v) ? v.join(', ') : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** The details an entry carries besides the target's name and e-mail, as "key: value" pairs. */
function describeDetails(details: Record<string, unknown> | null): string {
  if (!details) return '';
  return Object.entries(details)
    .filter(([k, v]) => !['name', 'email', 'role'].includes(k) && v !== null && v !== undefined)
    .map(([k, v]) => `${k}: ${shown(v)}`)
    .join(' · ');
}

type InboxList = 'messages' | 'subscribers' | 'enquiries' | 'audit';

/** Each inbox list as it reads: its noun, caption, error line and columns; one ListFrame draws them all. */
const recordLists: {
  [K in InboxList]: {
    noun: readonly [string, string];
    caption: string;
    errorText?: string;
    columns: Column<AdminLists[K]>[];
  };
} = {
  /** Messages sent from the Contact page. */
  messages: {
    noun: ['message', 'messages'],
    caption: 'Contact messages',
    columns: [from, message('md:max-w-xl'), sentAt('Received')],
  },
  /** Newsletter subscribers. */
  subscribers: {
    noun: ['subscriber', 'subscribers'],
    caption: 'Newsletter subscribers',
    columns: [
      { label: 'Email', className: '[overflow-wrap:anywhere] text-slate-900', cell: (s) => s.email },
      sentAt('Subscribed'),
    ],
  },
  /** Enquiries sent to tutors and centers from their profiles. */
  enquiries: {
    noun: ['enquiry', 'enquiries'],
    caption: 'Enquiries',
    columns: [
      from,
      {
        label: 'To',
        cell: (e) => {
          const kind = kindOfEntity(e.entityType);
          return (
            <>
              <Link
                to={kind.web.adminDetails(e.entityId)}
                className="font-semibold text-primary-800 hover:underline"
              >
                {e.entityName}
              </Link>
              <span className="block text-xs text-slate-600">{kind.label}</span>
            </>
          );
        },
      },
      message('md:max-w-md'),
      sentAt('Sent'),
    ],
  },
  /** Every admin write: who, what, when. */
  audit: {
    noun: ['entry', 'entries'],
    errorText: 'Error fetching the audit log',
    caption: 'Audit log',
    columns: [
      sentAt('When', formatDateTime),
      {
        label: 'Who',
        className: '[overflow-wrap:anywhere] text-slate-900',
        cell: (a) => a.actorEmail,
      },
      {
        label: 'What',
        cell: (a) => (
          <span className="font-semibold text-slate-900">{actionLabels[a.action] ?? a.action}</span>
        ),
      },
      {
        label: 'Target',
        className: 'text-slate-700 md:max-w-sm',
        cell: (a) => {
          const name = typeof a.details?.name === 'string' ? a.details.name : null;
          const email = typeof a.details?.email === 'string' ? a.details.email : null;
          const more = describeDetails(a.details);
          return (
            <>
              <span className="block">{name ?? `${a.targetType ?? ''} ${a.targetId ?? ''}`.trim()}</span>
              {email ? (
                <span className="block [overflow-wrap:anywhere] text-xs text-slate-600">{email}</span>
              ) : null}
              {more ? (
                <span className="block [overflow-wrap:anywhere] text-xs text-slate-600">{more}</span>
              ) : null}
            </>
          );
        },
      },
    ],
  },
};

export const isRecordList = (tab: string): tab is InboxList => tab in recordLists;

/** The inbox lists: Messages, Subscribers, Enquiries and the Audit log. */
export const RecordList = <K extends InboxList>({ list }: { list: K }) => (
  <ListFrame list={list} {...recordLists[list]} />
);
