import { Star } from 'lucide-react';
import { useId } from 'react';

const labels = [
  '1 star – poor',
  '2 stars – fair',
  '3 stars – good',
  '4 stars – very good',
  '5 stars – excellent',
];

/**
 * Rating 1–5 as a radio group (arrow keys move between stars, as with any radio group),
 * drawn as stars.
 */
export function StarInput({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (v: number) => void;
  error?: string | undefined;
}) {
  const name = useId();
  const shown = value ?? 0;
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        Your rating
        <span aria-hidden className="text-danger-700">
          {' '}
          *
        </span>
      </legend>
      <div className="mt-1 flex items-center gap-0.5">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-invalid={error ? true : undefined}
              // Transparent but full-size: the star itself is what a pointer or a test clicks.
              className="peer absolute inset-0 m-0 size-full cursor-pointer opacity-0"
            />
            <span className="sr-only">{labels[n - 1]}</span>
            <Star
              aria-hidden
              className={`size-8 transition-colors ${n <= shown ? 'fill-accent-400 text-accent-500' : 'fill-white text-slate-400'}`}
            />
          </label>
        ))}
        <span className="ml-2 text-sm text-slate-700" aria-hidden>
          {shown ? `${shown} / 5` : 'Choose 1–5'}
        </span>
      </div>
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
