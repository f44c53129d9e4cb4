import { type Payment, type SettablePaymentStatus, settablePaymentStatuses } from '@tuitionhub/contracts';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { type Column, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { capital, formatDate, formatRupee } from '../../../lib/format.ts';
import { useCreateManualPaymentMutation, useUpdatePaymentStatusMutation } from '../api/admin-payments.ts';
import { PaymentPages } from './payment-pages.tsx';
import { RefundDialog, refundable } from './refund-dialog.tsx';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const panel = 'rounded-card bg-white p-6 shadow-card';

/** Create Payment (User ID, Amount): a payment made outside the site, recorded as pending. */
export function CreatePaymentForm() {
  const id = useId();
  const [userId, setUserId] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ userId?: string; amount?: string }>({});
  const create = useCreateManualPaymentMutation();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!uuid.test(userId.trim())) next.userId = 'Enter the user’s ID (as shown in All Users).';
    const value = Number(amount);
    if (!amount || !Number.isInteger(value) || value < 1) next.amount = 'Enter the amount in whole rupees.';
    setErrors(next);
    if (Object.keys(next).length) return;
    create.mutate(
      { userId: userId.trim(), amount: value },
      {
        onSuccess: () => {
          toast.success('Payment created successfully');
          setUserId('');
          setAmount('');
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 404) setErrors({ userId: 'No user has this ID.' });
          toast.error('Error creating payment');
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className={panel}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Create Payment
      </h2>
      <p className="mb-4 mt-1 text-sm text-slate-600">
        Record a payment made outside the site (cash, bank transfer). It starts as pending.
      </p>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label="User ID"
          value={userId}
          error={errors.userId}
          onChange={(e) => setUserId(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          label="Amount"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hint="In rupees (₹)"
          value={amount}
          error={errors.amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <Button type="submit" busy={create.isPending}>
          Create Payment
        </Button>
      </form>
    </section>
  );
}

/** Update Payment Status (Payment Intent ID; Paid / Pending / Rejected). A paid payment is final. */
export function UpdateStatusForm({
  intentId,
  onIntentId,
}: {
  intentId: string;
  onIntentId: (v: string) => void;
}) {
  const id = useId();
  const [status, setStatus] = useState<SettablePaymentStatus>('paid');
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const update = useUpdatePaymentStatusMutation();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(undefined);
    if (!intentId.trim()) return setError('Enter the payment intent ID.');
    setError(undefined);
    update.mutate(
      { paymentIntentId: intentId.trim(), status },
      {
        onSuccess: () => toast.success('Payment status updated successfully'),
        onError: (err) => {
          // The toast is the spec's line; the reason (e.g. a paid payment is final) stays on the form.
          setProblem(errorMessage(err, 'Please try again.'));
          toast.error('Error updating payment status');
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className={panel}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Update Payment Status
      </h2>
      <p className="mb-4 mt-1 text-sm text-slate-600">
        Marking a payment paid records its hires and e-mails the student and tutors. Paid is final: to give
        money back, use Refund in the list.
      </p>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          id="payment-intent-id"
          label="Payment Intent ID"
          value={intentId}
          error={error}
          onChange={(e) => onIntentId(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <SelectField
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as SettablePaymentStatus)}
        >
          {settablePaymentStatuses.map((s) => (
            <option key={s} value={s}>
              {capital(s)}
            </option>
          ))}
        </SelectField>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {problem}
          </p>
        ) : null}
        <Button type="submit" busy={update.isPending}>
          Update Status
        </Button>
      </form>
    </section>
  );
}

/** The payment's reference; choosing it fills Update Payment Status. */
function IntentButton({ id, onSelect }: { id: string; onSelect: (id: string) => void }) {
  return (
    <button
      type="button"
      className="min-h-11 break-all text-left font-mono text-xs text-primary-800 hover:underline"
      onClick={() => onSelect(id)}
      aria-label={`Use ${id} in Update Payment Status`}
    >
      {id}
    </button>
  );
}

/** The list's columns; choosing a payment intent id calls `onSelect`. */
const paymentColumns = (onSelect: (id: string) => void): Column<Payment>[] => [
  {
    label: 'Name',
    rowHeader: true,
    className: 'font-medium',
    cell: (p) => (
      <>
        {p.name}
        <HiredTutors payment={p} />
      </>
    ),
  },
  {
    label: 'Amount',
    right: true,
    className: 'font-semibold tabular-nums',
    cell: (p) => (
      <>
        {formatRupee(p.amount)}
        <RefundedLine payment={p} />
      </>
    ),
  },
  { label: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
  { label: 'Payment Intent ID', cell: (p) => <IntentButton id={p.paymentIntentId} onSelect={onSelect} /> },
  { label: 'Date', className: 'whitespace-nowrap', cell: (p) => formatDate(p.createdAt) },
  { label: 'Actions', cell: (p) => <RefundAction payment={p} /> },
];

/** The tutors (and subjects) a payment hires, under the payer's name — on desktop and phones alike. */
function HiredTutors({ payment }: { payment: Payment }) {
  if (!payment.items.length) return null;
  return (
    <span className="block text-xs font-normal text-slate-600">
      {payment.items.map((i) => `${i.tutorName} (${i.subject})`).join(', ')}
    </span>
  );
}

/** "Refunded ₹500", under the amount, once any of it was refunded. */
function RefundedLine({ payment }: { payment: Payment }) {
  if (!payment.refundedAmount) return null;
  return (
    <span className="block whitespace-nowrap text-xs font-medium text-slate-600">
      Refunded {formatRupee(payment.refundedAmount)}
    </span>
  );
}

/** Refund, on a paid payment with something left to refund. */
function RefundAction({ payment }: { payment: Payment }) {
  if (payment.status !== 'paid' || refundable(payment) <= 0) return null;
  return <RefundDialog payment={payment} />;
}

/** Payment List: name, amount (₹, and what was refunded), status, payment intent id, date, Refund; newest first. */
export function PaymentList({ onSelect }: { onSelect: (paymentIntentId: string) => void }) {
  return (
    <PaymentPages
      heading="Payment List"
      headingClassName="text-lg font-semibold"
      pageSize={20}
      errorText="Error fetching payments"
      emptyText="No payments yet."
    >
      {(payments) => (
        <ResponsiveTable
          caption="All payments, newest first"
          columns={paymentColumns(onSelect)}
          rows={payments}
          rowKey={(p) => p._id}
          tableClassName="min-w-[40rem] text-sm"
          cardClassName="space-y-2"
          card={(p) => (
            <>
              <div className="flex items-start justify-between gap-3">
                <p className="font-medium">
                  {p.name}
                  <HiredTutors payment={p} />
                </p>
                <StatusBadge status={p.status} />
              </div>
              <p className="text-lg font-semibold tabular-nums">
                {formatRupee(p.amount)}
                <RefundedLine payment={p} />
              </p>
              <p className="text-sm text-slate-600">{formatDate(p.createdAt)}</p>
              <IntentButton id={p.paymentIntentId} onSelect={onSelect} />
              <RefundAction payment={p} />
            </>
          )}
        />
      )}
    </PaymentPages>
  );
}
