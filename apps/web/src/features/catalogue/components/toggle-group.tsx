import type { ReactNode } from 'react';

const gridClasses = { 3: 'grid grid-cols-3 gap-2', 5: 'grid grid-cols-5 gap-1.5' } as const;

export interface ToggleOption<T extends string | number> {
  value: T;
  label: ReactNode;
  /** When the visible label is not text enough (e.g. "4+" and a star); must start with the visible text. */
  ariaLabel?: string;
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
  columns,
}: {
  legend: string;
  options: readonly ToggleOption<T>[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  className?: string;
  legendClassName?: string;
  /** Lay the buttons out as equal columns (a sidebar) instead of wrapping pills. */
  columns?: 3 | 5;
}) {
  return (
    <fieldset className={className}>
      <legend className={`mb-2 text-sm font-semibold text-slate-800 ${legendClassName}`}>{legend}</legend>
      <div className={columns ? gridClasses[columns] : 'flex flex-wrap gap-2'}>
        {options.map((o) => {
          const on = o.value === value;
          return (
            <button
              key={o.value}
              type="button"
              aria-pressed={on}
              aria-label={o.ariaLabel}
              onClick={() => onChange(on ? undefined : o.value)}
              className={`inline-flex min-h-11 items-center justify-center gap-1 rounded-full border text-sm font-medium transition-colors ${
                columns ? 'whitespace-nowrap px-1' : 'px-4'
              } ${
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
