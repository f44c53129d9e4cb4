import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, passwordSchema } from '@tuitionhub/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { fieldOf } from '../../../lib/forms.ts';
import { useResetPasswordMutation } from '../api/password-reset.ts';
import { PasswordField } from './account-fields.tsx';

const schema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'Passwords do not match' });
type Values = z.input<typeof schema>;

export function InvalidResetLink() {
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-red-200 bg-danger-50 p-4">
      <p className="font-medium text-danger-700">{accountMessages.resetTokenInvalid}</p>
      <Link to="/forgot-password" className="font-semibold text-primary-800 underline underline-offset-4">
        Request a new link
      </Link>
    </div>
  );
}

/** New password twice; success → /login. A used or expired link says so and offers a new one. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reset = useResetPasswordMutation();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });
  const field = fieldOf(form);

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const res = await reset.mutateAsync({ token, password });
      toast.success(res.message || accountMessages.passwordReset);
      navigate('/login');
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.fieldErrors.token) setInvalid(true);
      else setFailure(errorMessage(err, 'Could not reset the password. Please try again.'));
    }
  });

  if (invalid) return <InvalidResetLink />;
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <PasswordField label="New password" {...field('password')} />
      <PasswordField label="Confirm new password" hint={undefined} {...field('confirm')} />
      <Button type="submit" size="lg" busy={form.formState.isSubmitting} className="w-full">
        Reset password
      </Button>
      <p aria-live="polite" className="text-sm font-medium text-danger-700">
        {failure}
      </p>
    </form>
  );
}
