import { api } from '../../../lib/api-client.ts';

type Done = { success: true; message: string };

export const requestPasswordReset = (email: string) =>
  api<Done>('/api/user/forgot-password', { method: 'POST', body: { email } });

export const resetPassword = (token: string, password: string) =>
  api<Done>('/api/user/reset-password', { method: 'POST', body: { token, password } });
