import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const deleteAccount = (id: string) =>
  api<{ success: true; message: string }>(`/api/admin/user/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Deletes an account; every admin list and the public catalogue are refetched (the account is gone there too). */
export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async (_res, id) => {
      client.removeQueries({ queryKey: ['admin', 'account', id] });
      await Promise.all(
        [['admin'], ['tutors'], ['centers'], ['search']].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
