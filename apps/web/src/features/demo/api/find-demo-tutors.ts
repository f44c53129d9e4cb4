import { queryOptions, useQuery } from '@tanstack/react-query';
import { type OpenSlot, type TutorCard, tutorKind } from '@tuitionhub/contracts';
import { getPage } from '../../../lib/api-client.ts';
import { getOpenSlots } from './availability.ts';
import { demoKeys } from './keys.ts';

/** How many of the nearest tutors of a subject are asked for their open slots. */
export const FINDER_TUTORS = 20;

export interface DemoTutor {
  tutor: TutorCard;
  nextSlot: OpenSlot;
}

export interface DemoFinderParams {
  subject: string;
  /** A pincode (or `lat,lng`) the listing measures from. */
  near: string;
}

/**
 * Tutors of a subject near a place with an open demo slot, soonest first. The server has no single
 * endpoint for this yet: the nearest tutors of the listing, then each one's open slots.
 */
export async function findDemoTutors(
  { subject, near }: DemoFinderParams,
  signal?: AbortSignal,
): Promise<DemoTutor[]> {
  const page = await getPage<TutorCard>(`${tutorKind.apiBase}${tutorKind.paths.list}`, tutorKind.listKey, {
    query: { subject, near, sort: 'distance', limit: FINDER_TUTORS },
    signal,
  });
  const withSlots = await Promise.all(
    page.items.map(async (tutor) => {
      try {
        const { slots } = await getOpenSlots('Tutor', tutor._id, signal);
        return slots[0] ? { tutor, nextSlot: slots[0] } : null;
      } catch {
        // One tutor's slots failing leaves the others to choose from.
        return null;
      }
    }),
  );
  return withSlots
    .filter((t): t is DemoTutor => t !== null)
    .sort((a, b) => Date.parse(a.nextSlot.start) - Date.parse(b.nextSlot.start));
}

export const demoTutorsQuery = (params: DemoFinderParams) =>
  queryOptions({
    queryKey: demoKeys.finder(params),
    queryFn: ({ signal }) => findDemoTutors(params, signal),
  });

export const useDemoTutors = (params: DemoFinderParams | null) =>
  useQuery({
    ...demoTutorsQuery(params ?? { subject: '', near: '' }),
    enabled: params !== null,
  });
