import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, forgotPasswordSchema } from '@tuitionhub/contracts';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldOf } from '../../../lib/forms.ts';
import { useRequestPasswordResetMutation } from '../api/password-reset.ts';
import { EmailField } from './account-fields.tsx';

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const requestReset = useRequestPasswordResetMutation();
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const res = await requestReset.mutateAsync(email);
      setSent(res.message || accountMessages.forgotPassword);
    } catch (err) {
      setFailure(errorMessage(err, 'Could not send the link. Please try again.'));
    }
  });

  if (sent) {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-lg border border-green-200 bg-success-50 p-4 text-slate-800"
      >
        <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success-700" />
        <p>{sent}</p>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <EmailField {...fieldOf(form)('email')} />
      <Button type="submit" size="lg" busy={form.formState.isSubmitting} className="w-full">
        Send reset link
      </Button>
      <p aria-live="polite" className="text-sm font-medium text-danger-700">
        {failure}
      </p>
    </form>
  );
}
