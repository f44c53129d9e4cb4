import { formatRs } from '../../lib/format.ts';

export function Price({ amount, className = '' }: { amount: number | null | undefined; className?: string }) {
  return <span className={`font-semibold tabular-nums text-slate-900 ${className}`}>{formatRs(amount)}</span>;
}
