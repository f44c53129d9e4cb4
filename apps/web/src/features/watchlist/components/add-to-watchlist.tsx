import type { TutorCard } from '@tuitionhub/contracts';
import { formatMonthlyFee, selectSubjectMessage } from '@tuitionhub/contracts';
import { BookmarkPlus, CheckCircle2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { byName } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { useWatchlist } from '../api/get-watchlist.ts';
import { useAddToWatchlistMutation } from '../api/update-watchlist.ts';

const feeOf = (fee: number | undefined) => (fee == null ? '—' : formatMonthlyFee(fee));

function signUpFirst() {
  toast.error(
    () => (
      <span className="flex flex-col gap-1">
        <span>Please Sign up First</span>
        <span>
          <Link to="/signup" className="font-semibold text-primary-800 underline">
            Sign up
          </Link>{' '}
          or{' '}
          <Link to="/login" className="font-semibold text-primary-800 underline">
            log in
          </Link>{' '}
          to keep a watchlist.
        </span>
      </span>
    ),
    { id: 'sign-up-first' },
  );
}

/** Subject picker + 'Add to Watchlist' on the tutor profile (spec §2, §5). The fee shown is the tutor's; the server charges the same. */
export function AddToWatchlist({
  tutor,
}: {
  tutor: Pick<TutorCard, '_id' | 'name' | 'photo' | 'subjects' | 'fees'>;
}) {
  const id = useId();
  const { user } = useSession();
  const [subject, setSubject] = useState('');
  const [error, setError] = useState<string>();
  const watchlist = useWatchlist(Boolean(user));
  const add = useAddToWatchlistMutation();
  const current = watchlist.data?.items.find((i) => i.tutorId === tutor._id);
  const subjects = [...tutor.subjects].sort(byName);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!user) return signUpFirst();
    if (!subject) return setError(selectSubjectMessage);
    setError(undefined);
    add.mutate(
      { tutorId: tutor._id, subject },
      {
        onSuccess: () => toast.success(`${tutor.name} (${subject}) is in your watchlist`),
        onError: (err) => {
          const message = errorMessage(err, 'Could not add to your watchlist. Please try again.');
          if (message === selectSubjectMessage) setError(message);
          toast.error(message);
        },
      },
    );
  };

  if (user && user._id === tutor._id) return null;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card bg-white p-6 shadow-card">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <BookmarkPlus aria-hidden className="size-5 text-primary-700" />
        Shortlist {tutor.name}
      </h2>
      <p className="mb-4 mt-1 text-sm text-slate-600">
        Pick a subject to add {tutor.name} to your watchlist, then pay the first month's fees for your
        shortlist in one go.
      </p>
      {current ? (
        <p className="mb-4 flex items-start gap-2 rounded-lg bg-success-50 px-3 py-2 text-sm text-success-700">
          <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            In your watchlist: {current.subject} ({feeOf(current.fee)}).{' '}
            <Link to="/watchlist" className="font-semibold underline">
              View watchlist
            </Link>
          </span>
        </p>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <SelectField
          label="Subject"
          value={subject}
          error={error}
          onChange={(e) => {
            setSubject(e.target.value);
            if (e.target.value) setError(undefined);
          }}
        >
          <option value="">Select a subject</option>
          {subjects.map((s) => (
            <option key={s} value={s}>
              {s} — {feeOf(tutor.fees[s])}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="accent" className="w-full" busy={add.isPending}>
          Add to Watchlist
        </Button>
      </form>
    </section>
  );
}
