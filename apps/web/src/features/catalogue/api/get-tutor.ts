import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TutorCard } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/tutors/get-tutor/:id answers the tutor itself (the card fields). */
export type TutorProfile = TutorCard;

export const getTutor = (id: string, signal?: AbortSignal) =>
  api<TutorProfile>(`/api/tutors/get-tutor/${encodeURIComponent(id)}`, { signal });

export const tutorQuery = (id: string) =>
  queryOptions({ queryKey: ['tutors', 'detail', id], queryFn: ({ signal }) => getTutor(id, signal) });

export const useTutor = (id: string) => useQuery(tutorQuery(id));
