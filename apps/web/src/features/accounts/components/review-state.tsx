import type { User } from '@tuitionhub/contracts';
import { Clock, type LucideIcon, TriangleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';

const tones = {
  waiting: { box: 'border-primary-200 bg-primary-50', icon: 'text-primary-800' },
  refused: { box: 'border-danger-600/40 bg-danger-50', icon: 'text-danger-700' },
};

/** A titled notice on the dashboard, with its icon and, maybe, one action. */
function Notice({
  tone,
  icon: Icon,
  title,
  action,
  children,
}: {
  tone: keyof typeof tones;
  icon: LucideIcon;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-wrap items-start gap-4 rounded-card border p-5 ${tones[tone].box}`}
    >
      <Icon aria-hidden className={`size-8 shrink-0 ${tones[tone].icon}`} />
      <div className="min-w-0 flex-1">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </div>
      {action}
    </section>
  );
}

/**
 * Where a new profile stands with the admin's review (issue 15, api-2 §6), on its own dashboard:
 * waiting (not yet listed), or not published with the admin's reason and a way to fix it. Nothing
 * once approved.
 */
export function ReviewState({ user, onEdit }: { user: User; onEdit: () => void }) {
  if (user.reviewStatus === 'pending')
    return (
      <Notice tone="waiting" icon={Clock} title="Your profile is waiting for review">
        <p className="mt-1 text-slate-700">
          Our team looks at every new profile before it goes live, usually within one working day. Until then
          parents cannot find it in listings or search; you will get an e-mail as soon as it is approved. You
          can keep editing it meanwhile.
        </p>
      </Notice>
    );
  if (user.reviewStatus === 'rejected')
    return (
      <Notice
        tone="refused"
        icon={TriangleAlert}
        title="Your profile is not published yet"
        action={<Button onClick={onEdit}>Edit my profile</Button>}
      >
        <p className="mt-1 text-slate-700">Our team asked for changes: {user.reviewReason}</p>
        <p className="mt-1 text-slate-700">Saving your profile sends it back for another review.</p>
      </Notice>
    );
  return null;
}
