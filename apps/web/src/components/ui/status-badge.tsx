import type { PaymentStatus } from '@tuitionhub/contracts';

const styles: Record<PaymentStatus, string> = {
  paid: 'bg-success-50 text-success-700 ring-green-200',
  pending: 'bg-accent-50 text-accent-800 ring-accent-200',
  rejected: 'bg-danger-50 text-danger-700 ring-red-200',
  refunded: 'bg-slate-100 text-slate-800 ring-slate-300',
};

/** A payment's paid / pending / rejected / refunded, as words (colour is never the only signal); `small` in a dense row. */
export function StatusBadge({ status, small = false }: { status: PaymentStatus; small?: boolean }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 ${small ? 'text-xs' : 'text-sm'} font-semibold capitalize ring-1 ring-inset ${styles[status]}`}
    >
      {status}
    </span>
  );
}
