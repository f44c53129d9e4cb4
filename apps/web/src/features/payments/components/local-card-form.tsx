import { useState } from 'react';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useConfirmLocalPaymentMutation } from '../api/confirm-payment.ts';
import { formatCardNumber, formatCvc, formatExpiry, parseExpiry } from './card-format.ts';
import { PayForm } from './pay-form.tsx';

type Errors = Partial<Record<'number' | 'expiry' | 'cvc', string>>;

/** Field errors the server reports by path (card.number, card.expMonth, …), mapped to our three fields. */
function serverFieldErrors(err: ApiError): Errors {
  const out: Errors = {};
  for (const [path, message] of Object.entries(err.fieldErrors)) {
    if (path === 'card.number') out.number = message;
    else if (path === 'card.expMonth' || path === 'card.expYear') out.expiry = message;
    else if (path === 'card.cvc') out.cvc = message;
  }
  return out;
}

/**
 * The card form of the built-in test processor (PAYMENTS_PROVIDER=local). The card goes to our own
 * server once, to be checked and forgotten; nothing about it is kept in the browser either.
 */
export function LocalCardForm({
  clientSecret,
  amount,
  onSucceeded,
}: {
  clientSecret: string;
  amount: number;
  onSucceeded: () => void;
}) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const confirm = useConfirmLocalPaymentMutation();

  const pay = async () => {
    const exp = parseExpiry(expiry);
    const local: Errors = {};
    if (number.replace(/\D/g, '').length < 12) local.number = 'Your card number is incomplete.';
    if (!exp) local.expiry = "Your card's expiration date is incomplete.";
    if (cvc.length < 3) local.cvc = "Your card's security code is incomplete.";
    setErrors(local);
    setFailure(undefined);
    if (!exp || Object.keys(local).length) return;
    try {
      const res = await confirm.mutateAsync({
        clientSecret,
        card: { number: number.replace(/\D/g, ''), ...exp, cvc },
      });
      if (res.status !== 'succeeded') return setFailure(`Payment failed: ${res.message}`);
      setNumber('');
      setCvc('');
      onSucceeded();
    } catch (err) {
      const fields = err instanceof ApiError ? serverFieldErrors(err) : {};
      if (Object.keys(fields).length) setErrors(fields);
      else setFailure(`Payment failed: ${errorMessage(err, 'An unknown error occurred')}`);
    }
  };

  return (
    <PayForm pay={pay} failure={failure} amount={amount} describedBy="card-test-hint">
      <TextField
        label="Card number"
        name="cardnumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={number}
        error={errors.number}
        onChange={(e) => setNumber(formatCardNumber(e.target.value))}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Expiry (MM / YY)"
          name="exp-date"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={expiry}
          error={errors.expiry}
          onChange={(e) => setExpiry(formatExpiry(e.target.value, expiry))}
        />
        <TextField
          label="CVC"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={cvc}
          error={errors.cvc}
          onChange={(e) => setCvc(formatCvc(e.target.value))}
        />
      </div>
      <p id="card-test-hint" className="rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-900">
        Test mode: no real money moves. Use 4242 4242 4242 4242 with any future date and any CVC; 4000 0000
        0000 0002 is declined.
      </p>
    </PayForm>
  );
}
