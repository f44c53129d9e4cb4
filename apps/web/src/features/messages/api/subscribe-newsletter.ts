import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/newsletter: 201 "Thanks! You're subscribed.", 200 "You're already subscribed." */
export const subscribeNewsletter = (email: string) =>
  api<{ success: true; message: string }>('/api/newsletter', { method: 'POST', body: { email } });

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
