import { type DemoMode, formatIndiaTime, indiaClock } from '@tuitionhub/contracts';
import type { MailAttachment } from '../db/schema/index.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import type { Mail } from './mail.ts';

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

const monthShort = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const weekdayLong = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** `Tuesday 24 Nov, 5:00 pm (India time)`. */
export function demoWhen(start: Date): string {
  const c = indiaClock(start);
  return `${weekdayLong[c.weekday]} ${c.day} ${monthShort[c.month - 1]}, ${formatIndiaTime(start)} (India time)`;
}
const modeWords: Record<DemoMode, string> = {
  Home: "at the student's home",
  Online: 'online',
  AtTutor: "at the tutor's place",
};

/** What every demo mail says about the demo itself. */
export interface DemoMailFacts {
  subject: string;
  start: Date;
  mode: DemoMode;
  /** Only to the booking's two parties. */
  address?: string | null | undefined;
}
const demoLines = (d: DemoMailFacts) => [
  `Subject: ${d.subject}`,
  `When: ${demoWhen(d.start)}`,
  `Where: ${modeWords[d.mode]}${d.mode === 'Home' && d.address ? ` — ${d.address}` : ''}`,
];
const link = (label: string, url: string | undefined) => (url ? { action: { label, url } } : {});

/** A student asked for a free demo: to the tutor or center, who confirms or declines it. */
export function demoRequestMail(input: {
  to: string;
  providerName: string;
  studentName: string;
  demo: DemoMailFacts;
  note?: string | null | undefined;
  dashboardUrl?: string | undefined;
}): Mail {
  return renderMail({
    to: input.to,
    subject: `Demo request from ${oneLine(input.studentName)}: ${oneLine(input.demo.subject)}`,
    heading: `Hello ${input.providerName}, ${input.studentName} asks for a free demo class`,
    paragraphs: [
      ...demoLines(input.demo),
      ...(input.note ? ['Note from the student:', input.note] : []),
      'Please confirm or decline within 24 hours; an unanswered request expires.',
    ],
    ...link('Answer on your dashboard', input.dashboardUrl),
  });
}

/** The demo is confirmed: to each party, with the calendar invitation. */
export function demoConfirmedMail(input: {
  to: string;
  recipientName: string;
  otherName: string;
  demo: DemoMailFacts;
  invitation: MailAttachment;
  dashboardUrl?: string | undefined;
}): Mail {
  return {
    ...renderMail({
      to: input.to,
      subject: `Demo confirmed: ${oneLine(input.demo.subject)}, ${demoWhen(input.demo.start)}`,
      heading: `Hello ${input.recipientName}, your free demo with ${input.otherName} is confirmed`,
      paragraphs: [...demoLines(input.demo), 'The attached invitation adds it to your calendar.'],
      ...link('See your demos', input.dashboardUrl),
    }),
    attachments: [input.invitation],
  };
}

/** The tutor or center declined: to the student. */
export function demoDeclinedMail(input: {
  to: string;
  studentName: string;
  providerName: string;
  demo: DemoMailFacts;
  reason: string;
  profileUrl?: string | undefined;
}): Mail {
  return renderMail({
    to: input.to,
    subject: `Demo declined: ${oneLine(input.demo.subject)} with ${oneLine(input.providerName)}`,
    heading: `Hello ${input.studentName}, ${input.providerName} cannot take this demo`,
    paragraphs: [...demoLines(input.demo), `Reason: ${input.reason}`, 'You can choose another open slot.'],
    ...link('See open slots', input.profileUrl),
  });
}

/** One party cancelled: to the other. */
export function demoCancelledMail(input: {
  to: string;
  recipientName: string;
  byName: string;
  demo: DemoMailFacts;
  reason: string;
  dashboardUrl?: string | undefined;
}): Mail {
  return renderMail({
    to: input.to,
    subject: `Demo cancelled: ${oneLine(input.demo.subject)}, ${demoWhen(input.demo.start)}`,
    heading: `Hello ${input.recipientName}, ${input.byName} cancelled the demo`,
    paragraphs: [...demoLines(input.demo), `Reason: ${input.reason}`],
    ...link('See your demos', input.dashboardUrl),
  });
}

/** Two hours before a confirmed demo: to each party. */
export function demoReminderMail(input: {
  to: string;
  recipientName: string;
  otherName: string;
  demo: DemoMailFacts;
  dashboardUrl?: string | undefined;
}): Mail {
  return renderMail({
    to: input.to,
    subject: `Reminder: demo ${oneLine(input.demo.subject)} at ${formatIndiaTime(input.demo.start)}`,
    heading: `Hello ${input.recipientName}, your free demo with ${input.otherName} starts soon`,
    paragraphs: demoLines(input.demo),
    ...link('See your demos', input.dashboardUrl),
  });
}

/** Nobody answered within 24 hours: to the student. */
export function demoExpiredMail(input: {
  to: string;
  studentName: string;
  providerName: string;
  demo: DemoMailFacts;
  profileUrl?: string | undefined;
}): Mail {
  return renderMail({
    to: input.to,
    subject: `Demo request expired: ${oneLine(input.demo.subject)} with ${oneLine(input.providerName)}`,
    heading: `Hello ${input.studentName}, ${input.providerName} did not answer in time`,
    paragraphs: [...demoLines(input.demo), 'The request has expired; you can book another open slot.'],
    ...link('See open slots', input.profileUrl),
  });
}

/** The admin approved a new profile (api-2 §6): to the tutor or center. */
export function profileApprovedMail(input: {
  to: string;
  name: string;
  profileUrl?: string | undefined;
}): Mail {
  return renderMail({
    to: input.to,
    subject: 'Your TuitionHub profile is live',
    heading: `Hello ${input.name}, your profile is live`,
    paragraphs: [
      'Our team has reviewed your profile. Parents and students can now find it in listings and search, send you enquiries and book free demo classes.',
    ],
    ...link('See your profile', input.profileUrl),
  });
}

/** The admin rejected a new profile with a reason: to the tutor or center, who can fix it and ask again. */
export function profileRejectedMail(input: {
  to: string;
  name: string;
  reason: string;
  dashboardUrl?: string | undefined;
}): Mail {
  return renderMail({
    to: input.to,
    subject: 'Your TuitionHub profile needs changes',
    heading: `Hello ${input.name}, your profile is not live yet`,
    paragraphs: [
      'Our team has reviewed your profile and cannot publish it as it is.',
      `Reason: ${input.reason}`,
      'Update your profile from your dashboard; saving it sends it back to our team for another review.',
    ],
    ...link('Open your dashboard', input.dashboardUrl),
  });
}
