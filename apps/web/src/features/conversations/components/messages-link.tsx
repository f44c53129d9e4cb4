import type { User } from '@tuitionhub/contracts';
import { MessageSquare } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { NavLink } from 'react-router';

const UnreadCount = lazy(() => import('./unread-count.tsx'));

/** Who has conversations: students, tutors and centers (the admin reads reported ones in the dashboard). */
export const hasConversations = (user: User | null): user is User => !!user && user.role !== 'Admin';

/**
 * The unread count for the header (0 while unknown or for anyone without conversations), with the
 * element that keeps it up to date: render that once, next to where the count is shown.
 */
export function useUnread(user: User | null): [number, ReactNode] {
  const [unread, setUnread] = useState(0);
  if (!hasConversations(user)) return [0, null];
  return [
    unread,
    <Suspense key="unread" fallback={null}>
      <UnreadCount onChange={setUnread} />
    </Suspense>,
  ];
}

/** 'Messages, 3 unread' (or just 'Messages'): the accessible name of a link with a count badge. */
export const messagesLabel = (unread: number) => (unread > 0 ? `Messages, ${unread} unread` : 'Messages');

/** The count on a badge: 99+ past 99. */
export const badgeCount = (unread: number) => (unread > 99 ? '99+' : String(unread));

/** The header's Messages icon with the unread count (hidden at 0), for signed-in users with threads. */
export function MessagesLink({ user, unread }: { user: User | null; unread: number }) {
  if (!hasConversations(user)) return null;
  return (
    <NavLink
      to="/conversations"
      aria-label={messagesLabel(unread)}
      title="Messages"
      className="relative inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-primary-50 hover:text-primary-900 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800"
    >
      <MessageSquare aria-hidden className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden
          className="absolute right-0.5 top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-danger-700 px-1 text-xs font-bold leading-5 text-white"
        >
          {badgeCount(unread)}
        </span>
      ) : null}
    </NavLink>
  );
}
