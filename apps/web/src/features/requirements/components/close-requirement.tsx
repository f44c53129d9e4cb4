import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCloseMutation } from '../api/requirements.ts';

/** "Close requirement", confirmed in a dialog (Radix: focus trapped, Escape closes, labelled). */
export function CloseRequirement({ requirementId }: { requirementId: string }) {
  const [open, setOpen] = useState(false);
  const close = useCloseMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () =>
    close.mutate(requirementId, {
      onSuccess: () => {
        setOpen(false);
        toast.success('Requirement closed');
      },
      onError: (err) => setFailure(errorMessage(err, 'Could not close the requirement. Please try again.')),
    });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setFailure(null);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary">Close requirement</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-raised">
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            Close this requirement?
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">
            Tutors and centers will no longer see it or respond. Conversations you opened stay.
          </Dialog.Description>
          {failure ? (
            <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
              {failure}
            </p>
          ) : null}
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary">Keep it open</Button>
            </Dialog.Close>
            <Button variant="danger" busy={close.isPending} onClick={confirm}>
              Close requirement
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
