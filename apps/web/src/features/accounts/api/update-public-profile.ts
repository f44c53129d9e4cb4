import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileKindDescriptor, User } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import type { ProfileBody } from '../../../lib/profile-form.ts';
import { catalogueKeys } from '../../../lib/query-keys.ts';

/** The answer names the profile after its kind: `tutor` or `tuitionCenter` (api.md). */
type Updated = { success: true; message: string } & Partial<Record<ProfileKindDescriptor['writeKey'], User>>;

/** PUT /api/tutors/update-tutor/:id or /api/tuition-centers/update/:id (the owner, or an admin). */
export const updatePublicProfile = (
  kind: ProfileKindDescriptor,
  id: string,
  body: ProfileBody & { photo?: string },
) =>
  api<Updated>(`${kind.apiBase}${kind.paths.update.replace(':id', encodeURIComponent(id))}`, {
    method: 'PUT',
    body,
  });

/** Listings, search and the profile page all read these fields. */
export function useUpdatePublicProfileMutation(kind: ProfileKindDescriptor, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody & { photo?: string }) => updatePublicProfile(kind, id, body),
    onSuccess: () => Promise.all(catalogueKeys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
