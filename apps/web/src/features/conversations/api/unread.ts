import { useQuery } from '@tanstack/react-query';
import type { UnreadResponse } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// The header's badge lives apart from the rest of the conversations API: the header is in every
// page's first download, and this module imports no Zod schema (issue 16, the Home JS budget).

/** How often the list and the header badge look for new messages (and again on window focus). */
export const POLL_MS = 30_000;

/** The conversations feature's query keys, all under `queryKeys.conversations`. */
export const conversationKeys = {
  all: queryKeys.conversations,
  list: [...queryKeys.conversations, 'list'] as const,
  unread: [...queryKeys.conversations, 'unread'] as const,
  messages: (id: string) => [...queryKeys.conversations, 'messages', id] as const,
  reports: (page: number) => [...queryKeys.conversations, 'reports', page] as const,
};

export const getUnread = () => api<UnreadResponse>('/api/conversations/unread');

/** The header badge: unread messages over all threads. */
export const useUnreadCount = (enabled: boolean) =>
  useQuery({
    queryKey: conversationKeys.unread,
    queryFn: getUnread,
    enabled,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    select: (d) => d.unread,
  });
