import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AdminAuditEntry,
  type AdminContactMessage,
  type AdminEnquiry,
  type AdminSubscriber,
  limits,
} from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import type { AdminPage, ListParams } from './list-accounts.ts';

/** The admin's read-only lists besides accounts, by the field each answer names its rows with. */
export interface RecordTypes {
  messages: AdminContactMessage;
  subscribers: AdminSubscriber;
  enquiries: AdminEnquiry;
  audit: AdminAuditEntry;
}
export type RecordKind = keyof RecordTypes;

const sources: { [K in RecordKind]: { path: string; field: string } } = {
  messages: { path: '/api/admin/messages', field: 'messages' },
  subscribers: { path: '/api/admin/subscribers', field: 'subscribers' },
  enquiries: { path: '/api/admin/enquiries', field: 'enquiries' },
  audit: { path: '/api/admin/audit', field: 'entries' },
};

export async function getRecords<K extends RecordKind>(
  kind: K,
  params: ListParams,
  signal?: AbortSignal,
): Promise<AdminPage<RecordTypes[K]>> {
  const { path, field } = sources[kind];
  const res = await api<Record<string, unknown> & { total: number; page: number; pageSize: number }>(path, {
    query: { page: params.page, limit: limits.adminPageSize, q: params.q },
    ...(signal ? { signal } : {}),
  });
  return {
    items: (res[field] ?? []) as RecordTypes[K][],
    total: res.total,
    page: res.page,
    pageSize: res.pageSize,
  };
}

export const recordsQuery = <K extends RecordKind>(kind: K, params: ListParams) =>
  queryOptions({
    queryKey: ['admin', 'records', kind, params],
    queryFn: ({ signal }) => getRecords(kind, params, signal),
    placeholderData: keepPreviousData,
  });

export const useRecords = <K extends RecordKind>(kind: K, params: ListParams) =>
  useQuery(recordsQuery(kind, params));
