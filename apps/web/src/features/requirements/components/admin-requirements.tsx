import { type Requirement, type RequirementStatus, requirementStatuses } from '@tuitionhub/contracts';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '../../../components/ui/field.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { type Column, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { REQUIREMENTS_PAGE_SIZE, useAdminRequirements } from '../api/requirements.ts';
import { levelAndBoard, placeText, responsesText } from '../lib/requirement-format.ts';
import { RequirementStatusBadge } from './requirement-parts.tsx';

const linkClasses =
  'font-semibold text-primary-800 underline-offset-2 hover:underline focus-visible:underline';

/** The admin's page of a student: All Users searched by the name (students have no page of their own). */
export const adminStudentPath = (student: { name: string }) =>
  `/admin-dashboard?${new URLSearchParams({ tab: 'users', q: student.name })}`;

const statusLabels: Record<RequirementStatus, string> = { open: 'Open', closed: 'Closed' };

const parseStatus = (value: string | null): RequirementStatus | null =>
  requirementStatuses.find((s) => s === value) ?? null;

const columns: Column<Requirement>[] = [
  {
    label: 'Requirement',
    rowHeader: true,
    labelled: false,
    className: 'font-normal',
    cell: (r) => (
      <>
        <Link to={`/requirements/${encodeURIComponent(r._id)}`} className={`${linkClasses} break-words`}>
          {r.subject}
        </Link>
        <span className="block text-slate-600">{levelAndBoard(r)}</span>
      </>
    ),
  },
  { label: 'Place', className: 'text-slate-700', cell: (r) => placeText(r) },
  { label: 'Budget', cell: (r) => <Price amount={r.budget} className="whitespace-nowrap" /> },
  { label: 'Status', cell: (r) => <RequirementStatusBadge status={r.status} /> },
  {
    label: 'Responses',
    cell: (r) => <span className="whitespace-nowrap text-slate-700">{responsesText(r.responseCount)}</span>,
  },
  {
    label: 'Student',
    cell: (r) =>
      r.student ? (
        <Link to={adminStudentPath(r.student)} className={`${linkClasses} break-words`}>
          {r.student.name}
        </Link>
      ) : (
        '—'
      ),
  },
  {
    label: 'Posted',
    cell: (r) => (
      <time dateTime={r.createdAt} className="whitespace-nowrap text-slate-700">
        {formatDate(r.createdAt)}
      </time>
    ),
  },
];

/**
 * The admin dashboard's Requirements section (issue 13): every student's requirement, newest first,
 * filtered by status; each opens its page with all the responses. Page and status live in the URL.
 */
export function AdminRequirements() {
  const headingId = useId();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const status = parseStatus(search.get('status'));
  const query = useAdminRequirements(page, status);
  const data = query.data;
  const update = (next: { page?: number; status?: RequirementStatus | null }) =>
    setSearch((prev) => {
      const out = new URLSearchParams(prev);
      if (next.status !== undefined) {
        out.delete('page');
        if (next.status) out.set('status', next.status);
        else out.delete('status');
      }
      if (next.page !== undefined) {
        if (next.page > 1) out.set('page', String(next.page));
        else out.delete('page');
      }
      return out;
    });
  const noun = status ? `${statusLabels[status].toLowerCase()} requirement` : 'requirement';

  return (
    <section aria-labelledby={headingId} aria-busy={query.isFetching || undefined}>
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight">
            Requirements
          </h2>
          <p className="mt-1 text-sm text-slate-600" aria-live="polite">
            {data
              ? `${data.total} ${noun}${data.total === 1 ? '' : 's'}, newest first`
              : 'What students have posted, newest first'}
          </p>
        </div>
        <div className="w-full sm:max-w-48">
          <SelectField
            label="Status"
            value={status ?? ''}
            onChange={(e) => update({ status: parseStatus(e.target.value) })}
          >
            <option value="">All</option>
            {requirementStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <QueryView
        query={query}
        errorText="Could not load the requirements"
        isEmpty={(d) => d.requirements.length === 0}
        empty={<EmptyState message={status ? `No ${noun}s.` : 'No requirements posted yet.'} />}
        pages={{
          page,
          pageSize: REQUIREMENTS_PAGE_SIZE,
          total: (d) => d.total,
          onPage: (p) => update({ page: p }),
          label: 'Requirements pages',
        }}
      >
        {(d) => (
          <ResponsiveTable
            caption="All requirements"
            columns={columns}
            rows={d.requirements}
            rowKey={(r) => r._id}
          />
        )}
      </QueryView>
    </section>
  );
}
