import { useMutation } from '@tanstack/react-query';
import { api, type MessageResponse } from '../../../lib/api-client.ts';

export const requestPasswordReset = (email: string) =>
  api<MessageResponse>('/api/user/forgot-password', { method: 'POST', body: { email } });

export const resetPassword = ({ token, password }: { token: string; password: string }) =>
  api<MessageResponse>('/api/user/reset-password', { method: 'POST', body: { token, password } });

export const useRequestPasswordResetMutation = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPasswordMutation = () => useMutation({ mutationFn: resetPassword });
