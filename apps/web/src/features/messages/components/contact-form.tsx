import { useSendContactMutation } from '../api/send-contact.ts';
import { MessageForm } from './message-form.tsx';

/** The Contact page's form: the message is kept and mailed to the office. */
export function ContactForm() {
  const send = useSendContactMutation();
  return <MessageForm idPrefix="contact" send={send.mutateAsync} />;
}
