import { ClipboardList, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { REQUIREMENTS_PAGE_SIZE, useRequirements } from '../api/requirements.ts';
import { responsesText } from '../lib/requirement-format.ts';
import { RequirementStatusBadge, requirementTitle } from './requirement-parts.tsx';

/** The student dashboard's Requirements tab: their requirements, newest first, and "Post a requirement". */
export function MyRequirements() {
  const id = useId();
  const [page, setPage] = useState(1);
  const list = useRequirements(page);
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
          <ClipboardList aria-hidden className="size-5 text-primary-700" />
          My requirements
        </h2>
        <Link to="/requirements/new" className={buttonClasses('primary', 'md')}>
          <Plus aria-hidden className="size-4" />
          Post a requirement
        </Link>
      </div>
      <p className="text-slate-600">
        Tell tutors and centers near you what you need. Up to 5 respond; you choose whom to share your contact
        with. Free, always.
      </p>
      <QueryView
        query={list}
        errorText="Could not load your requirements"
        isEmpty={(data) => data.requirements.length === 0}
        empty={<EmptyState message="You have not posted a requirement yet." />}
        pages={{
          page,
          pageSize: REQUIREMENTS_PAGE_SIZE,
          total: (data) => data.total,
          onPage: setPage,
          label: 'My requirements pages',
        }}
      >
        {(data) => (
          <ul aria-labelledby={id} className="space-y-3">
            {data.requirements.map((r) => (
              <li key={r._id}>
                <article className="flex flex-wrap items-center justify-between gap-3 rounded-card bg-white p-5 shadow-card">
                  <div className="min-w-0 space-y-1">
                    <h3 className="font-semibold text-slate-900">{requirementTitle(r)}</h3>
                    <p className="text-sm text-slate-600">
                      Posted <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time> ·{' '}
                      <span className="font-medium text-slate-800">{responsesText(r.responseCount)}</span>
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-3">
                    <RequirementStatusBadge status={r.status} />
                    <Link
                      to={`/requirements/${r._id}`}
                      className={buttonClasses('secondary', 'sm')}
                      aria-label={`View responses: ${requirementTitle(r)}`}
                    >
                      View responses
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
