import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';

const DEBOUNCE_MS = 400;

/**
 * Free text applied as the user types (after a pause, or at once on Enter), so each key press is not
 * a request. The first change of a burst of typing comes with `replace: false` and the rest of the
 * burst with `replace: true`: a caller keeping the text in the URL lets Back undo the whole word.
 */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  hideLabel = false,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string, opts: { replace: boolean }) => void;
  placeholder: string;
  /** For screen readers only, where a heading next to the box already says what it searches. */
  hideLabel?: boolean;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const written = useRef(value);
  const inBurst = useRef(false);
  const apply = useDebouncedCallback((next: string) => {
    if (next === written.current) return;
    written.current = next;
    onChange(next, { replace: inBurst.current });
    inBurst.current = true;
  }, DEBOUNCE_MS);

  // Follow the value when it changes from outside (Back button, 'Clear filters').
  useEffect(() => {
    if (value === written.current) return;
    apply.cancel();
    written.current = value;
    setText(value);
    inBurst.current = false;
  }, [value, apply]);

  const edit = (next: string) => {
    setText(next);
    apply(next.trim());
  };

  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-semibold text-slate-800'}
      >
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={200}
          placeholder={placeholder}
          onChange={(e) => edit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply.flush();
          }}
          onBlur={() => {
            inBurst.current = false;
          }}
          className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-primary-600 [&::-webkit-search-cancel-button]:hidden"
        />
        {text ? (
          <button
            type="button"
            onClick={() => edit('')}
            className="absolute right-0 top-0 inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:text-slate-800"
          >
            <X aria-hidden className="size-4" />
            <span className="sr-only">Clear {label.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
