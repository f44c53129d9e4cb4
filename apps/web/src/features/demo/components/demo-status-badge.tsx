import type { DemoStatus } from '@tuitionhub/contracts';
import { statusLabels } from '../lib/demo-format.ts';

const styles: Record<DemoStatus, string> = {
  requested: 'bg-accent-50 text-accent-800 ring-accent-200',
  confirmed: 'bg-success-50 text-success-700 ring-green-200',
  done: 'bg-primary-50 text-primary-800 ring-primary-200',
  declined: 'bg-danger-50 text-danger-700 ring-red-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** A demo's status in words (colour is never the only signal). */
export function DemoStatusBadge({ status }: { status: DemoStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${styles[status]}`}
    >
      {statusLabels[status]}
    </span>
  );
}
