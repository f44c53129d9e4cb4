import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const getAccount = (id: string, signal?: AbortSignal) =>
  api<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`, signal ? { signal } : {});

export const accountQuery = (id: string) =>
  queryOptions({ queryKey: adminKeys.account(id), queryFn: ({ signal }) => getAccount(id, signal) });

export const useAccount = (id: string) => useQuery(accountQuery(id));
