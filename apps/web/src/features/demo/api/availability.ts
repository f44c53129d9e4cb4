import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AvailabilityBody,
  availabilityResponse,
  type EntityType,
  openSlotsResponse,
} from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import { demoKeys } from './keys.ts';

const entityPath = (entityType: EntityType, entityId: string) =>
  `${encodeURIComponent(entityType)}/${encodeURIComponent(entityId)}`;

/** GET /api/demo/availability/:entityType/:entityId — the weekly pattern. */
export const getAvailability = async (entityType: EntityType, entityId: string, signal?: AbortSignal) =>
  availabilityResponse.parse(
    await api(`/api/demo/availability/${entityPath(entityType, entityId)}`, { signal }),
  );

export const availabilityQuery = (entityType: EntityType, entityId: string) =>
  queryOptions({
    queryKey: demoKeys.availability(entityType, entityId),
    queryFn: ({ signal }) => getAvailability(entityType, entityId, signal),
  });

export const useAvailability = (entityType: EntityType, entityId: string) =>
  useQuery(availabilityQuery(entityType, entityId));

/** PUT /api/demo/availability — the signed-in tutor's or center's own week. */
export const saveAvailability = async (body: AvailabilityBody) =>
  availabilityResponse.parse(await api('/api/demo/availability', { method: 'PUT', body }));

/** The saved week is the cached one at once; the open slots it makes are fetched again. */
export function useSaveAvailabilityMutation(entityType: EntityType, entityId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAvailability,
    onSuccess: (saved) => {
      client.setQueryData(demoKeys.availability(entityType, entityId), saved);
      void client.invalidateQueries({ queryKey: demoKeys.openSlots(entityType, entityId) });
    },
  });
}

/** GET /api/demo/open-slots/:entityType/:entityId — bookable instants of the next 14 days. */
export const getOpenSlots = async (entityType: EntityType, entityId: string, signal?: AbortSignal) =>
  openSlotsResponse.parse(await api(`/api/demo/open-slots/${entityPath(entityType, entityId)}`, { signal }));

export const openSlotsQuery = (entityType: EntityType, entityId: string) =>
  queryOptions({
    queryKey: demoKeys.openSlots(entityType, entityId),
    queryFn: ({ signal }) => getOpenSlots(entityType, entityId, signal),
  });

export const useOpenSlots = (entityType: EntityType, entityId: string, enabled = true) =>
  useQuery({ ...openSlotsQuery(entityType, entityId), enabled });
