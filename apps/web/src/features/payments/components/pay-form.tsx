import { Lock } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatRs } from '../../../lib/format.ts';

/**
 * Runs one payment attempt at a time: a second click before React re-renders must not send a
 * second confirmation. `busy` is true while an attempt runs.
 */
export function useOneAttempt() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const attempt = async (pay: () => Promise<void>) => {
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
  return { busy, attempt };
}

/** The card step's frame for either processor: its fields, the failure, 'Pay Now' and the amount. */
export function PayForm({
  onSubmit,
  failure,
  busy,
  amount,
  describedBy,
  children,
}: {
  onSubmit: (e: FormEvent) => void;
  failure: string | undefined;
  busy: boolean;
  amount: number;
  describedBy?: string;
  children: ReactNode;
}) {
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
      <p className="text-center text-sm text-slate-600">You will be charged {formatRs(amount)}.</p>
    </form>
  );
}
