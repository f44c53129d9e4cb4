import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** api.md Messages: POST /api/newsletter { email } → 201 when new, 200 when already subscribed. */
export interface SubscribeResponse {
  success: boolean;
  message: string;
}

export const subscribeToNewsletter = (email: string) =>
  api<SubscribeResponse>('/api/newsletter', { method: 'POST', body: { email } });

export const useSubscribeMutation = () => useMutation({ mutationFn: subscribeToNewsletter });
