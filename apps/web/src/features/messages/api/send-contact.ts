import { useMutation } from '@tanstack/react-query';
import type { ContactFields } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';

export const sendContactMessage = (body: ContactFields) =>
  api<{ success: true; message: string }>('/api/contact', { method: 'POST', body });

export const useSendContactMutation = () => useMutation({ mutationFn: sendContactMessage });
