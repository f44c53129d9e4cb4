import type { ProfileKindDescriptor } from '@tuitionhub/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteAccountMutation } from '../api/delete-account.ts';

/** spec §8 Admin: the toasts of All Users (a listed profile's come from its kind). */
const userMessages = { deleted: 'User deleted successfully', deleteFailed: 'Failed to delete user' };

/** Delete, after a confirmation naming the account and what goes with it. */
export function DeleteAccountButton({
  account,
  kind,
  onDeleted,
  size = 'sm',
}: {
  account: { _id: string; name: string };
  /** The profile kind whose list or page this is; none for All Users. */
  kind?: ProfileKindDescriptor;
  onDeleted?: () => void;
  size?: 'sm' | 'md';
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccountMutation();
  const messages = kind?.messages ?? userMessages;
  const confirm = () =>
    remove.mutate(account._id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(messages.deleted);
        onDeleted?.();
      },
      onError: (err) => {
        // The server's sentence when it refused on purpose (own account, last admin); else the spec's line.
        const refused = err instanceof ApiError && (err.status === 403 || err.status === 409);
        toast.error(refused ? err.message : messages.deleteFailed);
      },
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      busy={remove.isPending}
      title={`Delete ${account.name}?`}
      description="The account, its profile, its reviews and every shortlist entry for it are removed for good. Payments stay in the books under the name."
      onConfirm={confirm}
      trigger={
        <Button
          variant="danger"
          size={size}
          icon={<Trash2 aria-hidden className="size-4" />}
          className="min-h-11"
          aria-label={`Delete ${account.name}`}
        >
          Delete
        </Button>
      }
    />
  );
}
