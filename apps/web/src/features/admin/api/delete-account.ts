import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { catalogueKeys } from '../../../lib/query-keys.ts';
import { adminKeys } from './admin-keys.ts';

export const deleteAccount = (id: string) =>
  api<{ success: true; message: string }>(`/api/admin/user/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Deletes an account; every admin list and the public catalogue are refetched (the account is gone there too). */
export function useDeleteAccountMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async (_res, id) => {
      client.removeQueries({ queryKey: adminKeys.account(id) });
      await Promise.all(
        [adminKeys.all, ...catalogueKeys].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
    },
  });
}
