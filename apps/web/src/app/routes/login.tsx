import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/accounts/components/auth-card.tsx';
import { LoginForm } from '../../features/accounts/components/login-form.tsx';
import { NEXT_PARAM, withNext } from '../../lib/return-to.ts';

/** /login — spec §2: heading 'Login', email and password; success goes to '/'. */
export function Component() {
  const [search] = useSearchParams();
  return (
    <AuthCard
      title="Login"
      lead="Welcome back. Log in to see your dashboard and watchlist."
      footer={
        <p>
          New to TuitionHub?{' '}
          <Link
            to={withNext('/signup', search.get(NEXT_PARAM))}
            className="font-semibold text-primary-800 underline underline-offset-4"
          >
            Create an account
          </Link>
        </p>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
