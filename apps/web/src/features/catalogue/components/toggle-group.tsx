import type { ReactNode } from 'react';

export interface ToggleOption<T extends string | number> {
  value: T;
  label: ReactNode;
}

/**
 * A labelled group of on/off buttons where at most one is on (aria-pressed); pressing the one
 * that is on turns it off again, which means "any".
 */
export function ToggleGroup<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  className = '',
  legendClassName = '',
}: {
  legend: string;
  options: readonly ToggleOption<T>[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  className?: string;
  legendClassName?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className={`mb-2 text-sm font-semibold text-slate-800 ${legendClassName}`}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => {
          const on = o.value === value;
          return (
            <button
              key={o.value}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(on ? undefined : o.value)}
              className={`inline-flex min-h-11 items-center gap-1 rounded-full border px-4 text-sm font-medium transition-colors ${
                on
                  ? 'border-primary-800 bg-primary-800 text-white hover:bg-primary-900'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-primary-300 hover:bg-primary-50'
              }`}
            >
              {o.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
