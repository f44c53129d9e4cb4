import { Lock } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatRs } from '../../../lib/format.ts';

/**
 * The card step's frame for either processor: its fields, the failure, 'Pay Now' and the amount.
 * One `pay` attempt runs at a time: a second click before React re-renders must not pay twice.
 */
export function PayForm({
  pay,
  failure,
  amount,
  describedBy,
  children,
}: {
  pay: () => Promise<void>;
  failure: string | undefined;
  amount: number;
  describedBy?: string;
  children: ReactNode;
}) {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await pay();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-describedby={describedBy}>
      {children}
      {failure ? (
        <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2 font-medium text-danger-700">
          {failure}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="accent"
        size="lg"
        className="w-full"
        busy={busy}
        icon={<Lock aria-hidden className="size-4" />}
      >
        Pay Now
      </Button>
      <p className="text-center text-sm text-slate-600">
        You pay the first month's fees now: {formatRs(amount)}.
      </p>
    </form>
  );
}
