import type { EntityType } from '@tuitionhub/contracts';

/** The demo feature's query keys, all under one root so a booking's change refreshes every view of it. */
export const demoKeys = {
  all: ['demo'] as const,
  availability: (entityType: EntityType, entityId: string) =>
    [...demoKeys.all, 'availability', entityType, entityId] as const,
  openSlots: (entityType: EntityType, entityId: string) =>
    [...demoKeys.all, 'open-slots', entityType, entityId] as const,
  bookings: () => [...demoKeys.all, 'bookings'] as const,
  finder: (params: object) => [...demoKeys.all, 'finder', params] as const,
};
