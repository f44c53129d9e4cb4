import { formatMonthlyFee } from '@tuitionhub/contracts';

/** A fee: every fee in the product is per month (api-2 §1), 'Rs. 1,500/month'; '—' when there is none. */
export function Price({ amount, className = '' }: { amount: number | null | undefined; className?: string }) {
  return (
    <span className={`font-semibold tabular-nums text-slate-900 ${className}`}>
      {amount == null ? '—' : formatMonthlyFee(amount)}
    </span>
  );
}
