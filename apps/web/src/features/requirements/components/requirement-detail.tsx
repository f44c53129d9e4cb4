import {
  centerKind,
  type Requirement,
  type RequirementDetailResponse,
  type RequirementResponse,
  tutorKind,
  type User,
} from '@tuitionhub/contracts';
import { ArrowLeft, CheckCircle2, Clock, Mail, MapPin, MessagesSquare, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { RatingStars } from '../../../components/ui/rating-stars.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useAcceptMutation, useRequirement } from '../api/requirements.ts';
import { formatDistance, formatResponseTime, responsesText } from '../lib/requirement-format.ts';
import { adminStudentPath } from './admin-requirements.tsx';
import { CloseRequirement } from './close-requirement.tsx';
import { RequirementFacts, RequirementStatusBadge, requirementTitle } from './requirement-parts.tsx';
import { RespondForm } from './respond-form.tsx';

const conversationPath = (id: string) => `/conversations/${encodeURIComponent(id)}`;
const linkClasses = 'font-semibold text-primary-800 underline underline-offset-2 hover:text-primary-900';

/**
 * /requirements/:id — for its student: the requirement, its responses side by side, Accept and
 * Close; for a tutor or center: the lead, its own response and, once accepted, the student's contact.
 */
export function RequirementDetail({ id, user }: { id: string; user: User }) {
  const detail = useRequirement(id);
  if (detail.isPending) return <LoadingState />;
  if (detail.isError)
    return (
      <ErrorState
        message={errorMessage(detail.error, 'Could not load this requirement')}
        onRetry={() => void detail.refetch()}
      />
    );
  const { requirement } = detail.data;
  const own = requirement.student?._id === user._id;
  const admin = user.role === 'Admin';
  const back = own ? '/requirements' : admin ? '/admin-dashboard?tab=requirements' : dashboardOf(user);
  return (
    <div className="space-y-8">
      <Link to={back} className={`${buttonClasses('ghost', 'sm')} -ml-3`}>
        <ArrowLeft aria-hidden className="size-4" />
        {own ? 'My requirements' : admin ? 'All requirements' : 'Back to my dashboard'}
      </Link>
      <RequirementHeader requirement={requirement} canClose={own} linkStudent={admin} />
      {user.role === 'Tutor' || user.role === 'Tuition Center' ? (
        <ResponderView data={detail.data} />
      ) : (
        <Responses data={detail.data} canAccept={own} />
      )}
    </div>
  );
}

const dashboardOf = (user: User) =>
  user.role === 'Tutor'
    ? tutorKind.web.dashboard
    : user.role === 'Tuition Center'
      ? centerKind.web.dashboard
      : '/';

function RequirementHeader({
  requirement: r,
  canClose,
  linkStudent,
}: {
  requirement: Requirement;
  canClose: boolean;
  /** The admin opens the student's account from here. */
  linkStudent: boolean;
}) {
  // Closing removes its button: keyboard focus moves on to the sentence saying it is closed.
  const notice = useRef<HTMLParagraphElement>(null);
  const wasOpen = useRef(r.status === 'open');
  useEffect(() => {
    if (r.status === 'closed' && wasOpen.current) notice.current?.focus();
    wasOpen.current = r.status === 'open';
  }, [r.status]);
  return (
    <section
      aria-labelledby="requirement-title"
      className="space-y-4 rounded-card bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 id="requirement-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {requirementTitle(r)}
          </h1>
          <p className="text-slate-600">
            {r.student && linkStudent ? (
              <>
                <Link to={adminStudentPath(r.student)} className={linkClasses}>
                  {r.student.name}
                </Link>
                {' · '}
              </>
            ) : r.student ? (
              `${r.student.name} · `
            ) : null}
            {responsesText(r.responseCount)}
          </p>
        </div>
        <RequirementStatusBadge status={r.status} />
      </div>
      {r.status === 'closed' ? (
        <p
          ref={notice}
          tabIndex={-1}
          className="rounded-lg bg-slate-100 px-4 py-3 text-slate-800 outline-none focus-visible:ring-2 focus-visible:ring-primary-600"
        >
          This requirement is closed: it no longer takes responses.
        </p>
      ) : null}
      <RequirementFacts requirement={r} asStudent={canClose} />
      {canClose && r.status === 'open' ? <CloseRequirement requirementId={r._id} /> : null}
    </section>
  );
}

/** The student's comparison: one card per response, side by side on wide screens. */
function Responses({ data, canAccept }: { data: RequirementDetailResponse; canAccept: boolean }) {
  const id = useId();
  const { requirement, responses } = data;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-xl font-semibold">
        Responses <span className="font-normal text-slate-600">({responses.length})</span>
      </h2>
      {responses.length === 0 ? (
        <EmptyState
          message={
            requirement.status === 'open'
              ? 'No responses yet. Matching tutors and centers near you can see your requirement and respond.'
              : 'No responses.'
          }
        />
      ) : (
        <ul aria-labelledby={id} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {responses.map((x) => (
            <li key={x._id} className="flex">
              <ResponseCard requirementId={requirement._id} response={x} canAccept={canAccept} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ResponseCard({
  requirementId,
  response: x,
  canAccept,
}: {
  requirementId: string;
  response: RequirementResponse;
  canAccept: boolean;
}) {
  const id = useId();
  const accept = useAcceptMutation();
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const r = x.responder;
  const kind = r.role === 'Tuition Center' ? centerKind : tutorKind;
  const distance = formatDistance(r.distanceKm);
  const replies = formatResponseTime(r.responseMinutes);
  const thread = conversationId ?? x.conversationId ?? null;
  // The Accept button goes away: keyboard focus moves on to where the conversation opens.
  const openLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (conversationId) openLink.current?.focus();
  }, [conversationId]);
  const onAccept = () => {
    setFailure(null);
    accept.mutate(
      { id: requirementId, responseId: x._id },
      {
        onSuccess: (res) => setConversationId(res.conversationId),
        onError: (err) => setFailure(errorMessage(err, 'Could not accept this response. Please try again.')),
      },
    );
  };
  return (
    <article
      aria-labelledby={id}
      className="flex w-full flex-col gap-3 rounded-card bg-white p-5 shadow-card"
    >
      <div className="flex items-start gap-3">
        <Avatar src={r.photo} name="" size={56} />
        <div className="min-w-0">
          <h3 id={id} className="break-words font-semibold text-slate-900">
            <Link to={kind.web.profile(r._id)} className={linkClasses}>
              {r.name}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">{r.role === 'Tuition Center' ? 'Tuition center' : 'Tutor'}</p>
          <RatingStars value={r.ratings} size={14} />
        </div>
      </div>
      <dl className="space-y-1 text-sm text-slate-700">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Fee</dt>
          <dd>
            <Price amount={x.fee} className="text-base" />
          </dd>
        </div>
        {distance ? (
          <div className="flex items-center gap-1.5">
            <dt>
              <MapPin aria-hidden className="size-4 text-slate-500" />
              <span className="sr-only">Distance</span>
            </dt>
            <dd>{distance}</dd>
          </div>
        ) : null}
        {replies ? (
          <div className="flex items-center gap-1.5">
            <dt>
              <Clock aria-hidden className="size-4 text-slate-500" />
              <span className="sr-only">Response time</span>
            </dt>
            <dd>{replies}</dd>
          </div>
        ) : null}
      </dl>
      <p className="flex-1 whitespace-pre-line break-words text-slate-800">{x.message}</p>
      <p className="text-xs text-slate-600">
        Responded <time dateTime={x.createdAt}>{formatDate(x.createdAt)}</time>
      </p>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {failure}
        </p>
      ) : null}
      <div role="status">
        {x.accepted || conversationId ? (
          <div className="space-y-2 rounded-lg bg-success-50 p-3">
            <p className="flex items-center gap-2 font-semibold text-success-700">
              <CheckCircle2 aria-hidden className="size-5" />
              {/* The admin reads that it was accepted; the thread is the pair's, not the admin's. */}
              {canAccept ? 'Contact shared' : 'Accepted by the student'}
            </p>
            {thread && canAccept ? (
              <Link ref={openLink} to={conversationPath(thread)} className={buttonClasses('primary', 'sm')}>
                <MessagesSquare aria-hidden className="size-4" />
                Open conversation
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
      {canAccept && !x.accepted && !conversationId ? (
        <Button busy={accept.isPending} onClick={onAccept} aria-label={`Accept ${r.name}`}>
          Accept
        </Button>
      ) : null}
    </article>
  );
}

/** A tutor's or center's view of a lead: its own response, the student's contact once accepted. */
function ResponderView({ data }: { data: RequirementDetailResponse }) {
  const id = useId();
  const { requirement, responses } = data;
  const mine = responses[0];
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-card bg-white p-5 shadow-card sm:p-6">
      <h2 id={id} className="text-xl font-semibold">
        {mine ? 'Your response' : 'Respond'}
      </h2>
      {mine ? (
        <>
          <p className="flex items-center gap-2 font-semibold text-success-700">
            <CheckCircle2 aria-hidden className="size-5" />
            You responded
          </p>
          <p className="whitespace-pre-line break-words text-slate-800">{mine.message}</p>
          <p>
            <Price amount={mine.fee} />
          </p>
          {mine.accepted ? (
            <div className="space-y-3 rounded-lg bg-success-50 p-4">
              <p className="font-semibold text-success-700">The student accepted your response.</p>
              {mine.studentContact ? (
                <dl className="space-y-1 text-slate-800">
                  <div className="flex items-center gap-2">
                    <dt>
                      <UserRound aria-hidden className="size-4 text-slate-600" />
                      <span className="sr-only">Student</span>
                    </dt>
                    <dd className="font-medium">{mine.studentContact.name}</dd>
                  </div>
                  <div className="flex items-center gap-2">
                    <dt>
                      <Mail aria-hidden className="size-4 text-slate-600" />
                      <span className="sr-only">Email</span>
                    </dt>
                    <dd>
                      <a href={`mailto:${mine.studentContact.email}`} className={`${linkClasses} break-all`}>
                        {mine.studentContact.email}
                      </a>
                    </dd>
                  </div>
                </dl>
              ) : null}
              {mine.conversationId ? (
                <Link to={conversationPath(mine.conversationId)} className={buttonClasses('primary', 'sm')}>
                  <MessagesSquare aria-hidden className="size-4" />
                  Open conversation
                </Link>
              ) : null}
            </div>
          ) : (
            <p className="text-slate-600">
              The student's contact is shared with you if they accept your response.
            </p>
          )}
        </>
      ) : requirement.status === 'open' ? (
        <RespondForm requirementId={requirement._id} label={`Respond to ${requirementTitle(requirement)}`} />
      ) : (
        <p className="text-slate-600">This requirement is closed.</p>
      )}
    </section>
  );
}
