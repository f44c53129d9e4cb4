import type { User } from '@tuitionhub/contracts';
import { Clock, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/**
 * Where a new profile stands with the admin's review (issue 15, api-2 §6), on its own dashboard:
 * waiting (not yet listed), or not published with the admin's reason and a way to fix it. Nothing
 * once approved.
 */
export function ReviewState({ user, onEdit }: { user: User; onEdit: () => void }) {
  const id = useId();
  if (user.reviewStatus === 'pending')
    return (
      <section
        aria-labelledby={id}
        className="flex flex-wrap items-start gap-4 rounded-card border border-primary-200 bg-primary-50 p-5"
      >
        <Clock aria-hidden className="size-8 shrink-0 text-primary-800" />
        <div className="min-w-0 flex-1">
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            Your profile is waiting for review
          </h2>
          <p className="mt-1 text-slate-700">
            Our team looks at every new profile before it goes live, usually within one working day. Until
            then parents cannot find it in listings or search; you will get an e-mail as soon as it is
            approved. You can keep editing it meanwhile.
          </p>
        </div>
      </section>
    );
  if (user.reviewStatus === 'rejected')
    return (
      <section
        aria-labelledby={id}
        className="flex flex-wrap items-start gap-4 rounded-card border border-danger-600/40 bg-danger-50 p-5"
      >
        <TriangleAlert aria-hidden className="size-8 shrink-0 text-danger-700" />
        <div className="min-w-0 flex-1">
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            Your profile is not published yet
          </h2>
          <p className="mt-1 text-slate-700">Our team asked for changes: {user.reviewReason}</p>
          <p className="mt-1 text-slate-700">Saving your profile sends it back for another review.</p>
        </div>
        <Button onClick={onEdit}>Edit my profile</Button>
      </section>
    );
  return null;
}
