import { upiIdPattern, upiMessages } from '@tuitionhub/contracts';
import { useState } from 'react';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useConfirmLocalPaymentMutation } from '../api/confirm-payment.ts';
import { PayForm } from './pay-form.tsx';

/**
 * UPI with the built-in test processor (api-2 §5): the payer's UPI id goes to our own server once,
 * to be checked and forgotten. A declined id leaves the checkout payable with another id or a card.
 */
export function LocalUpiForm({
  clientSecret,
  amount,
  onSucceeded,
}: {
  clientSecret: string;
  amount: number;
  onSucceeded: () => void;
}) {
  const [vpa, setVpa] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const confirm = useConfirmLocalPaymentMutation();

  const pay = async () => {
    setFailure(undefined);
    const id = vpa.trim();
    if (!upiIdPattern.test(id)) return setError(upiMessages.invalid);
    setError(undefined);
    try {
      const res = await confirm.mutateAsync({ clientSecret, upi: { vpa: id } });
      if (res.status !== 'succeeded') return setFailure(`Payment failed: ${res.message}`);
      onSucceeded();
    } catch (err) {
      const field = err instanceof ApiError ? err.fieldErrors['upi.vpa'] : undefined;
      if (field) setError(field);
      else setFailure(`Payment failed: ${errorMessage(err, 'An unknown error occurred')}`);
    }
  };

  return (
    <PayForm pay={pay} failure={failure} amount={amount} describedBy="upi-test-hint">
      <TextField
        label="UPI ID"
        name="upi-id"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="name@bank"
        hint="The UPI ID of your bank app (for example yourname@okhdfcbank)."
        value={vpa}
        error={error}
        onChange={(e) => setVpa(e.target.value)}
      />
      <p id="upi-test-hint" className="rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-900">
        Test mode: no real money moves. success@upi pays; failure@upi is declined.
      </p>
    </PayForm>
  );
}
