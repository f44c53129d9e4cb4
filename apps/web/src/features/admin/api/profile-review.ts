import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminProfilesResponse,
  ProfileReviewResponse,
  RejectProfileBody,
  ReviewStatus,
  VerifyProfileBody,
} from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import { catalogueKeys, invalidate } from '../../../lib/query-keys.ts';
import { adminKeys } from './admin-keys.ts';

export const REVIEW_PAGE_SIZE = 10;
const reviewKey = [...adminKeys.all, 'profile-review'] as const;

/** GET /api/admin/profiles?status= (api-2 §6): the queue (oldest waiting first) or the decided ones. */
export function useReviewProfiles(status: ReviewStatus, page: number) {
  return useQuery({
    queryKey: [...reviewKey, status, page],
    queryFn: ({ signal }) =>
      api<AdminProfilesResponse>(
        `/api/admin/profiles?${new URLSearchParams({ status, page: String(page), limit: String(REVIEW_PAGE_SIZE) })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export type ReviewAction =
  | { id: string; action: 'approve' }
  | { id: string; action: 'reject'; body: RejectProfileBody }
  | { id: string; action: 'verify'; body: VerifyProfileBody };

/** Approve, reject or verify one profile; the queue, the admin's lists and the public catalogue refetch. */
export function useReviewAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: ReviewAction) =>
      api<ProfileReviewResponse>(`/api/admin/profiles/${encodeURIComponent(a.id)}/${a.action}`, {
        method: 'POST',
        ...('body' in a ? { body: a.body } : {}),
      }),
    onSuccess: () => invalidate(client, [adminKeys.all, ...catalogueKeys]),
  });
}
