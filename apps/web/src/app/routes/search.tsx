import { useSearchParams } from 'react-router';
import { SearchForm } from '../../features/catalogue/components/search-form.tsx';
import { SearchHeading, SearchResults } from '../../features/catalogue/components/search-results.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** spec §2 /search?query=...: the header's search lands here. */
export function Component() {
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim().slice(0, 200);
  useDocumentTitle(
    query ? `Search results for “${query}”` : 'Search',
    'Search TuitionHub for home tutors and tuition centers by subject, course, name or place.',
  );
  return (
    <>
      <div className="border-b border-slate-200 bg-gradient-to-b from-primary-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
          <SearchHeading query={query} />
          <SearchForm query={query} />
        </div>
      </div>
      <div className="mx-auto max-w-5xl px-4 py-8">
        <SearchResults query={query} />
      </div>
    </>
  );
}
