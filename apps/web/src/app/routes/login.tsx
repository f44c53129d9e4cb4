import { Link } from 'react-router';
import { AuthCard } from '../../features/accounts/components/auth-card.tsx';
import { LoginForm } from '../../features/accounts/components/login-form.tsx';

/** /login — spec §2: heading 'Login', email and password; success goes to '/'. */
export function Component() {
  return (
    <AuthCard
      title="Login"
      lead="Welcome back. Log in to see your dashboard and watchlist."
      footer={
        <p>
          New to TuitionHub?{' '}
          <Link to="/signup" className="font-semibold text-primary-800 underline underline-offset-4">
            Create an account
          </Link>
        </p>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
