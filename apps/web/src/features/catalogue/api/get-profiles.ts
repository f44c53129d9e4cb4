import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CenterListQuery,
  ProfileKind,
  ProfileKindDescriptor,
  TutorListQuery,
} from '@tuitionhub/contracts';
import { getPage, type Page } from '../../../lib/api-client.ts';
import type { ProfileOf } from './get-profile.ts';
import { profileKeys } from './keys.ts';

export type ProfileListParams = Partial<TutorListQuery & CenterListQuery>;

export type ProfilesPage<K extends ProfileKind> = Page<ProfileOf<K>>;

/** GET /api/tutors/all-tutors, /api/tuition-centers/all */
export const getProfiles = <K extends ProfileKind>(
  kind: ProfileKindDescriptor<K>,
  params: ProfileListParams,
  signal?: AbortSignal,
) =>
  getPage<ProfileOf<K>>(`${kind.apiBase}${kind.paths.list}`, kind.listKey, { query: { ...params }, signal });

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
