import { accountMessages, type PublicRole, type RegisterInput } from '@tuitionhub/contracts';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { registerAccount } from '../api/register.ts';
import { serverMessageOr } from './server-message.ts';

/**
 * Sends a sign-up and follows spec §8: success → the server's message (or the role's sentence)
 * and /login; failure → the server's message (or 'Failed to register…'). Field errors from the
 * server are handed back so the form can show them inline.
 */
export function useSignup(role: PublicRole) {
  const navigate = useNavigate();
  return async (body: RegisterInput): Promise<Record<string, string>> => {
    try {
      const res = await registerAccount(body);
      toast.success(res.message || accountMessages.registered[role]);
      navigate('/login', { state: { email: body.email } });
      return {};
    } catch (err) {
      toast.error(serverMessageOr(err, accountMessages.registerFailed[role]));
      if (err instanceof ApiError) {
        if (err.status === 409) return { email: err.message };
        return err.fieldErrors;
      }
      return {};
    }
  };
}
