import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';

const DEBOUNCE_MS = 400;

/**
 * Free-text filter, applied as the user types (debounced). The first change of a burst of typing
 * is a new history entry; the rest of the burst replaces it, so Back undoes the whole word.
 */
export function KeywordFilter({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  onChange: (value: string, opts: { replace: boolean }) => void;
  label: string;
  placeholder: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const written = useRef(value);
  const inBurst = useRef(false);

  const commit = useDebouncedCallback((next: string) => {
    written.current = next;
    onChange(next, { replace: inBurst.current });
    inBurst.current = true;
  }, DEBOUNCE_MS);
  const edit = (raw: string) => {
    setText(raw);
    const next = raw.trim();
    if (next === written.current) commit.cancel();
    else commit(next);
  };

  // Follow the URL when it changes from outside (Back button, 'Clear filters').
  useEffect(() => {
    if (value !== written.current) {
      commit.cancel();
      written.current = value;
      setText(value);
      inBurst.current = false;
    }
  }, [value, commit]);

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
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
