import { indiaTimeZone } from '@tuitionhub/contracts';
import { createEvent } from 'ics';
import type { MailAttachment } from '../../db/schema/index.ts';
import { toIndiaIso } from './slots.ts';

/**
 * Asia/Kolkata in iCalendar: one standard observance at +05:30 (India has kept it since 1945 and
 * has no daylight saving). RFC 5545 §3.6.5 wants a VTIMEZONE for every TZID the file uses.
 */
const kolkataTimezone = [
  'BEGIN:VTIMEZONE',
  `TZID:${indiaTimeZone}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** `20261124T170000`: an instant's India wall clock, as a TZID-qualified DATE-TIME writes it. */
const indiaLocal = (at: Date) => toIndiaIso(at).slice(0, 19).replace(/[-:]/g, '');

export interface DemoInvitation {
  bookingId: string;
  start: Date;
  end: Date;
  title: string;
  description: string;
  location?: string | undefined;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/**
 * A demo's calendar invitation (RFC 5545, METHOD:PUBLISH): the `ics` package writes and validates
 * the event; its times (which it writes in UTC) are then stated in Asia/Kolkata with the zone's
 * definition, so every calendar shows the demo at the India time the parent booked.
 */
export function demoInvitation(input: DemoInvitation): MailAttachment {
  const utc = (d: Date): [number, number, number, number, number] => [
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
  ];
  const { error, value } = createEvent({
    uid: `demo-${input.bookingId}@tuitionhub`,
    productId: 'tuitionhub/demo',
    method: 'PUBLISH',
    start: utc(input.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utc(input.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: input.title,
    description: input.description,
    ...(input.location ? { location: input.location } : {}),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: input.organizer,
    attendees: [{ ...input.attendee, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('ics: no calendar written');
  const lines = value.split('\r\n');
  const zoned = lines.flatMap((line) => {
    if (line.startsWith('DTSTART:')) return [`DTSTART;TZID=${indiaTimeZone}:${indiaLocal(input.start)}`];
    if (line.startsWith('DTEND:')) return [`DTEND;TZID=${indiaTimeZone}:${indiaLocal(input.end)}`];
    if (line === 'BEGIN:VEVENT') return [...kolkataTimezone, line];
    return [line];
  });
  return {
    filename: 'demo.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: zoned.join('\r\n'),
  };
}
