import { type ConversationReport, kindOfRole } from '@tuitionhub/contracts';
import { ChevronDown, ExternalLink, Flag, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { oldestFirst, useDeleteMessageMutation, useMessages, useReports } from '../api/conversations.ts';
import { fullTime, messageTime } from '../lib/time.ts';
import { roleLabel } from './conversation-list.tsx';

/** The admin's page of an account: a tutor's or center's own page, else All Users searched by name. */
export const adminAccountPath = (account: { _id: string; name: string }, role: string) =>
  kindOfRole(role)?.web.adminDetails(account._id) ??
  `/admin-dashboard?${new URLSearchParams({ tab: 'users', q: account.name })}`;

/** The admin dashboard's Reports section (issue 13): reported threads, newest first, to read and act on. */
export function AdminReports() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const reports = useReports(page);
  return (
    <section aria-labelledby="reports-title" className="space-y-4">
      <div>
        <h2 id="reports-title" className="text-2xl font-semibold">
          Reported conversations
        </h2>
        <p className="mt-1 text-slate-600">
          Read a reported thread, delete a message that breaks the rules, or open the account to delete it.
        </p>
      </div>
      <QueryView
        query={reports}
        errorText="Could not load the reports"
        isEmpty={(d) => d.reports.length === 0}
        empty={<EmptyState message="No reported conversations" />}
        pages={{
          page,
          pageSize: reports.data?.pageSize ?? 12,
          total: (d) => d.total,
          onPage: (p) =>
            setSearch((prev) => {
              const next = new URLSearchParams(prev);
              next.set('page', String(p));
              return next;
            }),
        }}
      >
        {(d) => (
          <ul className="space-y-4">
            {d.reports.map((r) => (
              <li key={r._id}>
                <ReportCard report={r} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function ReportCard({ report: r }: { report: ConversationReport }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const parties = [
    { ...r.student, role: 'Student' },
    { ...r.entity, role: r.entity.role },
  ];
  return (
    <article aria-labelledby={`${id}-title`} className="rounded-card bg-white p-5 shadow-card">
      <h3 id={`${id}-title`} className="flex flex-wrap items-center gap-x-2 text-base font-semibold">
        <Flag aria-hidden className="size-4 text-danger-700" />
        {r.student.name} and {r.entity.name}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Reported by <span className="font-medium text-slate-800">{r.reporter.name}</span> on{' '}
        <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
      </p>
      <blockquote className="mt-3 whitespace-pre-line rounded-lg border-l-4 border-danger-600 bg-danger-50 px-4 py-2 text-slate-800">
        <span className="sr-only">Reason: </span>
        {r.reason}
      </blockquote>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="The two accounts">
        {parties.map((p) => (
          <li key={p._id}>
            <Link
              to={adminAccountPath(p, p.role)}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              <ExternalLink aria-hidden className="size-4" />
              {p.name} ({roleLabel(p.role)})
            </Link>
          </li>
        ))}
      </ul>
      <Button
        variant="ghost"
        size="sm"
        className="mt-3 min-h-11 px-2"
        aria-expanded={open}
        aria-controls={`${id}-thread`}
        onClick={() => setOpen((o) => !o)}
        icon={
          <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        }
      >
        {open ? 'Hide the conversation' : 'Read the conversation'}
      </Button>
      <div id={`${id}-thread`}>{open ? <ReportedThread report={r} /> : null}</div>
    </article>
  );
}

/** The reported thread as written (the admin reads it unmasked), each message with Delete message. */
function ReportedThread({ report: r }: { report: ConversationReport }) {
  const messages = useMessages(r.conversationId, { poll: false, limit: 100 });
  const list = oldestFirst(messages.data);
  const names: Record<string, string> = { [r.student._id]: r.student.name, [r.entity._id]: r.entity.name };
  if (messages.isPending) return <LoadingState />;
  if (messages.isError)
    return (
      <ErrorState
        message={errorMessage(messages.error, 'Could not load the conversation')}
        onRetry={() => void messages.refetch()}
      />
    );
  return (
    <div className="mt-3 space-y-3">
      {messages.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          busy={messages.isFetchingNextPage}
          onClick={() => void messages.fetchNextPage()}
        >
          Load older messages
        </Button>
      ) : null}
      {list.length === 0 ? (
        <p className="text-slate-600">No messages left in this conversation.</p>
      ) : (
        <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {list.map((m) => (
            <li key={m._id} className="flex flex-wrap items-start justify-between gap-3 p-3">
              <div className="min-w-0 flex-1">
                <p className="text-sm">
                  <span className="font-semibold text-slate-900">{names[m.from] ?? 'Unknown'}</span>{' '}
                  <time dateTime={m.createdAt} title={fullTime(m.createdAt)} className="text-slate-600">
                    {messageTime(m.createdAt)}
                  </time>
                </p>
                <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-800">{m.text}</p>
              </div>
              <DeleteMessage id={m._id} text={m.text} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function DeleteMessage({ id, text }: { id: string; text: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteMessageMutation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      busy={remove.isPending}
      title="Delete this message?"
      description={
        <>
          Both parties will no longer see it:{' '}
          <q className="[overflow-wrap:anywhere]">{text.length > 140 ? `${text.slice(0, 140)}…` : text}</q>
        </>
      }
      trigger={
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11"
          icon={<Trash2 aria-hidden className="size-4" />}
        >
          Delete message
        </Button>
      }
      onConfirm={() =>
        remove.mutate(id, {
          onSuccess: (res) => {
            setOpen(false);
            toast.success(res.message);
          },
          onError: (err) => toast.error(errorMessage(err, 'Could not delete the message')),
        })
      }
    />
  );
}
