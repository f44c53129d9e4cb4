import * as Dialog from '@radix-ui/react-dialog';
import { type Payment, refundPaymentBody } from '@tuitionhub/contracts';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { DialogCloseButton } from '../../../components/ui/confirm-dialog.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatRupee } from '../../../lib/format.ts';
import { useRefundPaymentMutation } from '../api/admin-payments.ts';

/** What is left to refund of a payment (whole rupees). */
export const refundable = (p: Payment) => p.amount - p.refundedAmount;

const choice =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm font-semibold text-slate-700 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50 has-[:checked]:text-primary-900 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-600 hover:bg-slate-50';

/**
 * "Refund" on a paid payment: full (what is left) or part of it, with a reason the student is told;
 * the refund goes through the processor. The server's refusal (e.g. more than is left) stays in
 * the dialog next to the field it is about.
 */
export function RefundDialog({ payment }: { payment: Payment }) {
  const id = useId();
  const left = refundable(payment);
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<'full' | 'part'>('full');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [problem, setProblem] = useState<string>();
  const refund = useRefundPaymentMutation();

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setKind('full');
      setAmount('');
      setReason('');
      setErrors({});
      setProblem(undefined);
      refund.reset();
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(undefined);
    const next: typeof errors = {};
    const value = kind === 'part' ? Number(amount) : undefined;
    const parsed = refundPaymentBody.safeParse({ amount: value, reason });
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'amount' ? 'amount' : 'reason';
        next[key] ??= key === 'amount' && !amount ? 'Enter the amount to refund.' : issue.message;
      }
    if (value !== undefined && parsed.success && value > left)
      next.amount = `At most ${formatRupee(left)} is left to refund.`;
    setErrors(next);
    if (Object.keys(next).length || !parsed.success) return;
    refund.mutate(
      { paymentId: payment._id, ...parsed.data },
      {
        onSuccess: (res) => {
          toast.success(
            `Refunded ${formatRupee(res.payment.refunds.at(-1)?.amount ?? value ?? left)} to ${payment.name}`,
          );
          reset(false);
        },
        onError: (err) => {
          const fields = err instanceof ApiError ? err.fieldErrors : {};
          if (fields.amount || fields.reason) setErrors({ amount: fields.amount, reason: fields.reason });
          else setProblem(errorMessage(err, 'The refund did not go through. Please try again.'));
        },
      },
    );
  };

  const refundLabel = kind === 'full' ? `Refund ${formatRupee(left)}` : 'Refund';
  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Trigger asChild>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Refund ${payment.name}'s payment of ${formatRupee(payment.amount)}`}
        >
          Refund
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-raised">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold text-slate-900">Refund payment</Dialog.Title>
            <DialogCloseButton label="Close" />
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {payment.name} paid {formatRupee(payment.amount)}
            {payment.receiptNumber ? ` (receipt ${payment.receiptNumber})` : ''}
            {payment.refundedAmount ? `; ${formatRupee(payment.refundedAmount)} already refunded` : ''}. The
            money goes back through the processor to the card or UPI account it came from, and the student is
            e-mailed.
          </Dialog.Description>
          <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">How much</legend>
              <div className="mt-2 grid grid-cols-2 gap-2">
                <label className={choice}>
                  <input
                    type="radio"
                    name={`${id}-kind`}
                    checked={kind === 'full'}
                    onChange={() => setKind('full')}
                    className="size-4 accent-primary-700"
                  />
                  Full ({formatRupee(left)})
                </label>
                <label className={choice}>
                  <input
                    type="radio"
                    name={`${id}-kind`}
                    checked={kind === 'part'}
                    onChange={() => setKind('part')}
                    className="size-4 accent-primary-700"
                  />
                  Partial
                </label>
              </div>
            </fieldset>
            {kind === 'part' ? (
              <TextField
                label="Amount to refund"
                type="number"
                inputMode="numeric"
                min={1}
                max={left}
                step={1}
                required
                hint={`In rupees (₹), at most ${formatRupee(left)}`}
                value={amount}
                error={errors.amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            ) : null}
            <TextAreaField
              label="Reason"
              required
              rows={3}
              maxLength={500}
              hint="Told to the student in the refund e-mail (3–500 characters)."
              value={reason}
              error={errors.reason}
              onChange={(e) => setReason(e.target.value)}
            />
            {problem ? (
              <p role="alert" className="rounded-lg bg-danger-50 p-3 text-sm font-medium text-danger-700">
                {problem}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-3 pt-2">
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" busy={refund.isPending}>
                {refundLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
