import { Link } from 'react-router';
import { AuthCard } from '../../features/accounts/components/auth-card.tsx';
import { ForgotPasswordForm } from '../../features/accounts/components/forgot-password-form.tsx';

/** /forgot-password — e-mails a one-time link; the page answers the same for every address. */
export function Component() {
  return (
    <AuthCard
      title="Forgot password"
      lead="Enter the email you signed up with and we will send you a link to choose a new password."
      footer={
        <Link to="/login" className="font-semibold text-primary-800 underline underline-offset-4">
          Back to Login
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
