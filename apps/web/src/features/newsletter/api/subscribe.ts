import { useMutation } from '@tanstack/react-query';
import { api, type MessageResponse } from '../../../lib/api-client.ts';

/** api.md Messages: POST /api/newsletter { email } → 201 when new, 200 when already subscribed. */
export const subscribeToNewsletter = (email: string) =>
  api<MessageResponse>('/api/newsletter', { method: 'POST', body: { email } });

export const useSubscribeMutation = () => useMutation({ mutationFn: subscribeToNewsletter });
