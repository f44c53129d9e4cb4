import { useMutation } from '@tanstack/react-query';
import type { ContactFields } from '@tuitionhub/contracts';
import { api, type MessageResponse } from '../../../lib/api-client.ts';

export const sendContactMessage = (body: ContactFields) =>
  api<MessageResponse>('/api/contact', { method: 'POST', body });

export const useSendContactMutation = () => useMutation({ mutationFn: sendContactMessage });
