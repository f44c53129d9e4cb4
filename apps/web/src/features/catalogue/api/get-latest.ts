import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CenterCard, TutorCard } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';

export const getLatestTutors = () => api<{ latestTutors: TutorCard[] }>('/api/tutors/latest-tutors');
export const latestTutorsQuery = () =>
  queryOptions({ queryKey: ['tutors', 'latest'], queryFn: getLatestTutors });
export const useLatestTutors = () => useQuery(latestTutorsQuery());

export const getLatestCenters = () =>
  api<{ latesttuitionCenters: CenterCard[] }>('/api/tuition-centers/latest');
export const latestCentersQuery = () =>
  queryOptions({ queryKey: ['centers', 'latest'], queryFn: getLatestCenters });
export const useLatestCenters = () => useQuery(latestCentersQuery());
