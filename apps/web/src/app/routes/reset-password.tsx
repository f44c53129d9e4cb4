import { useSearchParams } from 'react-router';
import { AuthCard } from '../../features/accounts/components/auth-card.tsx';
import {
  InvalidResetLink,
  ResetPasswordForm,
} from '../../features/accounts/components/reset-password-form.tsx';

/** /reset-password?token=… — the link from the reset e-mail. */
export function Component() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  return (
    <AuthCard title="Choose a new password">
      {token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}
    </AuthCard>
  );
}
