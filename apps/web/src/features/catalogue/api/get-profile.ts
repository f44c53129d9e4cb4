import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CenterCard, ProfileKind, ProfileKindDescriptor, TutorCard } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import { profileKeys } from './keys.ts';

/** A listed profile's public fields, by kind (a center's profile answer also carries `reviews`, shown by the reviews feature). */
export type ProfileOf<K extends ProfileKind> = { tutor: TutorCard; center: CenterCard }[K];

/** The profiles an answer holds under one of the kind's keys (`tutors`, `latesttuitionCenters`...). */
export const profilesIn = <K extends ProfileKind>(
  answer: object,
  kind: ProfileKindDescriptor<K>,
  key: 'listKey' | 'latestKey',
) => (answer as Record<string, ProfileOf<K>[]>)[kind[key]]!;

/** GET /api/tutors/get-tutor/:id, /api/tuition-centers/get-profile/:id */
export const getProfile = <K extends ProfileKind>(
  kind: ProfileKindDescriptor<K>,
  id: string,
  signal?: AbortSignal,
) =>
  api<ProfileOf<K>>(`${kind.apiBase}${kind.paths.profile.replace(':id', encodeURIComponent(id))}`, {
    signal,
  });

export const profileQuery = <K extends ProfileKind>(kind: ProfileKindDescriptor<K>, id: string) =>
  queryOptions({
    queryKey: profileKeys(kind).detail(id),
    queryFn: ({ signal }) => getProfile(kind, id, signal),
  });

export const useProfile = <K extends ProfileKind>(kind: ProfileKindDescriptor<K>, id: string) =>
  useQuery(profileQuery(kind, id));
