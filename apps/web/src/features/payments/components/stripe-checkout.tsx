import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The /pure entry loads Stripe.js only when loadStripe is called (never on import).
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Lock } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatRs } from '../../../lib/format.ts';

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let s = stripes.get(publishableKey);
  if (!s) {
    s = loadStripe(publishableKey);
    stripes.set(publishableKey, s);
  }
  return s;
};

function StripeForm({ amount, onSucceeded }: { amount: number; onSucceeded: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [message, setMessage] = useState<string>();
  const [paying, setPaying] = useState(false);
  const inFlight = useRef(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) {
      setMessage('Stripe.js has not yet loaded.');
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    setMessage(undefined);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        // Cards complete here; methods that need a redirect come back to the dashboard.
        confirmParams: { return_url: `${window.location.origin}/user-dashboard` },
        redirect: 'if_required',
      });
      if (error) setMessage(`Payment failed: ${error.message ?? 'An unknown error occurred'}`);
      else if (paymentIntent?.status === 'succeeded' || paymentIntent?.status === 'processing') onSucceeded();
      else setMessage(`Payment failed: ${paymentIntent?.status ?? 'An unknown error occurred'}`);
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <PaymentElement />
      {message ? (
        <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2 font-medium text-danger-700">
          {message}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="accent"
        size="lg"
        className="w-full"
        busy={paying}
        icon={<Lock aria-hidden className="size-4" />}
      >
        Pay Now
      </Button>
      <p className="text-center text-sm text-slate-600">You will be charged {formatRs(amount)}.</p>
    </form>
  );
}

/** Stripe Elements (PaymentElement) for PAYMENTS_PROVIDER=stripe; loaded only in that case. */
export function StripeCheckout({
  publishableKey,
  clientSecret,
  amount,
  onSucceeded,
}: {
  publishableKey: string;
  clientSecret: string;
  amount: number;
  onSucceeded: () => void;
}) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <StripeForm amount={amount} onSucceeded={onSucceeded} />
    </Elements>
  );
}
