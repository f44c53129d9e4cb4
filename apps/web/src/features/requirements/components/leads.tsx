import type { Requirement } from '@tuitionhub/contracts';
import { CheckCircle2, Inbox, MessageSquareReply } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { BADGE_SCAN, REQUIREMENTS_PAGE_SIZE, useRequirements } from '../api/requirements.ts';
import { responsesText } from '../lib/requirement-format.ts';
import { RequirementFacts, requirementTitle } from './requirement-parts.tsx';
import { RespondForm } from './respond-form.tsx';

/** How many open leads are not yet answered ('100+' past the first hundred), or null while unknown. */
function useUnansweredCount(): string | null {
  const scan = useRequirements(1, BADGE_SCAN);
  if (!scan.data) return null;
  const n = scan.data.requirements.filter((r) => !r.responded).length;
  return scan.data.total > BADGE_SCAN ? `${n}+` : String(n);
}

/**
 * A tutor's or center's leads (api-2 §3): open requirements that match what and where it teaches,
 * newest first, with a badge counting those not yet answered. Each shows the request (contact
 * details masked by the server), how far it is and how many have answered, and a Respond form.
 */
export function Leads() {
  const id = useId();
  const [page, setPage] = useState(1);
  const leads = useRequirements(page);
  const unanswered = useUnansweredCount();
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="flex flex-wrap items-center gap-2 text-xl font-semibold">
        <Inbox aria-hidden className="size-5 text-primary-700" />
        Leads{' '}
        {unanswered && unanswered !== '0' ? (
          <span className="rounded-full bg-accent-400 px-2.5 py-0.5 text-sm font-bold text-slate-900">
            {unanswered} new
          </span>
        ) : null}
      </h2>
      <p className="text-slate-600">
        Students near you who need what you teach. Respond for free; up to 5 may respond to each.
      </p>
      <QueryView
        query={leads}
        errorText="Could not load your leads"
        isEmpty={(data) => data.requirements.length === 0}
        empty={
          <EmptyState message="No leads right now. New requirements that match your subjects, class levels and area appear here." />
        }
        pages={{
          page,
          pageSize: REQUIREMENTS_PAGE_SIZE,
          total: (data) => data.total,
          totalCapped: (data) => data.totalCapped,
          onPage: setPage,
          label: 'Leads pages',
        }}
      >
        {(data) => (
          <ul aria-labelledby={id} className="space-y-3">
            {data.requirements.map((r) => (
              <li key={r._id}>
                <LeadCard lead={r} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

export function LeadCard({ lead }: { lead: Requirement }) {
  const id = useId();
  const [responding, setResponding] = useState(false);
  const cardRef = useRef<HTMLElement>(null);
  const title = requirementTitle(lead);
  return (
    <article
      ref={cardRef}
      tabIndex={-1}
      aria-labelledby={id}
      className="space-y-3 rounded-card bg-white p-5 shadow-card outline-none focus-visible:ring-2 focus-visible:ring-primary-600"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={id} className="min-w-0 font-semibold text-slate-900">
          <Link
            to={`/requirements/${lead._id}`}
            className="text-primary-800 underline underline-offset-2 hover:text-primary-900"
          >
            {title}
          </Link>
        </h3>
        <span className="text-sm font-medium text-slate-700">{responsesText(lead.responseCount)}</span>
      </div>
      <RequirementFacts requirement={lead} />
      {lead.responded ? (
        <p className="flex items-center gap-2 font-semibold text-success-700">
          <CheckCircle2 aria-hidden className="size-5" />
          You responded
          <Link to={`/requirements/${lead._id}`} className={buttonClasses('ghost', 'sm', 'ml-1')}>
            See your response
          </Link>
        </p>
      ) : responding ? (
        <RespondForm
          requirementId={lead._id}
          label={`Respond to ${title}`}
          onDone={() => {
            setResponding(false);
            cardRef.current?.focus();
          }}
          onCancel={() => setResponding(false)}
        />
      ) : (
        <Button
          icon={<MessageSquareReply aria-hidden className="size-4" />}
          onClick={() => setResponding(true)}
          aria-label={`Respond: ${title}`}
        >
          Respond
        </Button>
      )}
    </article>
  );
}
