import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserInput, UserResponse } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import { catalogueKeys, invalidate } from '../../../lib/query-keys.ts';

export const updateAccount = (userId: string, body: UpdateUserInput) =>
  api<UserResponse>(`/api/user/update/${encodeURIComponent(userId)}`, { method: 'PUT', body });

/** A tutor's or center's name and photo also show in listings and search. */
export function useUpdateAccountMutation(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserInput) => updateAccount(userId, body),
    onSuccess: () => invalidate(client, catalogueKeys),
  });
}
