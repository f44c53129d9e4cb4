import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, type LoginInput, loginSchema } from '@tuitionhub/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldOf } from '../../../lib/forms.ts';
import { NEXT_PARAM, safeNext } from '../../../lib/return-to.ts';
import { useSession } from '../../../lib/session.tsx';
import { useLogInMutation } from '../api/log-in.ts';
import { EmailField, PasswordField } from './account-fields.tsx';

/**
 * spec §4 Login: idle → loading (button 'Loading...', disabled) → success (line 'Login successful!',
 * toast 'Logged In', session set, go to '/' or the `?next=` page) or failure (toast 'Error Occured' and the reason).
 */
export function LoginForm() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const remembered = (location.state as { email?: string } | null)?.email ?? '';
  // Back to the page that sent the visitor here (a demo slot on a profile), else Home.
  const [search] = useSearchParams();
  const next = safeNext(search.get(NEXT_PARAM)) ?? '/';
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const logIn = useLogInMutation();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: remembered, password: '' },
  });
  const field = fieldOf(form);

  const submit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      const res = await logIn.mutateAsync(values);
      setStatus({ ok: true, text: accountMessages.loginSuccess });
      toast.success('Logged In');
      signIn(res.user);
      navigate(next);
    } catch (err) {
      toast.error('Error Occured');
      setStatus({ ok: false, text: errorMessage(err, 'Something went wrong. Please try again.') });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <EmailField inputMode="email" {...field('email')} />
      <PasswordField autoComplete="current-password" hint={undefined} {...field('password')} />
      <div className="flex justify-end">
        <Link
          to="/forgot-password"
          className="inline-flex min-h-11 items-center rounded text-sm font-semibold text-primary-800 underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting} className="w-full">
        {form.formState.isSubmitting ? 'Loading...' : 'Login'}
      </Button>
      <p
        aria-live="polite"
        className={`min-h-6 text-center text-sm font-medium ${status?.ok ? 'text-success-700' : 'text-danger-700'}`}
      >
        {status?.text}
      </p>
    </form>
  );
}
