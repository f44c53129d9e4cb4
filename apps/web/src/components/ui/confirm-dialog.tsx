import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** A 'Delete' confirmation modal (Radix Dialog: focus trapped, Escape closes, labelled). */
export function ConfirmDialog({
  trigger,
  title,
  description,
  onConfirm,
  busy,
  open,
  onOpenChange,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  onConfirm: () => void;
  busy: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-raised">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">{description}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <Button variant="danger" busy={busy} onClick={onConfirm}>
              Delete
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The ✕ in a sheet's header (Radix Dialog.Close), named by `label`. */
export const DialogCloseButton = ({ label }: { label: string }) => (
  <Dialog.Close
    aria-label={label}
    className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
  >
    <X aria-hidden className="size-5" />
  </Dialog.Close>
);
