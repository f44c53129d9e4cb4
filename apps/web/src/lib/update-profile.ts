import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileKindDescriptor, User } from '@tuitionhub/contracts';
import { api, type MessageResponse } from './api-client.ts';
import type { ProfileBody } from './profile-form.ts';
import { catalogueKeys, invalidate } from './query-keys.ts';

/** The answer names the profile after its kind: `tutor` or `tuitionCenter` (api.md). */
type Updated = MessageResponse & Partial<Record<ProfileKindDescriptor['writeKey'], User>>;

/** PUT /api/tutors/update-tutor/:id or /api/tuition-centers/update/:id (the owner, or an admin). */
export const updateProfile = (kind: ProfileKindDescriptor, id: string, body: ProfileBody) =>
  api<Updated>(`${kind.apiBase}${kind.paths.update.replace(':id', encodeURIComponent(id))}`, {
    method: 'PUT',
    body,
  });

/**
 * Listings, search and the profile page all read these fields; `alsoChanged` names the caller's
 * own views of the account (the admin's lists) to refresh with them.
 */
export function useUpdateProfileMutation(
  kind: ProfileKindDescriptor,
  id: string,
  alsoChanged: readonly (readonly string[])[] = [],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => updateProfile(kind, id, body),
    onSuccess: () => invalidate(client, [...alsoChanged, ...catalogueKeys]),
  });
}
