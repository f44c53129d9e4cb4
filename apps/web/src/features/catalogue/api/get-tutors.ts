import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TutorListQuery, TutorListResponse } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';

export type TutorListParams = Partial<TutorListQuery>;

export const getTutors = (params: TutorListParams, signal?: AbortSignal) =>
  api<TutorListResponse>('/api/tutors/all-tutors', { query: { ...params }, signal });

export const tutorsQuery = (params: TutorListParams) =>
  queryOptions({
    queryKey: ['tutors', 'list', params],
    queryFn: ({ signal }) => getTutors(params, signal),
    // Keep the previous page on screen while the next filter's answer loads (no flash of skeletons).
    placeholderData: keepPreviousData,
  });

export const useTutors = (params: TutorListParams) => useQuery(tutorsQuery(params));
