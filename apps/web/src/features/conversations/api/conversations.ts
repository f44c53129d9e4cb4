import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  type ConversationCreatedResponse,
  type ConversationsResponse,
  type CreateConversationBody,
  conversationLimits,
  type MessageResponse,
  type MessagesResponse,
  type ReportsResponse,
} from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { conversationKeys, POLL_MS } from './unread.ts';

type Ok = { success: true; message: string };

export { conversationKeys, getUnread, POLL_MS, useUnreadCount } from './unread.ts';

const base = '/api/conversations';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const getConversations = () => api<ConversationsResponse>(base);

/** The signed-in user's threads, newest activity first. */
export const useConversations = () =>
  useQuery({
    queryKey: conversationKeys.list,
    queryFn: getConversations,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });

const PAGE = conversationLimits.pageDefault;

/**
 * A thread's messages, a page at a time going back: each page is newest first (as the server answers),
 * the next page is what came `before` the oldest message so far.
 */
export const messagesQuery = (id: string, limit: number = PAGE) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.messages(id),
    queryFn: ({ pageParam, signal }) =>
      api<MessagesResponse>(`${one(id)}/messages`, {
        query: { before: pageParam, limit },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) =>
      last.messages.length < limit ? undefined : last.messages[last.messages.length - 1]?.createdAt,
  });

export const useMessages = (id: string, { poll = true, limit }: { poll?: boolean; limit?: number } = {}) =>
  useInfiniteQuery({
    ...messagesQuery(id, limit),
    refetchInterval: poll ? POLL_MS : false,
    refetchOnWindowFocus: poll,
  });

/** The messages of all loaded pages, oldest first (as a thread reads). */
export const oldestFirst = (data: InfiniteData<MessagesResponse> | undefined) =>
  (data?.pages ?? []).flatMap((p) => p.messages).reverse();

/** POST /api/conversations: a student writes to a tutor or center; answers the thread's id. */
export const createConversation = (body: CreateConversationBody) =>
  api<ConversationCreatedResponse>(base, { method: 'POST', body });

export function useCreateConversationMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: () => void client.invalidateQueries({ queryKey: conversationKeys.list }),
  });
}

/** Sends a message: it joins the newest page at once; the list's preview and order follow. */
export function useSendMessageMutation(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<MessageResponse>(`${one(id)}/messages`, { method: 'POST', body: { text } }),
    onSuccess: ({ message }) => {
      client.setQueryData<InfiniteData<MessagesResponse>>(conversationKeys.messages(id), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p, i) => (i === 0 ? { messages: [message, ...p.messages] } : p)),
            }
          : data,
      );
      void client.invalidateQueries({ queryKey: conversationKeys.list });
    },
    // 403: blocked meanwhile; the list says so after a refetch.
    onError: () => void client.invalidateQueries({ queryKey: conversationKeys.list }),
  });
}

/** Marks the thread read: the badge and the list's counts follow. */
export function useMarkReadMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Ok>(`${one(id)}/read`, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: conversationKeys.unread }),
        client.invalidateQueries({ queryKey: conversationKeys.list }),
      ]),
  });
}

export function useBlockMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Ok>(`${one(id)}/block`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: conversationKeys.list }),
  });
}

export const useReportMutation = () =>
  useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api<Ok>(`${one(id)}/report`, { method: 'POST', body: { reason } }),
  });

/** The admin's queue of reported threads. */
export const useReports = (page: number) =>
  useQuery({
    queryKey: conversationKeys.reports(page),
    queryFn: ({ signal }) => api<ReportsResponse>('/api/admin/reports', { query: { page }, signal }),
  });

/** The admin deletes one message; every loaded thread refetches. */
export function useDeleteMessageMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      api<Ok>(`${base}/messages/${encodeURIComponent(messageId)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...queryKeys.conversations, 'messages'] }),
  });
}
