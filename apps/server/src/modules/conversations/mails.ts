import type { Mail } from '../../providers/mail.ts';
import { renderMail } from '../../providers/mail-templates.ts';

/**
 * A new message in a conversation, for the other party. It never quotes the message: the text is
 * read on the site, where contact details are masked until the pair books.
 */
export function newMessageMail(input: {
  to: string;
  recipientName: string;
  senderName: string;
  url?: string | undefined;
}): Mail {
  return renderMail({
    to: input.to,
    subject: `New message from ${input.senderName} on TuitionHub`,
    heading: `Hello ${input.recipientName}, you have a new message`,
    paragraphs: [
      `${input.senderName} wrote to you on TuitionHub.`,
      'Read and answer it in your conversations. We send at most one such e-mail per conversation every 15 minutes.',
    ],
    ...(input.url ? { action: { label: 'Open the conversation', url: input.url } } : {}),
  });
}
