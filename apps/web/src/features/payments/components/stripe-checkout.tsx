import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The /pure entry loads Stripe.js only when loadStripe is called (never on import).
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState } from 'react';
import { PayForm } from './pay-form.tsx';

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

  const pay = async () => {
    if (!stripe || !elements) return setMessage('Stripe.js has not yet loaded.');
    setMessage(undefined);
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      // Cards complete here; methods that need a redirect come back to the dashboard.
      confirmParams: { return_url: `${window.location.origin}/user-dashboard` },
      redirect: 'if_required',
    });
    if (error) setMessage(`Payment failed: ${error.message ?? 'An unknown error occurred'}`);
    else if (paymentIntent?.status === 'succeeded' || paymentIntent?.status === 'processing') onSucceeded();
    else setMessage(`Payment failed: ${paymentIntent?.status ?? 'An unknown error occurred'}`);
  };

  return (
    <PayForm pay={pay} failure={message} amount={amount}>
      <PaymentElement />
    </PayForm>
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
