import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * Several choices of one list field (`modes`, `classLevels`, `boards`): a fieldset whose legend
 * names the question, one labelled checkbox per choice, the field's message under them.
 * `registration` is the list field's `register(name)`, shared by every box (react-hook-form then
 * holds the ticked values as an array).
 */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  labels,
  registration,
  error,
  hint,
  required = false,
}: {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
}) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <fieldset aria-describedby={described} className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        {required ? (
          <span aria-hidden className="text-danger-700">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="grid gap-x-4 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 text-slate-900 hover:bg-slate-50"
          >
            <input
              type="checkbox"
              value={option}
              aria-invalid={error ? true : undefined}
              className="size-5 shrink-0 cursor-pointer accent-primary-700"
              {...registration}
            />
            {labels[option]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
