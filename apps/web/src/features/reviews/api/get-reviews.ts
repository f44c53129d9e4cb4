import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { EntityType, ReviewsResponse } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const REVIEWS_PAGE_SIZE = 10;

export const getReviews = (
  params: { entityType: EntityType; entityId: string; page: number },
  signal?: AbortSignal,
) =>
  api<ReviewsResponse>('/api/reviews/getreviews', {
    query: {
      reviewedEntityId: params.entityId,
      reviewedEntityType: params.entityType,
      page: params.page,
      limit: REVIEWS_PAGE_SIZE,
    },
    signal,
  });

/** `viewerId` is part of the key: the answer's `mine` depends on who is signed in. */
export const reviewsQuery = (entityType: EntityType, entityId: string, viewerId: string | null) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.reviews, entityType, entityId, { viewer: viewerId }],
    queryFn: ({ pageParam, signal }) => getReviews({ entityType, entityId, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

export const useReviews = (entityType: EntityType, entityId: string, viewerId: string | null) =>
  useInfiniteQuery(reviewsQuery(entityType, entityId, viewerId));
