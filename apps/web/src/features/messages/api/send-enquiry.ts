import { useMutation } from '@tanstack/react-query';
import type { ContactFields, EntityType } from '@tuitionhub/contracts';
import { api, type MessageResponse } from '../../../lib/api-client.ts';

export type EnquiryInput = ContactFields & { entityType: EntityType; entityId: string };

export const sendEnquiry = (body: EnquiryInput) =>
  api<MessageResponse>('/api/enquiries', { method: 'POST', body });

/** The sender's own view changes nothing: enquiries are listed only in the recipient's dashboard. */
export const useSendEnquiryMutation = () => useMutation({ mutationFn: sendEnquiry });
