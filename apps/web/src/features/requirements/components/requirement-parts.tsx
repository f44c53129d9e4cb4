import type { Requirement, RequirementStatus } from '@tuitionhub/contracts';
import { MapPin } from 'lucide-react';
import { Price } from '../../../components/ui/price.tsx';
import { formatDate } from '../../../lib/format.ts';
import { formatDistance, levelAndBoard, modesText, placeText } from '../lib/requirement-format.ts';

const statusStyles: Record<RequirementStatus, string> = {
  open: 'bg-success-50 text-success-700 ring-green-200',
  closed: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** A requirement's Open / Closed in words (colour is never the only signal). */
export function RequirementStatusBadge({ status }: { status: RequirementStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${statusStyles[status]}`}
    >
      {status === 'open' ? 'Open' : 'Closed'}
    </span>
  );
}

/** 'Maths · Class 9 and 10 · CBSE' */
export const requirementTitle = (r: Requirement) => `${r.subject} · ${levelAndBoard(r)}`;

/**
 * What a requirement asks, as a definition list: the ways of learning, the place (and, for a
 * tutor or center, how far it is), the budget per month, the schedule and the details.
 */
export function RequirementFacts({
  requirement: r,
  asStudent = false,
}: {
  requirement: Requirement;
  /** Its own student reads 'At my home'. */
  asStudent?: boolean;
}) {
  const distance = formatDistance(r.distanceKm);
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
      <dt className="font-medium text-slate-900">Learn</dt>
      <dd>{modesText(r, asStudent)}</dd>
      <dt className="font-medium text-slate-900">Where</dt>
      <dd className="flex flex-wrap items-center gap-x-2">
        <MapPin aria-hidden className="size-4 text-slate-500" />
        {placeText(r)}
        {distance ? <span className="font-medium text-slate-900">({distance})</span> : null}
      </dd>
      <dt className="font-medium text-slate-900">Budget</dt>
      <dd>
        <Price amount={r.budget} />
      </dd>
      <dt className="font-medium text-slate-900">Schedule</dt>
      <dd className="break-words">{r.schedule}</dd>
      <dt className="font-medium text-slate-900">Details</dt>
      <dd className="whitespace-pre-line break-words">{r.details}</dd>
      <dt className="font-medium text-slate-900">Posted</dt>
      <dd>
        <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
      </dd>
    </dl>
  );
}
