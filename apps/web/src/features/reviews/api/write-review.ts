import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewBody, ReviewWriteResponse, UpdateReviewBody } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';

export const createReview = (body: CreateReviewBody) =>
  api<ReviewWriteResponse>('/api/reviews/create', { method: 'POST', body });

export const updateReview = (id: string, body: UpdateReviewBody) =>
  api<ReviewWriteResponse>(`/api/reviews/reviews/${encodeURIComponent(id)}`, { method: 'PUT', body });

export const deleteReview = (id: string) =>
  api<{ success: true; message: string }>(`/api/reviews/reviews/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

/**
 * A review changes the rating shown on profiles, cards, listings and search, whoever owns those
 * queries: refresh everything under those keys, plus the reviews themselves.
 */
const affected = new Set(['reviews', 'tutors', 'centers', 'search', 'latest']);
export const invalidateAfterReview = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === 'string' && affected.has(q.queryKey[0]),
  });

/** Create (or replace) when there is no id yet; edit the existing review otherwise. */
export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: string | undefined; body: CreateReviewBody }) =>
      input.id
        ? updateReview(input.id, { rating: input.body.rating, reviewText: input.body.reviewText })
        : createReview(input.body),
    // Not awaited: the caller's own success handling must not wait for (or be unmounted by) the refetch.
    onSettled: () => void invalidateAfterReview(queryClient),
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSettled: () => void invalidateAfterReview(queryClient),
  });
}
