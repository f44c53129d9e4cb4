import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

export type DeleteKind = 'user' | 'tutor' | 'center';

/** spec §8 Admin: the toasts per list. */
const messages: Record<DeleteKind, { done: string; failed: string }> = {
  user: { done: 'User deleted successfully', failed: 'Failed to delete user' },
  tutor: { done: 'Tutor deleted successfully', failed: 'Failed to delete tutor' },
  center: { done: 'Tuition Center deleted successfully', failed: 'Failed to delete Tuition Center' },
};

/** Delete, after a confirmation naming the account and what goes with it. */
export function DeleteAccountButton({
  account,
  kind,
  onDeleted,
  size = 'sm',
}: {
  account: { _id: string; name: string };
  kind: DeleteKind;
  onDeleted?: () => void;
  size?: 'sm' | 'md';
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const confirm = () =>
    remove.mutate(account._id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(messages[kind].done);
        onDeleted?.();
      },
      onError: (err) => {
        // The server's sentence when it refused on purpose (own account, last admin); else the spec's line.
        const refused = err instanceof ApiError && (err.status === 403 || err.status === 409);
        toast.error(refused ? err.message : messages[kind].failed);
      },
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      busy={remove.isPending}
      title={`Delete ${account.name}?`}
      description="The account, its profile, its reviews and every shortlist entry for it are removed for good. Payments stay in the books under the name."
      confirmLabel="Delete"
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
