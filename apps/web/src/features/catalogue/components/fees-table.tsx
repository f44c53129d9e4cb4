import { formatMonthlyFee } from '@tuitionhub/contracts';
import { byName } from '../../../lib/format.ts';

/** Fees per subject (tutor) or course (center), per month: 'Rs. 1,500/month' (api-2 §1). */
export function FeesTable({ fees, itemLabel }: { fees: Record<string, number>; itemLabel: string }) {
  const rows = Object.entries(fees).sort(([a], [b]) => byName(a, b));
  if (!rows.length) return <p className="text-slate-600">Fees on request.</p>;
  return (
    <table className="w-full overflow-hidden rounded-card bg-white text-left shadow-card">
      <caption className="sr-only">Fees per {itemLabel.toLowerCase()}</caption>
      <thead className="bg-slate-50 text-sm text-slate-700">
        <tr>
          <th scope="col" className="px-4 py-3 font-semibold">
            {itemLabel}
          </th>
          <th scope="col" className="px-4 py-3 text-right font-semibold">
            Fee per month
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map(([name, fee]) => (
          <tr key={name}>
            <th scope="row" className="px-4 py-3 font-medium text-slate-800">
              {name}
            </th>
            <td className="px-4 py-3 text-right font-semibold tabular-nums text-slate-900">
              {formatMonthlyFee(fee)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
