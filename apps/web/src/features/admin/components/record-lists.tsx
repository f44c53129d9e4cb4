import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useRecords } from '../api/list-records.ts';
import { useListParams } from '../hooks/use-list-params.ts';
import { Cell, DataTable, Row } from './data-table.tsx';
import { ListFrame } from './list-frame.tsx';

const when = (iso: string) => (
  <time dateTime={iso} className="whitespace-nowrap text-slate-700">
    {formatDate(iso)}
  </time>
);

/** Messages sent from the Contact page. */
export function MessagesList() {
  const [params, setParams] = useListParams();
  const query = useRecords('messages', params);
  return (
    <ListFrame
      title="Messages"
      noun={['message', 'messages']}
      query={query}
      params={params}
      onParams={setParams}
      errorText="Error fetching messages"
    >
      {(messages) => (
        <DataTable caption="Contact messages" headers={['From', 'Message', 'Received']}>
          {messages.map((m) => (
            <Row key={m._id}>
              <Cell label="From">
                <span className="block font-semibold text-slate-900">{m.name}</span>
                <a
                  href={`mailto:${m.email}`}
                  className="[overflow-wrap:anywhere] text-primary-800 hover:underline"
                >
                  {m.email}
                </a>
              </Cell>
              <Cell label="Message" className="whitespace-pre-line text-slate-800 md:max-w-xl">
                {m.message}
              </Cell>
              <Cell label="Received">{when(m.createdAt)}</Cell>
            </Row>
          ))}
        </DataTable>
      )}
    </ListFrame>
  );
}

/** Newsletter subscribers. */
export function SubscribersList() {
  const [params, setParams] = useListParams();
  const query = useRecords('subscribers', params);
  return (
    <ListFrame
      title="Subscribers"
      noun={['subscriber', 'subscribers']}
      query={query}
      params={params}
      onParams={setParams}
      errorText="Error fetching subscribers"
    >
      {(subscribers) => (
        <DataTable caption="Newsletter subscribers" headers={['Email', 'Subscribed']}>
          {subscribers.map((s) => (
            <Row key={s._id}>
              <Cell label="Email" className="[overflow-wrap:anywhere] text-slate-900">
                {s.email}
              </Cell>
              <Cell label="Subscribed">{when(s.createdAt)}</Cell>
            </Row>
          ))}
        </DataTable>
      )}
    </ListFrame>
  );
}

/** Enquiries sent to tutors and centers from their profiles. */
export function EnquiriesList() {
  const [params, setParams] = useListParams();
  const query = useRecords('enquiries', params);
  return (
    <ListFrame
      title="Enquiries"
      noun={['enquiry', 'enquiries']}
      query={query}
      params={params}
      onParams={setParams}
      errorText="Error fetching enquiries"
    >
      {(enquiries) => (
        <DataTable caption="Enquiries" headers={['From', 'To', 'Message', 'Sent']}>
          {enquiries.map((e) => (
            <Row key={e._id}>
              <Cell label="From">
                <span className="block font-semibold text-slate-900">{e.name}</span>
                <a
                  href={`mailto:${e.email}`}
                  className="[overflow-wrap:anywhere] text-primary-800 hover:underline"
                >
                  {e.email}
                </a>
              </Cell>
              <Cell label="To">
                <Link
                  to={e.entityType === 'Tutor' ? `/tutors/${e.entityId}` : `/profile/${e.entityId}`}
                  className="font-semibold text-primary-800 hover:underline"
                >
                  {e.entityName}
                </Link>
                <span className="block text-xs text-slate-600">
                  {e.entityType === 'Tutor' ? 'Tutor' : 'Tuition Center'}
                </span>
              </Cell>
              <Cell label="Message" className="whitespace-pre-line text-slate-800 md:max-w-md">
                {e.message}
              </Cell>
              <Cell label="Sent">{when(e.createdAt)}</Cell>
            </Row>
          ))}
        </DataTable>
      )}
    </ListFrame>
  );
}

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

/** Every admin write: who, what, when. */
export function AuditList() {
  const [params, setParams] = useListParams();
  const query = useRecords('audit', params);
  return (
    <ListFrame
      title="Audit log"
      noun={['entry', 'entries']}
      query={query}
      params={params}
      onParams={setParams}
      errorText="Error fetching the audit log"
    >
      {(entries) => (
        <DataTable caption="Audit log" headers={['When', 'Who', 'What', 'Target']}>
          {entries.map((a) => {
            const name = typeof a.details?.name === 'string' ? a.details.name : null;
            const email = typeof a.details?.email === 'string' ? a.details.email : null;
            const more = describeDetails(a.details);
            return (
              <Row key={a._id}>
                <Cell label="When">
                  <time dateTime={a.createdAt} className="whitespace-nowrap text-slate-700">
                    {new Date(a.createdAt).toLocaleString('en-GB', {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </time>
                </Cell>
                <Cell label="Who" className="[overflow-wrap:anywhere] text-slate-900">
                  {a.actorEmail}
                </Cell>
                <Cell label="What">
                  <span className="font-semibold text-slate-900">{actionLabels[a.action] ?? a.action}</span>
                </Cell>
                <Cell label="Target" className="text-slate-700 md:max-w-sm">
                  <span className="block">{name ?? `${a.targetType ?? ''} ${a.targetId ?? ''}`.trim()}</span>
                  {email ? (
                    <span className="block [overflow-wrap:anywhere] text-xs text-slate-600">{email}</span>
                  ) : null}
                  {more ? (
                    <span className="block [overflow-wrap:anywhere] text-xs text-slate-600">{more}</span>
                  ) : null}
                </Cell>
              </Row>
            );
          })}
        </DataTable>
      )}
    </ListFrame>
  );
}
