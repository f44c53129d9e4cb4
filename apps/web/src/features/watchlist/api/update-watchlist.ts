import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WatchlistWriteResponse } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Adds the tutor with this subject, or replaces the item for that tutor. The fee is the server's. */
export const addToWatchlist = (input: { tutorId: string; subject: string }) =>
  api<WatchlistWriteResponse>(`/api/watchlist/${encodeURIComponent(input.tutorId)}`, {
    method: 'PUT',
    body: { subject: input.subject },
  });

export const removeFromWatchlist = (tutorId: string) =>
  api<WatchlistWriteResponse>(`/api/watchlist/${encodeURIComponent(tutorId)}`, { method: 'DELETE' });

/** Both answer the whole list, which becomes the cached watchlist at once. */
function useWatchlistWrite<T>(fn: (input: T) => Promise<WatchlistWriteResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: ({ items, total }) => queryClient.setQueryData(queryKeys.watchlist, { items, total }),
  });
}

export const useAddToWatchlistMutation = () => useWatchlistWrite(addToWatchlist);
export const useRemoveFromWatchlistMutation = () => useWatchlistWrite(removeFromWatchlist);
