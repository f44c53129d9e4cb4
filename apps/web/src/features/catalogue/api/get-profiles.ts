import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CenterListQuery,
  ProfileKind,
  ProfileKindDescriptor,
  TutorListQuery,
} from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import { type ProfileOf, profilesIn } from './get-profile.ts';
import { profileKeys } from './keys.ts';

export type ProfileListParams = Partial<TutorListQuery & CenterListQuery>;

export interface ProfilesPage<K extends ProfileKind> {
  items: ProfileOf<K>[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/tutors/all-tutors, /api/tuition-centers/all */
export async function getProfiles<K extends ProfileKind>(
  kind: ProfileKindDescriptor<K>,
  params: ProfileListParams,
  signal?: AbortSignal,
): Promise<ProfilesPage<K>> {
  const answer = await api<Omit<ProfilesPage<K>, 'items'>>(`${kind.apiBase}${kind.paths.list}`, {
    query: { ...params },
    signal,
  });
  const { total, page, pageSize } = answer;
  return { items: profilesIn(answer, kind, 'listKey'), total, page, pageSize };
}

export const profilesQuery = <K extends ProfileKind>(
  kind: ProfileKindDescriptor<K>,
  params: ProfileListParams,
) =>
  queryOptions({
    queryKey: profileKeys(kind).list(params),
    queryFn: ({ signal }) => getProfiles(kind, params, signal),
    // Keep the previous page on screen while the next filter's answer loads (no flash of skeletons).
    placeholderData: keepPreviousData,
  });

export const useProfiles = <K extends ProfileKind>(
  kind: ProfileKindDescriptor<K>,
  params: ProfileListParams,
) => useQuery(profilesQuery(kind, params));
