import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type MessageResponse } from '../../../lib/api-client.ts';
import { catalogueKeys, invalidate } from '../../../lib/query-keys.ts';
import { adminKeys } from './admin-keys.ts';

export const deleteAccount = (id: string) =>
  api<MessageResponse>(`/api/admin/user/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Deletes an account; every admin list and the public catalogue are refetched (the account is gone there too). */
export function useDeleteAccountMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async (_res, id) => {
      client.removeQueries({ queryKey: adminKeys.account(id) });
      await invalidate(client, [adminKeys.all, ...catalogueKeys]);
    },
  });
}
