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
        <div className="page-container py-8 sm:py-10">
          <SearchHeading query={query} />
          <SearchForm query={query} />
        </div>
      </div>
      {/* The same container as the heading, so the results start where the heading and box start (issue 15 item 9). */}
      <div className="page-container py-8">
        <div className="max-w-5xl">
          <SearchResults query={query} />
        </div>
      </div>
    </>
  );
}
