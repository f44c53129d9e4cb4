import type { ConversationSummary, User } from '@tuitionhub/contracts';
import { Ban } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { fullTime, relativeTime } from '../lib/time.ts';
import { badgeCount } from './messages-link.tsx';

/** The other party's role as a reader says it. */
export const roleLabel = (role: string) => (role === 'Tuition Center' ? 'Tuition center' : role);

/** The threads, newest activity first: who, the last message, when, and how many are unread. */
export function ConversationList({
  conversations,
  me,
  selected,
}: {
  conversations: ConversationSummary[];
  me: User;
  selected: string | undefined;
}) {
  return (
    <ul className="divide-y divide-slate-100">
      {conversations.map((c) => {
        const last = c.lastMessage;
        const mine = last?.from === me._id;
        const current = c._id === selected;
        return (
          <li key={c._id}>
            <Link
              to={`/conversations/${c._id}`}
              aria-current={current ? 'page' : undefined}
              className="flex gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:relative aria-[current=page]:bg-primary-50"
            >
              <Avatar src={c.with.photo} name="" size={44} />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={`truncate text-slate-900 ${c.unread > 0 ? 'font-bold' : 'font-semibold'}`}>
                    {c.with.name}
                  </span>
                  <time
                    dateTime={c.updatedAt}
                    title={fullTime(c.updatedAt)}
                    className="shrink-0 text-xs text-slate-600"
                  >
                    {relativeTime(c.updatedAt)}
                  </time>
                </span>
                <span className="block text-xs text-slate-600">{roleLabel(c.with.role)}</span>
                <span className="mt-1 flex items-center justify-between gap-2">
                  <span
                    className={`truncate text-sm ${c.unread > 0 ? 'font-medium text-slate-900' : 'text-slate-600'}`}
                  >
                    {c.blocked ? (
                      <span className="inline-flex items-center gap-1 text-slate-600">
                        <Ban aria-hidden className="size-3.5" />
                        Blocked
                      </span>
                    ) : last ? (
                      `${mine ? 'You: ' : ''}${last.text}`
                    ) : (
                      'No messages yet'
                    )}
                  </span>
                  {c.unread > 0 ? (
                    <span className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-primary-800 px-1.5 text-xs font-bold leading-6 text-white">
                      {badgeCount(c.unread)}
                      <span className="sr-only"> unread</span>
                    </span>
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
