import type { Mail } from './mail.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Every e-mail the product sends: plain text plus simple HTML with the product's name.
 * Paragraphs are plain text (escaped in the HTML part); `action` adds one link.
 */
export function renderMail(input: {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}): Mail {
  const { heading, paragraphs, action } = input;
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    '— TuitionHub',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1e293b;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#3730a3;margin:0 0 16px">TuitionHub</p>
<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="background:#3730a3;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>` : ''}
<p style="color:#64748b;font-size:12px;margin-top:24px">TuitionHub — home tutors and tuition centers across India.</p>
</div></body></html>`;
  return { to: input.to, subject: input.subject, text, html };
}

/** One line of user-given text for a subject (no line breaks, bounded). */
const oneLine = (s: string, max = 80) => {
  const line = s.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** A message from the Contact page, for the office inbox. */
export function contactMail(input: { to: string; name: string; email: string; message: string }): Mail {
  return renderMail({
    to: input.to,
    subject: `Contact form: message from ${oneLine(input.name)}`,
    heading: 'New message from the Contact page',
    paragraphs: [
      `From: ${input.name} <${input.email}>`,
      `Reply to: ${input.email}`,
      'Message:',
      input.message,
    ],
  });
}

/** A message sent from a tutor's or center's profile, for that tutor's or center's own inbox. */
export function enquiryMail(input: {
  to: string;
  recipientName: string;
  name: string;
  email: string;
  message: string;
  dashboardUrl?: string | undefined;
}): Mail {
  return renderMail({
    to: input.to,
    subject: `New enquiry from ${oneLine(input.name)} on TuitionHub`,
    heading: `Hello ${input.recipientName}, you have a new enquiry`,
    paragraphs: [
      `${input.name} wrote to you through your TuitionHub profile.`,
      `Reply to: ${input.email}`,
      'Message:',
      input.message,
      'Your address was not shown to the sender; reply to them directly if you wish.',
    ],
    ...(input.dashboardUrl ? { action: { label: 'See all your enquiries', url: input.dashboardUrl } } : {}),
  });
}
