import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import type { FeeRow } from '../lib/form-schemas.ts';

export interface RowErrors {
  name?: string | undefined;
  fee?: string | undefined;
}

/** spec §2 Tutor sign-up: "Subjects and Fees", repeatable subject + fee pairs with 'Add Subject'. */
export function SubjectFeesEditor({
  rows,
  onChange,
  errors = [],
  listError,
  idPrefix,
}: {
  rows: FeeRow[];
  onChange: (rows: FeeRow[]) => void;
  errors?: (RowErrors | undefined)[];
  listError?: string | undefined;
  idPrefix: string;
}) {
  const set = (i: number, patch: Partial<FeeRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">Subjects and Fees</legend>
      {rows.map((row, i) => (
        // Rows are controlled by index; their values come from the form state, never from the DOM.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <fieldset key={i} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <legend className="sr-only">Subject {i + 1}</legend>
          <div className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start">
            <TextField
              id={`${idPrefix}-subject-${i}`}
              label="Subject"
              value={row.name}
              maxLength={80}
              placeholder="e.g. Mathematics"
              error={errors[i]?.name}
              onChange={(e) => set(i, { name: e.target.value })}
            />
            <TextField
              id={`${idPrefix}-fee-${i}`}
              label="Fee (Rs.)"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={row.fee}
              placeholder="e.g. 1500"
              error={errors[i]?.fee}
              onChange={(e) => set(i, { fee: e.target.value })}
            />
            <Button
              variant="ghost"
              className="sm:mt-7"
              aria-label={`Remove subject ${i + 1}${row.name.trim() ? ` (${row.name.trim()})` : ''}`}
              disabled={rows.length === 1}
              icon={<Trash2 aria-hidden className="size-4" />}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              <span className="sm:sr-only">Remove</span>
            </Button>
          </div>
        </fieldset>
      ))}
      {listError ? <p className="text-sm font-medium text-danger-700">{listError}</p> : null}
      <Button
        variant="secondary"
        size="sm"
        icon={<Plus aria-hidden className="size-4" />}
        onClick={() => onChange([...rows, { name: '', fee: '' }])}
        disabled={rows.length >= 30}
      >
        Add Subject
      </Button>
    </fieldset>
  );
}
