import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CenterListQuery, CenterListResponse } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';

export type CenterListParams = Partial<CenterListQuery>;

export const getCenters = (params: CenterListParams, signal?: AbortSignal) =>
  api<CenterListResponse>('/api/tuition-centers/all', { query: { ...params }, signal });

export const centersQuery = (params: CenterListParams) =>
  queryOptions({
    queryKey: ['centers', 'list', params],
    queryFn: ({ signal }) => getCenters(params, signal),
    placeholderData: keepPreviousData,
  });

export const useCenters = (params: CenterListParams) => useQuery(centersQuery(params));
