import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileKind, ProfileKindDescriptor } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import { profilesIn } from './get-profile.ts';
import { profileKeys } from './keys.ts';

/** GET /api/tutors/latest-tutors, /api/tuition-centers/latest */
export const getLatestProfiles = async <K extends ProfileKind>(kind: ProfileKindDescriptor<K>) =>
  profilesIn(await api<object>(`${kind.apiBase}${kind.paths.latest}`), kind, 'latestKey');

export const latestProfilesQuery = <K extends ProfileKind>(kind: ProfileKindDescriptor<K>) =>
  queryOptions({ queryKey: profileKeys(kind).latest(), queryFn: () => getLatestProfiles(kind) });

export const useLatestProfiles = <K extends ProfileKind>(kind: ProfileKindDescriptor<K>) =>
  useQuery(latestProfilesQuery(kind));
