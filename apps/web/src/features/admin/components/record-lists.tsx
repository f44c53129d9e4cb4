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
                <a href={`mailto:${m.email}`} className="break-all text-primary-800 hover:underline">
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
              <Cell label="Email" className="break-all text-slate-900">
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
                <a href={`mailto:${e.email}`} className="break-all text-primary-800 hover:underline">
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

const actionLabels: Record<string, string> = {
  'user.delete': 'Deleted account',
  'payment.status': 'Changed payment status',
  'tutor.update': 'Edited tutor',
  'center.update': 'Edited tuition center',
  'user.update': 'Edited account',
};

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
                <Cell label="Who" className="break-all text-slate-900">
                  {a.actorEmail}
                </Cell>
                <Cell label="What">
                  <span className="font-semibold text-slate-900">{actionLabels[a.action] ?? a.action}</span>
                </Cell>
                <Cell label="Target" className="text-slate-700">
                  {name || email ? (
                    <>
                      <span className="block">{name}</span>
                      <span className="block break-all text-xs text-slate-600">{email}</span>
                    </>
                  ) : (
                    <span className="break-all text-xs">
                      {a.targetType} {a.targetId}
                    </span>
                  )}
                </Cell>
              </Row>
            );
          })}
        </DataTable>
      )}
    </ListFrame>
  );
}
