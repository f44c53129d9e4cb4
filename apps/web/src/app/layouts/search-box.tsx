import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { searchPath, searchPlaceholder } from './nav-links.ts';

/** The header's search (spec §2): submitting goes to /search?query=<text>. */
export function SearchBox({
  onSearched,
  onEscape,
  focusOnShow = false,
  className = '',
}: {
  onSearched?: () => void;
  /** Escape in the box (the phone header's search row closes). */
  onEscape?: () => void;
  /** Focus the box when it appears (opened from the phone header's search button). */
  focusOnShow?: boolean;
  className?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnShow) input.current?.focus();
  }, [focusOnShow]);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === '/search' ? (params.get('query') ?? '') : '';
  const [text, setText] = useState(current);

  // On the results page the box shows what was searched for (also after back/forward).
  useEffect(() => {
    if (pathname === '/search') setText(current);
  }, [pathname, current]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(searchPath(query));
    onSearched?.();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> has no implicit role in older mobile browsers
    <form role="search" onSubmit={submit} className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search for tutors or centers
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name="query"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && onEscape) onEscape();
        }}
        placeholder={searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        className="block h-11 w-full rounded-full border border-slate-300 bg-slate-50 pl-4 pr-12 text-base text-slate-900 placeholder:text-slate-500 hover:border-slate-400 focus:border-primary-600 focus:bg-white sm:text-sm"
      />
      {/* 44 px hit area around a smaller round button */}
      <button
        type="submit"
        aria-label="Search"
        className="group absolute right-0 top-0 inline-flex size-11 items-center justify-center rounded-full"
      >
        <span className="inline-flex size-9 items-center justify-center rounded-full bg-primary-800 text-white group-hover:bg-primary-900">
          <Search aria-hidden className="size-4" />
        </span>
      </button>
    </form>
  );
}
