import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** The search page's own box, pre-filled with the query; submits to /search?query=... like the header's. */
export function SearchForm({ query }: { query: string }) {
  const navigate = useNavigate();
  // What react-router's <Form method="get"> did (it needs the data router, which the app no longer
  // uses): the fields become the new URL's search, and the page follows it.
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const fields = new FormData(e.currentTarget);
    void navigate(`/search?${new URLSearchParams({ query: String(fields.get('query') ?? '') })}`);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form is the search landmark here (role=search on <form> is valid ARIA, and testing tools know it; <search> they do not yet)
    <form
      method="get"
      action="/search"
      onSubmit={submit}
      role="search"
      aria-label="Search again"
      className="mt-5 flex max-w-2xl gap-2"
    >
      <label htmlFor="search-page-query" className="sr-only">
        Search for tutors or centers
      </label>
      <div className="relative flex-1">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          // Re-mount when the URL's query changes (e.g. from the header box) so the box follows it.
          key={query}
          id="search-page-query"
          name="query"
          type="search"
          defaultValue={query}
          maxLength={200}
          placeholder="Subject, name or place"
          className="block min-h-12 w-full rounded-lg border border-slate-300 bg-white py-2 pl-10 pr-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-primary-600"
        />
      </div>
      <button type="submit" className={buttonClasses('primary', 'lg')}>
        Search
      </button>
    </form>
  );
}
