import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileKind, ProfileKindDescriptor } from '@tuitionhub/contracts';
import { getProfiles } from './get-profiles.ts';
import { profileKeys } from './keys.ts';

/** How many nearby profiles a Home slider shows. */
export const NEARBY_LIMIT = 12;

/** The nearest profiles of a kind to a pincode (the listing, nearest first), as a plain list. */
export const nearbyProfilesQuery = <K extends ProfileKind>(kind: ProfileKindDescriptor<K>, near: string) => {
  const params = { near, sort: 'distance' as const, page: 1, limit: NEARBY_LIMIT };
  return queryOptions({
    queryKey: profileKeys(kind).list(params),
    queryFn: ({ signal }) => getProfiles(kind, params, signal),
    select: (page) => page.items,
  });
};

export const useNearbyProfiles = <K extends ProfileKind>(
  kind: ProfileKindDescriptor<K>,
  near: string | undefined,
) => useQuery({ ...nearbyProfilesQuery(kind, near ?? ''), enabled: Boolean(near) });
