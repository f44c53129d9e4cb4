import { formatMonthlyFee, type ProfileKindDescriptor } from '@tuitionhub/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import {
  type OfferingRow,
  offeringEntry,
  offeringLabel,
  parseOfferingEntry,
} from '../../lib/profile-form.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';

const MAX_ROWS = 30;
const blank: OfferingRow = { name: '', fee: '' };
const examples = {
  subject: { name: 'e.g. Mathematics', fee: 'e.g. 1500' },
  course: { name: 'e.g. IIT-JEE', fee: 'e.g. 2500' },
};

export interface RowErrors {
  name?: string | undefined;
  fee?: string | undefined;
}

/**
 * spec §2 "Subjects and Fees" / "Courses and Fees": offering + fee pairs. A tutor edits rows in
 * place ('Add Subject' adds a blank one); a center fills one entry whose 'Add Course' needs both
 * halves ('Please enter both course name and fee.') and moves it to the list of added courses.
 */
export function OfferingsEditor({
  kind,
  rows,
  onChange,
  errors = [],
  listError,
  idPrefix,
}: {
  kind: ProfileKindDescriptor;
  rows: OfferingRow[];
  onChange: (rows: OfferingRow[]) => void;
  errors?: (RowErrors | undefined)[];
  listError?: string | undefined;
  idPrefix: string;
}) {
  const label = offeringLabel(kind);
  const asList = offeringEntry[kind.kind] === 'list';
  const [entry, setEntry] = useState(blank);
  const [entryError, setEntryError] = useState<string | null>(null);
  const full = rows.length >= MAX_ROWS;
  // A list has no inputs per row: a kept row the rules refuse is reported under the list.
  const problem = listError ?? (asList ? errors.map((e) => e?.name ?? e?.fee).find(Boolean) : undefined);

  const addEntry = () => {
    const result = parseOfferingEntry(kind, entry, rows);
    if ('error' in result) return setEntryError(result.error);
    onChange([...rows, result.row]);
    setEntry(blank);
    setEntryError(null);
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">{`${label}s and Fees`}</legend>
      <p className="text-sm text-slate-600">
        {`Each fee is per month for one ${kind.offering}${kind.kind === 'tutor' ? ', at your sessions per week' : ''}.`}
      </p>
      {asList ? (
        <>
          <OfferingPair
            kind={kind}
            id={`${idPrefix}-${kind.offering}-new`}
            legend={`New ${kind.offering}`}
            row={entry}
            onRow={setEntry}
            onEnter={addEntry}
          >
            <Button
              variant="secondary"
              className="sm:mt-7"
              icon={<Plus aria-hidden className="size-4" />}
              onClick={addEntry}
              disabled={full}
            >
              Add {label}
            </Button>
          </OfferingPair>
          <p role="alert" className="text-sm font-medium text-danger-700 empty:hidden">
            {entryError}
          </p>
        </>
      ) : (
        rows.map((row, i) => (
          <OfferingPair
            // Rows are controlled by index; their values come from the form state, never from the DOM.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            kind={kind}
            id={`${idPrefix}-${kind.offering}-${i}`}
            legend={`${label} ${i + 1}`}
            row={row}
            onRow={(next) => onChange(rows.map((r, j) => (j === i ? next : r)))}
            error={errors[i]}
          >
            <Button
              variant="ghost"
              className="sm:mt-7"
              aria-label={`Remove ${kind.offering} ${i + 1}${row.name.trim() ? ` (${row.name.trim()})` : ''}`}
              disabled={rows.length === 1}
              icon={<Trash2 aria-hidden className="size-4" />}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              <span className="sm:sr-only">Remove</span>
            </Button>
          </OfferingPair>
        ))
      )}
      {problem ? <p className="text-sm font-medium text-danger-700">{problem}</p> : null}
      {!asList ? (
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus aria-hidden className="size-4" />}
          onClick={() => onChange([...rows, blank])}
          disabled={full}
        >
          Add {label}
        </Button>
      ) : rows.length ? (
        <ul
          aria-label={`Added ${kind.offeringsField}`}
          className="divide-y divide-slate-200 rounded-lg border border-slate-200"
        >
          {rows.map((r) => (
            <li key={r.name} className="flex items-center justify-between gap-3 px-3 py-1.5">
              <span className="min-w-0 break-words">
                <span className="font-medium text-slate-900">{r.name}</span>
                <span className="text-slate-600"> — {formatMonthlyFee(Number(r.fee))}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                className="min-h-11"
                aria-label={`Remove ${r.name}`}
                icon={<Trash2 aria-hidden className="size-4" />}
                onClick={() => onChange(rows.filter((x) => x.name !== r.name))}
              >
                <span className="sr-only sm:not-sr-only">Remove</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No {kind.offeringsField} added yet.</p>
      )}
    </fieldset>
  );
}

/** One offering + fee pair with its button; `onEnter` makes Enter add the entry, not submit the form. */
function OfferingPair({
  kind,
  id,
  legend,
  row,
  onRow,
  onEnter,
  error,
  children,
}: {
  kind: ProfileKindDescriptor;
  id: string;
  legend: string;
  row: OfferingRow;
  onRow: (row: OfferingRow) => void;
  onEnter?: () => void;
  error?: RowErrors | undefined;
  children: ReactNode;
}) {
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!onEnter || e.key !== 'Enter') return;
    e.preventDefault();
    onEnter();
  };
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start">
        <TextField
          id={`${id}-name`}
          label={offeringLabel(kind)}
          value={row.name}
          maxLength={80}
          placeholder={examples[kind.offering].name}
          error={error?.name}
          onChange={(e) => onRow({ ...row, name: e.target.value })}
          onKeyDown={onKeyDown}
        />
        <TextField
          id={`${id}-fee`}
          label="Fee per month (Rs.)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={row.fee}
          placeholder={examples[kind.offering].fee}
          error={error?.fee}
          onChange={(e) => onRow({ ...row, fee: e.target.value })}
          onKeyDown={onKeyDown}
        />
        {children}
      </div>
    </fieldset>
  );
}
