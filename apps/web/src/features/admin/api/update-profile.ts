import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileKindDescriptor } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import type { ProfileBody } from '../../../lib/profile-form.ts';
import { catalogueKeys, queryKeys } from '../../../lib/query-keys.ts';

/** The admin may also rename the profile. */
export type ProfileUpdate = ProfileBody & { name: string };

/** PUT /api/tutors/update-tutor/:id or /api/tuition-centers/update/:id (the routes the owner uses). */
export const updateProfile = (kind: ProfileKindDescriptor, id: string, body: ProfileUpdate) =>
  api<{ success: true; message: string }>(
    `${kind.apiBase}${kind.paths.update.replace(':id', encodeURIComponent(id))}`,
    { method: 'PUT', body },
  );

export function useUpdateProfileMutation(kind: ProfileKindDescriptor, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => updateProfile(kind, id, body),
    onSuccess: () =>
      Promise.all(
        [queryKeys.admin, ...catalogueKeys].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}
