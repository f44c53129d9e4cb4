import { sendContactMessage } from '../api/send-contact.ts';
import { MessageForm } from './message-form.tsx';

/** The Contact page's form: the message is kept and mailed to the office. */
export function ContactForm() {
  return <MessageForm idPrefix="contact" send={sendContactMessage} />;
}
