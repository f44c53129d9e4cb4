import { queryKeys } from '../../../lib/query-keys.ts';

/** The admin feature's query keys, all under `queryKeys.admin` (invalidating the root refetches them all). */
export const adminKeys = {
  all: queryKeys.admin,
  account: (id: string) => [...queryKeys.admin, 'account', id] as const,
  lists: [...queryKeys.admin, 'list'] as const,
};
