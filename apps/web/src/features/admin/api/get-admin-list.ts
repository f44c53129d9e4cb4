import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AdminAuditEntry,
  type AdminContactMessage,
  type AdminEnquiry,
  type AdminSubscriber,
  type AdminUser,
  limits,
} from '@tuitionhub/contracts';
import { getPage } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** The rows of each admin list (its `?tab=` name). */
export interface AdminLists {
  users: AdminUser;
  tutors: AdminUser;
  centers: AdminUser;
  messages: AdminContactMessage;
  subscribers: AdminSubscriber;
  enquiries: AdminEnquiry;
  audit: AdminAuditEntry;
}
export type AdminList = keyof AdminLists;

export interface ListParams {
  page: number;
  q: string;
}

/** Where each list is served and the field its answer names the rows with (api.md "Admin"). */
const sources: Record<AdminList, { path: string; field: string }> = {
  users: { path: '/api/admin/users', field: 'users' },
  tutors: { path: '/api/admin/users/Tutors', field: 'tutors' },
  centers: { path: '/api/admin/users/TuitionCenter', field: 'tuitionCenters' },
  messages: { path: '/api/admin/messages', field: 'messages' },
  subscribers: { path: '/api/admin/subscribers', field: 'subscribers' },
  enquiries: { path: '/api/admin/enquiries', field: 'enquiries' },
  audit: { path: '/api/admin/audit', field: 'entries' },
};

export const getAdminList = <K extends AdminList>(list: K, params: ListParams, signal?: AbortSignal) =>
  getPage<AdminLists[K]>(sources[list].path, sources[list].field, {
    query: { page: params.page, limit: limits.adminPageSize, q: params.q },
    signal,
  });

export const adminListQuery = <K extends AdminList>(list: K, params: ListParams) =>
  queryOptions({
    queryKey: [...adminKeys.lists, list, params],
    queryFn: ({ signal }) => getAdminList(list, params, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminList = <K extends AdminList>(list: K, params: ListParams) =>
  useQuery(adminListQuery(list, params));
