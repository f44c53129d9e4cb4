import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

type Done = { success: true; message: string };

export const requestPasswordReset = (email: string) =>
  api<Done>('/api/user/forgot-password', { method: 'POST', body: { email } });

export const resetPassword = ({ token, password }: { token: string; password: string }) =>
  api<Done>('/api/user/reset-password', { method: 'POST', body: { token, password } });

export const useRequestPasswordResetMutation = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPasswordMutation = () => useMutation({ mutationFn: resetPassword });
