import * as Dialog from '@radix-ui/react-dialog';
import type { AdminUser } from '@tuitionhub/contracts';
import { DialogCloseButton } from '../../../components/ui/confirm-dialog.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { useAccount } from '../api/get-account.ts';
import { AccountFacts, AccountHeader } from './account-overview.tsx';

/** View Profile for a student or an admin: the account's details in a side panel. */
export function AccountDrawer({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Dialog.Root open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-2xl flex-col overflow-y-auto bg-slate-50 shadow-raised">
          <div className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white px-5 py-3">
            <Dialog.Title className="text-lg font-semibold">Profile of {user?.name}</Dialog.Title>
            <DialogCloseButton label="Close" />
          </div>
          <Dialog.Description className="sr-only">
            Everything about this account, for the admin.
          </Dialog.Description>
          <div className="p-5">{user ? <DrawerBody id={user._id} /> : null}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DrawerBody({ id }: { id: string }) {
  const query = useAccount(id);
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return <ErrorState message="Error fetching users" onRetry={() => void query.refetch()} />;
  return (
    <div className="grid gap-5">
      <AccountHeader detail={query.data} headingLevel={2} />
      <AccountFacts detail={query.data} />
    </div>
  );
}
