import * as Dialog from '@radix-ui/react-dialog';
import {
  type AdminReviewProfile,
  kindOfRole,
  profileReviewMessages,
  type ReviewStatus,
  reviewStatuses,
  type VerificationCheck,
} from '@tuitionhub/contracts';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router';
import { VerifiedBadge } from '../../../components/cards/trust-parts.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import {
  REVIEW_PAGE_SIZE,
  type ReviewAction,
  useReviewAction,
  useReviewProfiles,
} from '../api/profile-review.ts';

const statusLabels: Record<ReviewStatus, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};
const parseStatus = (value: string | null): ReviewStatus =>
  reviewStatuses.find((s) => s === value) ?? 'pending';

/**
 * The admin dashboard's Profile review (issue 15, api-2 §6): new tutor and center profiles, oldest
 * first, each approved, rejected with a reason the applicant is e-mailed, or marked Verified.
 */
export function ProfileReviewQueue() {
  const headingId = useId();
  const [search, setSearch] = useSearchParams();
  const status = parseStatus(search.get('status'));
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const query = useReviewProfiles(status, page);
  const set = (next: Record<string, string | null>) =>
    setSearch((prev) => {
      const out = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(next)) {
        if (v) out.set(k, v);
        else out.delete(k);
      }
      return out;
    });

  return (
    <section aria-labelledby={headingId} aria-busy={query.isFetching || undefined}>
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight">
            Profile review
          </h2>
          <p className="mt-1 text-sm text-slate-600" aria-live="polite">
            {query.data
              ? `${query.data.total} ${statusLabels[status].toLowerCase()}${status === 'pending' ? ', oldest first' : ''}`
              : 'New tutors and centers go live only once approved'}
          </p>
        </div>
        <div className="w-full sm:max-w-56">
          <SelectField
            label="Show"
            value={status}
            onChange={(e) => set({ status: e.target.value, page: null })}
          >
            {reviewStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <QueryView
        query={query}
        errorText="Could not load the profiles"
        isEmpty={(d) => d.profiles.length === 0}
        empty={
          <EmptyState
            message={status === 'pending' ? 'No profiles are waiting for review.' : `No ${status} profiles.`}
          />
        }
        pages={{
          page,
          pageSize: REVIEW_PAGE_SIZE,
          total: (d) => d.total,
          onPage: (p) => set({ page: p > 1 ? String(p) : null }),
          label: 'Profile review pages',
        }}
      >
        {(d) => (
          <ul className="space-y-4">
            {d.profiles.map((p) => (
              <li key={p._id}>
                <ReviewCard profile={p} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function ReviewCard({ profile: p }: { profile: AdminReviewProfile }) {
  const kind = kindOfRole(p.role)!;
  const nameId = useId();
  const review = useReviewAction();
  const run = async (action: ReviewAction, done: string) => {
    try {
      await review.mutateAsync(action);
      toast.success(done);
      return true;
    } catch (err) {
      toast.error(errorMessage(err, 'Could not save the decision. Please try again.'));
      return false;
    }
  };
  return (
    <article aria-labelledby={nameId} className="rounded-card bg-white p-5 shadow-card">
      <div className="flex flex-wrap items-start gap-4">
        <Avatar src={p.photo} name={p.name} size={64} />
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="text-lg font-semibold">
            <Link
              to={kind.web.profile(p._id)}
              className="text-slate-900 underline-offset-4 hover:text-primary-800 hover:underline"
            >
              {p.name}
            </Link>
          </h3>
          <p className="text-sm text-slate-700">
            {p.role} ·{' '}
            <a href={`mailto:${p.email}`} className="text-primary-800 underline underline-offset-2">
              {p.email}
            </a>
          </p>
          <p className="text-sm text-slate-600">
            {[p.locality, p.city].filter(Boolean).join(', ') || 'Location not set'} · Signed up{' '}
            <time dateTime={p.createdAt}>{formatDate(p.createdAt)}</time>
          </p>
          {p.verified ? (
            <p className="mt-1">
              <VerifiedBadge verified={p.verified} detailed />
            </p>
          ) : null}
        </div>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-slate-600">{kind.kind === 'tutor' ? 'Subjects' : 'Courses'}</dt>
        <dd className="text-slate-900">{p.offerings.join(', ') || '—'}</dd>
        {p.qualification !== null ? (
          <>
            <dt className="font-medium text-slate-600">Qualification</dt>
            <dd className="text-slate-900">{p.qualification || 'Not stated'}</dd>
          </>
        ) : null}
        <dt className="font-medium text-slate-600">{kind.kind === 'tutor' ? 'Bio' : 'Description'}</dt>
        <dd className="line-clamp-4 whitespace-pre-line text-slate-900">{p.about || '—'}</dd>
        {p.reviewReason ? (
          <>
            <dt className="font-medium text-slate-600">Reason given</dt>
            <dd className="text-slate-900">{p.reviewReason}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {p.reviewStatus !== 'approved' ? (
          <Button
            busy={review.isPending && review.variables?.action === 'approve'}
            onClick={() => void run({ id: p._id, action: 'approve' }, `${p.name} is live`)}
            aria-describedby={nameId}
          >
            Approve
          </Button>
        ) : null}
        {p.reviewStatus === 'pending' ? (
          <RejectDialog
            name={p.name}
            onReject={(reason) =>
              run({ id: p._id, action: 'reject', body: { reason } }, `${p.name} was told why`)
            }
          />
        ) : null}
        <VerifyDialog
          name={p.name}
          onVerify={(checked) =>
            run({ id: p._id, action: 'verify', body: { checked } }, profileReviewMessages.verified)
          }
        />
      </div>
    </article>
  );
}

function ActionDialog({
  trigger,
  title,
  description,
  submitLabel,
  onSubmit,
  children,
  open,
  onOpenChange,
}: {
  trigger: string;
  title: string;
  description: string;
  submitLabel: string;
  onSubmit: () => Promise<void>;
  children: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await onSubmit();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">{trigger}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-raised">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">{description}</Dialog.Description>
          <form noValidate onSubmit={submit} className="mt-4 space-y-4">
            {children}
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" busy={busy}>
                {submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RejectDialog({ name, onReject }: { name: string; onReject: (reason: string) => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  return (
    <ActionDialog
      trigger="Reject"
      title={`Reject ${name}`}
      description="The applicant is e-mailed this reason and can fix the profile; saving it sends it back to this queue."
      submitLabel="Reject and send reason"
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setError(undefined);
      }}
      onSubmit={async () => {
        if (reason.trim().length < 5) return setError('Give the applicant a reason of at least 5 characters');
        if (await onReject(reason.trim())) setOpen(false);
      }}
    >
      <TextAreaField
        label="Reason"
        value={reason}
        maxLength={500}
        error={error}
        required
        onChange={(e) => setReason(e.target.value)}
      />
    </ActionDialog>
  );
}

const checkLabels: Record<VerificationCheck, string> = {
  identity: 'Identity (government ID seen)',
  qualification: 'Qualification (certificate seen)',
};

function VerifyDialog({
  name,
  onVerify,
}: {
  name: string;
  onVerify: (checked: VerificationCheck[]) => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [checked, setChecked] = useState<VerificationCheck[]>([]);
  const [error, setError] = useState<string>();
  const errorId = useId();
  return (
    <ActionDialog
      trigger="Verify"
      title={`Verify ${name}`}
      description="Tick what you checked; the profile shows a Verified badge saying so."
      submitLabel="Mark as verified"
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setError(undefined);
      }}
      onSubmit={async () => {
        if (checked.length === 0) return setError('Tick what you checked');
        if (await onVerify(checked)) setOpen(false);
      }}
    >
      <fieldset aria-describedby={error ? errorId : undefined} className="space-y-2">
        <legend className="font-medium text-slate-900">What was checked</legend>
        {(Object.keys(checkLabels) as VerificationCheck[]).map((c) => (
          <label key={c} className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              className="size-5 accent-primary-700"
              checked={checked.includes(c)}
              onChange={(e) =>
                setChecked((list) => (e.target.checked ? [...list, c] : list.filter((x) => x !== c)))
              }
            />
            {checkLabels[c]}
          </label>
        ))}
        {error ? (
          <p id={errorId} className="text-sm font-medium text-danger-700">
            {error}
          </p>
        ) : null}
      </fieldset>
    </ActionDialog>
  );
}
