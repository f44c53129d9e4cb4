import type { EntityType } from '@tuitionhub/contracts';
import { MessageCircle } from 'lucide-react';
import { useId } from 'react';
import { useSendEnquiryMutation } from '../api/send-enquiry.ts';
import { MessageForm } from './message-form.tsx';

/** The contact form (Name, Email, Message) on tutor and center profiles: goes to their own inbox. */
export function EnquiryForm({
  entityType,
  entityId,
  entityName,
}: {
  entityType: EntityType;
  entityId: string;
  entityName: string;
}) {
  const id = useId();
  const send = useSendEnquiryMutation();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card bg-white p-6 shadow-card">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <MessageCircle aria-hidden className="size-5 text-primary-700" />
        Contact {entityName}
      </h2>
      <p className="mb-4 mt-1 text-sm text-slate-600">
        Your message goes straight to {entityName}, who will reply to your e-mail address.
      </p>
      <MessageForm
        idPrefix={`${id}-enquiry`}
        messagePlaceholder={
          entityType === 'Tutor'
            ? 'Subject, class and the times that suit you'
            : 'Course, batch timings or fees you would like to know about'
        }
        send={(fields) => send.mutateAsync({ ...fields, entityType, entityId })}
      />
    </section>
  );
}
