import {
  type AvailabilitySlot,
  availabilityBody,
  type DemoMode,
  demoLimits,
  demoMessages,
  demoModes,
  type EntityType,
} from '@tuitionhub/contracts';
import { CalendarClock, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAvailability, useSaveAvailabilityMutation } from '../api/availability.ts';
import { demoModeLabel, weekdayName } from '../lib/demo-format.ts';

type Row = { key: number; weekday: string; start: string; end: string; mode: DemoMode };
type RowField = 'weekday' | 'start' | 'end' | 'mode';
/** Messages by `slots.<i>.<field>`, as the server and the shared schema both name them. */
type Errors = Record<string, string>;

const weekdayOrder = [1, 2, 3, 4, 5, 6, 0];
let nextKey = 0;
const toRow = (s: AvailabilitySlot): Row => ({ key: ++nextKey, ...s, weekday: String(s.weekday) });
const toSlot = (r: Row): AvailabilitySlot => ({
  weekday: Number(r.weekday),
  start: r.start,
  end: r.end,
  mode: r.mode,
});
/** The issues' paths as `slots.0.end`; the overlap check points at the later slot's start. */
const errorsOf = (issues: readonly { path: PropertyKey[]; message: string }[]): Errors =>
  Object.fromEntries(issues.map((i) => [i.path.map(String).join('.'), i.message]));

/**
 * The weekly free-demo times of a tutor or center (api-2 §2): rows of day, start, end and where,
 * in India time; saved all at once with PUT /api/demo/availability. Problems show at their field.
 */
export function AvailabilityEditor({ entityType, entityId }: { entityType: EntityType; entityId: string }) {
  const id = useId();
  const availability = useAvailability(entityType, entityId);
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card bg-white p-6 shadow-card">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-semibold">
        <CalendarClock aria-hidden className="size-5 text-primary-700" />
        Free demo times
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The weekly times parents can book a free demo with you, in India time (IST). Each lasts{' '}
        {demoLimits.slotMinMinutes} minutes to 3 hours; nothing within the next {demoLimits.noticeHours} hours
        can be booked.
      </p>
      <div className="mt-5">
        {availability.isPending ? (
          <LoadingState />
        ) : availability.isError ? (
          <ErrorState message="Could not load your demo times" onRetry={() => void availability.refetch()} />
        ) : (
          <Editor
            idPrefix={id}
            entityType={entityType}
            entityId={entityId}
            initial={availability.data.slots}
          />
        )}
      </div>
    </section>
  );
}

function Editor({
  idPrefix,
  entityType,
  entityId,
  initial,
}: {
  idPrefix: string;
  entityType: EntityType;
  entityId: string;
  initial: AvailabilitySlot[];
}) {
  const [rows, setRows] = useState<Row[]>(() => initial.map(toRow));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const save = useSaveAvailabilityMutation(entityType, entityId);
  const fieldId = (i: number, f: RowField) => `${idPrefix}-slot-${rows[i]?.key}-${f}`;

  const update = (key: number, change: Partial<Row>) => {
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));
    setFormError(undefined);
  };
  const add = () => {
    const last = rows.at(-1);
    setRows((rs) => [
      ...rs,
      {
        key: ++nextKey,
        weekday: last?.weekday ?? '1',
        start: '17:00',
        end: '18:00',
        mode: last?.mode ?? 'Online',
      },
    ]);
    setErrors({});
  };
  const remove = (key: number) => {
    setRows((rs) => rs.filter((r) => r.key !== key));
    setErrors({});
    // The removed row's button is gone: keep the keyboard in the editor.
    document.getElementById(`${idPrefix}-add`)?.focus();
  };

  const focusFirst = (found: Errors) => {
    const first = Object.keys(found)
      .map((p) => p.split('.'))
      .find((p) => p[0] === 'slots' && p.length === 3);
    if (first) document.getElementById(fieldId(Number(first[1]), first[2] as RowField))?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(undefined);
    const parsed = availabilityBody.safeParse({ slots: rows.map(toSlot) });
    if (!parsed.success) {
      const found = errorsOf(parsed.error.issues);
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(parsed.data);
      setRows(saved.slots.map(toRow));
      toast.success(demoMessages.saved);
    } catch (err) {
      const found = err instanceof ApiError ? err.fieldErrors : {};
      const atFields = Object.keys(found).some((p) => p.startsWith('slots.'));
      setErrors(found);
      if (atFields) focusFirst(found);
      else setFormError(errorMessage(err, 'Could not save your demo times. Please try again.'));
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Free demo times" className="space-y-4">
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600">
          No demo times yet. Add the hours you are free for a first class with a new student.
        </p>
      ) : (
        <ul className="space-y-3">
          {rows.map((row, i) => {
            const err = (f: RowField) => errors[`slots.${i}.${f}`];
            const n = i + 1;
            return (
              <li
                key={row.key}
                aria-label={`Demo time ${n}`}
                className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[minmax(8rem,1fr)_9.5rem_9.5rem_minmax(10rem,1fr)_auto] sm:items-start"
              >
                <SelectField
                  id={fieldId(i, 'weekday')}
                  label="Day"
                  aria-label={`Day (time ${n})`}
                  value={row.weekday}
                  error={err('weekday')}
                  onChange={(e) => update(row.key, { weekday: e.target.value })}
                >
                  {weekdayOrder.map((d) => (
                    <option key={d} value={d}>
                      {weekdayName(d)}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  id={fieldId(i, 'start')}
                  label="From"
                  aria-label={`From (time ${n})`}
                  type="time"
                  step={300}
                  value={row.start}
                  error={err('start')}
                  onChange={(e) => update(row.key, { start: e.target.value })}
                />
                <TextField
                  id={fieldId(i, 'end')}
                  label="To"
                  aria-label={`To (time ${n})`}
                  type="time"
                  step={300}
                  value={row.end}
                  error={err('end')}
                  onChange={(e) => update(row.key, { end: e.target.value })}
                />
                <SelectField
                  id={fieldId(i, 'mode')}
                  label="Where"
                  aria-label={`Where (time ${n})`}
                  value={row.mode}
                  error={err('mode')}
                  onChange={(e) => update(row.key, { mode: e.target.value as DemoMode })}
                >
                  {demoModes.map((m) => (
                    <option key={m} value={m}>
                      {demoModeLabel(m, entityType)}
                    </option>
                  ))}
                </SelectField>
                <Button
                  variant="secondary"
                  className="sm:mt-7"
                  aria-label={`Remove demo time ${n}`}
                  icon={<Trash2 aria-hidden className="size-4" />}
                  onClick={() => remove(row.key)}
                >
                  <span className="sm:sr-only">Remove</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {errors.slots ? <p className="text-sm font-medium text-danger-700">{errors.slots}</p> : null}
      {formError ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          id={`${idPrefix}-add`}
          variant="secondary"
          icon={<Plus aria-hidden className="size-4" />}
          onClick={add}
          disabled={rows.length >= demoLimits.maxSlots}
        >
          Add a time
        </Button>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save demo times'}
        </Button>
      </div>
    </form>
  );
}
