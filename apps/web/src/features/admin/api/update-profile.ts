import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Availability } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';

/** PUT /api/tutors/update-tutor/:id (the tutor, or an admin): subjects replace the list, each with its fee. */
export interface TutorUpdate {
  name: string;
  bio: string;
  availability: Availability;
  subjects: string[];
  fees: Record<string, number>;
}

/** PUT /api/tuition-centers/update/:id (the center, or an admin). */
export interface CenterUpdate {
  name: string;
  location: string;
  description: string;
  contactNumber: string;
  courses: string[];
  fees: Record<string, number>;
}

export type ProfileUpdate = { kind: 'tutor'; body: TutorUpdate } | { kind: 'center'; body: CenterUpdate };

export const updateProfile = (id: string, update: ProfileUpdate) =>
  api<{ success: true; message: string }>(
    update.kind === 'tutor'
      ? `/api/tutors/update-tutor/${encodeURIComponent(id)}`
      : `/api/tuition-centers/update/${encodeURIComponent(id)}`,
    { method: 'PUT', body: update.body },
  );

export function useUpdateProfile(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => updateProfile(id, update),
    onSuccess: () =>
      Promise.all(
        [['admin'], ['tutors'], ['centers'], ['search']].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
