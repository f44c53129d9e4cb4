import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewBody, ReviewWriteResponse, UpdateReviewBody } from '@tuitionhub/contracts';
import { api, type MessageResponse } from '../../../lib/api-client.ts';
import { catalogueKeys, invalidate, queryKeys } from '../../../lib/query-keys.ts';

export const createReview = (body: CreateReviewBody) =>
  api<ReviewWriteResponse>('/api/reviews/create', { method: 'POST', body });

export const updateReview = ({ id, body }: { id: string; body: UpdateReviewBody }) =>
  api<ReviewWriteResponse>(`/api/reviews/reviews/${encodeURIComponent(id)}`, { method: 'PUT', body });

export const deleteReview = (id: string) =>
  api<MessageResponse>(`/api/reviews/reviews/${encodeURIComponent(id)}`, { method: 'DELETE' });

/**
 * A review changes the rating shown on profiles, cards, listings and search, whoever owns those
 * queries: refresh everything under the catalogue's keys, plus the reviews themselves.
 */
function useReviewWrite<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Not awaited: the caller's own success handling must not wait for (or be unmounted by) the refetch.
    onSettled: () => void invalidate(queryClient, [queryKeys.reviews, ...catalogueKeys]),
  });
}

export const useCreateReviewMutation = () => useReviewWrite(createReview);
export const useUpdateReviewMutation = () => useReviewWrite(updateReview);
export const useDeleteReviewMutation = () => useReviewWrite(deleteReview);
