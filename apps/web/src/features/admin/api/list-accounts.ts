import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AdminCentersResponse,
  type AdminStudentsResponse,
  type AdminTutorsResponse,
  type AdminUser,
  type AdminUsersResponse,
  limits,
} from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';

export type AccountKind = 'users' | 'tutors' | 'centers' | 'students';

export interface ListParams {
  page: number;
  q: string;
}

export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

const paths: Record<AccountKind, string> = {
  users: '/api/admin/users',
  tutors: '/api/admin/users/Tutors',
  centers: '/api/admin/users/TuitionCenter',
  students: '/api/admin/users/Students',
};

type Answer = Partial<
  AdminUsersResponse & AdminTutorsResponse & AdminCentersResponse & AdminStudentsResponse
>;

export async function getAccounts(
  kind: AccountKind,
  params: ListParams,
  signal?: AbortSignal,
): Promise<AdminPage<AdminUser>> {
  const res = await api<Answer & { total: number; page: number; pageSize: number }>(paths[kind], {
    query: { page: params.page, limit: limits.adminPageSize, q: params.q },
    ...(signal ? { signal } : {}),
  });
  const items = res.users ?? res.tutors ?? res.tuitionCenters ?? res.students ?? [];
  return { items, total: res.total, page: res.page, pageSize: res.pageSize };
}

export const accountsQuery = (kind: AccountKind, params: ListParams) =>
  queryOptions({
    queryKey: ['admin', 'accounts', kind, params],
    queryFn: ({ signal }) => getAccounts(kind, params, signal),
    placeholderData: keepPreviousData,
  });

export const useAccounts = (kind: AccountKind, params: ListParams) => useQuery(accountsQuery(kind, params));
