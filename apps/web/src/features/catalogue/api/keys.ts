import type { ProfileKindDescriptor } from '@tuitionhub/contracts';
import { queryKeys } from '../../../lib/query-keys.ts';

const roots = { tutor: queryKeys.tutors, center: queryKeys.centers } as const;

/** The catalogue's query keys, each under its kind's root (lib/query-keys.ts) so writes elsewhere reach them. */
export const profileKeys = (kind: ProfileKindDescriptor) => ({
  list: (params: object) => [...roots[kind.kind], 'list', params] as const,
  latest: () => [...roots[kind.kind], 'latest'] as const,
  detail: (id: string) => [...roots[kind.kind], 'detail', id] as const,
});

export const searchKeys = {
  query: (q: string) => [...queryKeys.search, q] as const,
};
