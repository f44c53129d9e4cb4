import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptResponse,
  type CreateRequirementBody,
  type RequirementStatus,
  type RespondBody,
  requirementDetailResponse,
  requirementResponse,
  requirementsResponse,
  respondResponse,
} from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';

/** The requirements feature's query keys, under one root so any change refreshes every view. */
export const requirementKeys = {
  all: ['requirements'] as const,
  list: (page: number, limit: number) => [...requirementKeys.all, 'list', page, limit] as const,
  detail: (id: string) => [...requirementKeys.all, 'detail', id] as const,
  admin: (page: number, status: RequirementStatus | null) =>
    [...requirementKeys.all, 'admin', page, status] as const,
};

export const REQUIREMENTS_PAGE_SIZE = 10;
/** The badge counts unanswered leads over this many (the most one page may hold). */
export const BADGE_SCAN = 100;

const path = (id: string) => `/api/requirements/${encodeURIComponent(id)}`;

/** GET /api/requirements — a student's own, a tutor's or center's leads (the server decides), newest first. */
export const getRequirements = async (
  page: number,
  limit: number,
  signal?: AbortSignal,
  status?: RequirementStatus | null,
) =>
  requirementsResponse.parse(
    await api('/api/requirements', { query: { page, limit, ...(status ? { status } : {}) }, signal }),
  );

export const requirementsQuery = (page = 1, limit = REQUIREMENTS_PAGE_SIZE) =>
  queryOptions({
    queryKey: requirementKeys.list(page, limit),
    queryFn: ({ signal }) => getRequirements(page, limit, signal),
    placeholderData: keepPreviousData,
  });

export const useRequirements = (page = 1, limit = REQUIREMENTS_PAGE_SIZE) =>
  useQuery(requirementsQuery(page, limit));

/** The admin's GET /api/requirements: every student's requirements, newest first, open or closed or both. */
export const useAdminRequirements = (page: number, status: RequirementStatus | null) =>
  useQuery({
    queryKey: requirementKeys.admin(page, status),
    queryFn: ({ signal }) => getRequirements(page, REQUIREMENTS_PAGE_SIZE, signal, status),
    placeholderData: keepPreviousData,
  });

/** GET /api/requirements/:id — the requirement and its responses (a responder sees only its own). */
export const getRequirement = async (id: string, signal?: AbortSignal) =>
  requirementDetailResponse.parse(await api(path(id), { signal }));

export const useRequirement = (id: string) =>
  useQuery({ queryKey: requirementKeys.detail(id), queryFn: ({ signal }) => getRequirement(id, signal) });

/** POST /api/requirements → 201 `{ requirement }` (open). */
export const createRequirement = async (body: CreateRequirementBody) =>
  requirementResponse.parse(await api('/api/requirements', { method: 'POST', body }));

export function useCreateRequirementMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRequirement,
    onSuccess: () => client.invalidateQueries({ queryKey: requirementKeys.all }),
  });
}

/** POST /api/requirements/:id/responses → 201 `{ response }`; 409 a second time or when full. */
export const respond = async ({ id, ...body }: RespondBody & { id: string }) =>
  respondResponse.parse(await api(`${path(id)}/responses`, { method: 'POST', body }));

export function useRespondMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: respond,
    // Only on success: after a refusal (full, already answered) the lead stays in view with the
    // server's sentence, instead of vanishing from a refreshed list before it can be read.
    onSuccess: () => client.invalidateQueries({ queryKey: requirementKeys.all }),
  });
}

/** POST /api/requirements/:id/responses/:responseId/accept → `{ conversationId }`. */
export const accept = async ({ id, responseId }: { id: string; responseId: string }) =>
  acceptResponse.parse(
    await api(`${path(id)}/responses/${encodeURIComponent(responseId)}/accept`, { method: 'POST' }),
  );

export function useAcceptMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: accept,
    onSuccess: () => client.invalidateQueries({ queryKey: requirementKeys.all }),
  });
}

/** POST /api/requirements/:id/close → `{ requirement }` (closed). */
export const closeRequirement = async (id: string) =>
  requirementResponse.parse(await api(`${path(id)}/close`, { method: 'POST' }));

export function useCloseMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeRequirement,
    onSettled: () => client.invalidateQueries({ queryKey: requirementKeys.all }),
  });
}
