import { Plus, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { formatRs } from '../../../lib/format.ts';
import { type CourseRow, parseCourseEntry } from '../lib/form-schemas.ts';

/**
 * spec §2 Tuition center sign-up: a course + fee entry with 'Add Course' (both needed, else
 * 'Please enter both course name and fee.') and the list of added courses, each removable.
 */
export function CourseListEditor({
  rows,
  onChange,
  idPrefix,
}: {
  rows: CourseRow[];
  onChange: (rows: CourseRow[]) => void;
  idPrefix: string;
}) {
  const [name, setName] = useState('');
  const [fee, setFee] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const result = parseCourseEntry(name, fee, rows);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    onChange([...rows, result.row]);
    setName('');
    setFee('');
    setError(null);
  };
  // Enter in the entry adds the course instead of submitting the whole sign-up form.
  const onEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">Courses and Fees</legend>
      <div className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start">
        <TextField
          id={`${idPrefix}-course-name`}
          label="Course"
          value={name}
          maxLength={80}
          placeholder="e.g. IIT-JEE"
          onChange={(e) => setName(e.target.value)}
          onKeyDown={onEnter}
        />
        <TextField
          id={`${idPrefix}-course-fee`}
          label="Fee (Rs.)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={fee}
          placeholder="e.g. 2500"
          onChange={(e) => setFee(e.target.value)}
          onKeyDown={onEnter}
        />
        <Button
          variant="secondary"
          className="sm:mt-7"
          icon={<Plus aria-hidden className="size-4" />}
          onClick={add}
          disabled={rows.length >= 30}
        >
          Add Course
        </Button>
      </div>
      <p role="alert" className="text-sm font-medium text-danger-700 empty:hidden">
        {error}
      </p>
      {rows.length ? (
        <ul
          aria-label="Added courses"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200"
        >
          {rows.map((c) => (
            <li key={c.name} className="flex items-center justify-between gap-3 px-3 py-1.5">
              <span className="min-w-0 break-words">
                <span className="font-medium text-slate-900">{c.name}</span>
                <span className="text-slate-600"> — {formatRs(c.fee)}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                className="min-h-11"
                aria-label={`Remove ${c.name}`}
                icon={<Trash2 aria-hidden className="size-4" />}
                onClick={() => onChange(rows.filter((r) => r.name !== c.name))}
              >
                <span className="sr-only sm:not-sr-only">Remove</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No courses added yet.</p>
      )}
    </fieldset>
  );
}
