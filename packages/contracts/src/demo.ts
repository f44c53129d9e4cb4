import { z } from 'zod';
import { tutorCardSchema } from './catalogue.ts';
import { idSchema, paginationQuery, text } from './common.ts';
import { nearSchema } from './places.ts';
import { entityTypes } from './roles.ts';
import { teachingModes } from './teaching-choices.ts';
import { isBlankText } from './text-checks.ts';

/**
 * Free demo classes (api-2 §2). Every time of day is India's (`Asia/Kolkata`, +05:30 all year: India
 * has no daylight saving); every instant on the wire is ISO 8601 with an offset.
 */

export const demoLimits = {
  slotMinMinutes: 30,
  slotMaxMinutes: 180,
  /** Weekly slots a tutor or center may list. */
  maxSlots: 100,
  daysDefault: 14,
  daysMax: 28,
  /** Nothing starting sooner than this can be booked. */
  noticeHours: 12,
  /** Requests (`requested` or `confirmed`) a student may have open at once. */
  maxActivePerStudent: 3,
  /** A request unanswered this long becomes `expired`. */
  expireHours: 24,
  /** Reminder e-mails go this long before a confirmed demo. */
  reminderHours: 2,
  replacements: 5,
  /** Tutors the demo finder answers by default and at most. */
  finderDefault: 10,
  finderMax: 20,
  noteMax: 1000,
  addressMax: 300,
  reasonMax: 500,
  commentMax: 2000,
} as const;

/** The product's calendar: India, one fixed offset. */
export const indiaTimeZone = 'Asia/Kolkata';
export const indiaOffsetMinutes = 330;

/** The sentences the server answers and the web shows. */
export const demoMessages = {
  slotTaken: 'This slot was just taken',
  notOpen: 'This time is not an open demo slot',
  tooSoon: `A demo must start at least ${demoLimits.noticeHours} hours from now`,
  inPast: 'This time has already passed',
  addressRequired: 'A home demo needs the address',
  tooManyActive: `You already have ${demoLimits.maxActivePerStudent} demo requests open; wait for an answer or cancel one`,
  studentsOnly: 'Only students can book a demo',
  listedOnly: 'Only tutors and tuition centers set demo availability',
  notFound: 'Demo booking not found',
  notYours: 'This demo booking is not yours',
  notYourBooking: 'Only the tutor or center of this demo can do this',
  onlyStudent: 'Only the student who booked this demo can do this',
  cancelAfterStart: 'This demo has already started; it can no longer be cancelled',
  completeBeforeStart: 'This demo has not started yet',
  slotOverlap: 'Slots on the same day must not overlap',
  slotLength: `A slot lasts ${demoLimits.slotMinMinutes} minutes to 3 hours`,
  slotTime: 'Use a time of day as HH:MM (00:00–23:59), or 24:00 for the end of the day',
  modeNotOffered: 'This slot is not offered for that mode',
  subjectNotTaught: 'Choose one of the subjects or courses taught',
  saved: 'Demo availability saved',
  feedbackGiven: 'You have already given feedback on this demo',
  /** A refused transition names the current status: "This demo is already confirmed". */
  already: (status: DemoStatus) =>
    status === 'requested'
      ? 'This demo is still requested (not yet confirmed)'
      : `This demo is already ${status}`,
} as const;

export const demoStatuses = ['requested', 'confirmed', 'declined', 'cancelled', 'expired', 'done'] as const;
export type DemoStatus = (typeof demoStatuses)[number];
/** Statuses holding the slot (the database's unique index covers exactly these). */
export const activeDemoStatuses = ['requested', 'confirmed'] as const satisfies readonly DemoStatus[];

export const demoActions = ['confirm', 'decline', 'cancel', 'complete', 'feedback', 'expire'] as const;
export type DemoAction = (typeof demoActions)[number];

export const demoModes = teachingModes;
export type DemoMode = (typeof demoModes)[number];

/** `HH:MM` → minutes since midnight; `24:00` is allowed as an end. */
export const timeOfDayToMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};
export const minutesToTimeOfDay = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const timeOfDay = z
  .string({ error: demoMessages.slotTime })
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, demoMessages.slotTime);

export const availabilitySlotSchema = z
  .object({
    weekday: z
      .number({ error: 'weekday: 0 (Sunday) to 6 (Saturday)' })
      .int()
      .min(0, 'weekday: 0 (Sunday) to 6 (Saturday)')
      .max(6, 'weekday: 0 (Sunday) to 6 (Saturday)'),
    start: timeOfDay,
    end: timeOfDay,
    mode: z.enum(demoModes, { error: `mode: choose from ${demoModes.join(', ')}` }),
  })
  .superRefine((s, ctx) => {
    const length = timeOfDayToMinutes(s.end) - timeOfDayToMinutes(s.start);
    if (s.start === '24:00')
      ctx.addIssue({ code: 'custom', path: ['start'], message: demoMessages.slotTime });
    else if (length < demoLimits.slotMinMinutes || length > demoLimits.slotMaxMinutes)
      ctx.addIssue({ code: 'custom', path: ['end'], message: demoMessages.slotLength });
  });
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

/** The first overlapping pair's index (the later one), or -1: slots on one weekday must not overlap. */
export function findOverlap(slots: readonly AvailabilitySlot[]): number {
  for (let i = 0; i < slots.length; i++)
    for (let j = 0; j < i; j++) {
      const a = slots[i]!;
      const b = slots[j]!;
      if (
        a.weekday === b.weekday &&
        timeOfDayToMinutes(a.start) < timeOfDayToMinutes(b.end) &&
        timeOfDayToMinutes(b.start) < timeOfDayToMinutes(a.end)
      )
        return i;
    }
  return -1;
}

export const availabilityBody = z
  .object({
    slots: z.array(availabilitySlotSchema).max(demoLimits.maxSlots, `At most ${demoLimits.maxSlots} slots`),
  })
  .superRefine((b, ctx) => {
    const i = findOverlap(b.slots);
    if (i >= 0)
      ctx.addIssue({ code: 'custom', path: ['slots', i, 'start'], message: demoMessages.slotOverlap });
  });
export type AvailabilityBody = z.infer<typeof availabilityBody>;
export const availabilityResponse = z.object({ slots: z.array(availabilitySlotSchema) });
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

export const demoEntityParams = z.object({
  entityType: z.enum(entityTypes, { error: `entityType: choose from ${entityTypes.join(', ')}` }),
  entityId: idSchema,
});
export type DemoEntityParams = z.infer<typeof demoEntityParams>;

/** An instant with an offset (`2026-11-24T17:00:00+05:30` or `…Z`). */
export const instantSchema = z.iso.datetime({
  offset: true,
  error: 'Must be a date and time with an offset',
});

export const openSlotsQuery = z.object({
  from: instantSchema.optional(),
  days: z.coerce
    .number()
    .int()
    .min(1, `days: 1 to ${demoLimits.daysMax}`)
    .max(demoLimits.daysMax, `days: 1 to ${demoLimits.daysMax}`)
    .default(demoLimits.daysDefault),
});
export type OpenSlotsQuery = z.infer<typeof openSlotsQuery>;

export const openSlotSchema = z.object({
  /** ISO 8601 in India time (`+05:30`). */
  start: z.string(),
  end: z.string(),
  mode: z.enum(demoModes),
});
export type OpenSlot = z.infer<typeof openSlotSchema>;
export const openSlotsResponse = z.object({ slots: z.array(openSlotSchema) });
export type OpenSlotsResponse = z.infer<typeof openSlotsResponse>;

const optionalText = (label: string, max: number) =>
  text(label)
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .optional()
    .transform((v) => (v === undefined || isBlankText(v) ? undefined : v));

export const createBookingBody = z.object({
  entityType: z.enum(entityTypes, { error: `entityType: choose from ${entityTypes.join(', ')}` }),
  entityId: idSchema,
  start: instantSchema,
  mode: z.enum(demoModes, { error: `mode: choose from ${demoModes.join(', ')}` }),
  subject: text('Subject').trim().min(1, 'Choose a subject').max(80),
  note: optionalText('Note', demoLimits.noteMax),
  address: optionalText('Address', demoLimits.addressMax),
});
export type CreateBookingBody = z.input<typeof createBookingBody>;

export const bookingSchema = z.object({
  _id: idSchema,
  status: z.enum(demoStatuses),
  entityType: z.enum(entityTypes),
  entityId: idSchema,
  entityName: z.string(),
  studentId: idSchema,
  studentName: z.string(),
  start: z.string(),
  end: z.string(),
  mode: z.enum(demoModes),
  subject: z.string(),
  note: z.string().nullable(),
  /** Only to its two parties (null to the admin). */
  address: z.string().nullable(),
  /** The decline or cancellation reason. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  /** The student's answer after `done` (null until given). */
  liked: z.boolean().nullable(),
  comment: z.string().nullable(),
});
export type DemoBooking = z.infer<typeof bookingSchema>;
export const bookingResponse = z.object({ booking: bookingSchema });
export type BookingResponse = z.infer<typeof bookingResponse>;

export const bookingsQuery = paginationQuery.extend({
  status: z.enum(demoStatuses, { error: `status: choose from ${demoStatuses.join(', ')}` }).optional(),
});
export type BookingsQuery = z.infer<typeof bookingsQuery>;
export const bookingsResponse = z.object({
  bookings: z.array(bookingSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type BookingsResponse = z.infer<typeof bookingsResponse>;

export const reasonBody = z.object({
  reason: text('Reason')
    .trim()
    .min(1, 'Please give a reason')
    .max(demoLimits.reasonMax, `Reason can be at most ${demoLimits.reasonMax} characters`),
});
export type ReasonBody = z.infer<typeof reasonBody>;

export const feedbackBody = z.object({
  liked: z.boolean({ error: 'liked: true or false' }),
  comment: optionalText('Comment', demoLimits.commentMax),
});
export type FeedbackBody = z.input<typeof feedbackBody>;

export const replacementSchema = z.object({
  tutor: tutorCardSchema,
  /** Its next open demo slot in the next 14 days (null: none open). */
  nextSlot: openSlotSchema.nullable(),
});
export type Replacement = z.infer<typeof replacementSchema>;
export const feedbackResponse = z.object({
  booking: bookingSchema,
  /** Only when `liked: false`: up to 5 other tutors of that subject, open slots first, soonest first. */
  replacements: z.array(replacementSchema).optional(),
});
export type FeedbackResponse = z.infer<typeof feedbackResponse>;

/**
 * GET /api/demo/tutors — 'Book Free Demo Classes': tutors of a subject (near a place, in a mode) with
 * an open demo slot, soonest first (beyond api-2 §2; decision 012).
 */
export const demoTutorsQuery = z.object({
  subject: text('Subject').trim().min(1, 'Choose a subject').max(80),
  near: nearSchema.optional(),
  mode: z.enum(demoModes, { error: `mode: choose from ${demoModes.join(', ')}` }).optional(),
  limit: z.coerce.number().int().min(1).max(demoLimits.finderMax).default(demoLimits.finderDefault),
});
export type DemoTutorsQuery = z.input<typeof demoTutorsQuery>;
export const demoTutorSchema = z.object({ tutor: tutorCardSchema, nextSlot: openSlotSchema });
export type DemoTutor = z.infer<typeof demoTutorSchema>;
export const demoTutorsResponse = z.object({ tutors: z.array(demoTutorSchema) });
export type DemoTutorsResponse = z.infer<typeof demoTutorsResponse>;

const weekdayShort = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** An instant's India wall clock: weekday 0–6, date parts and minutes since midnight. */
export function indiaClock(instant: Date | string): {
  year: number;
  month: number;
  day: number;
  weekday: number;
  minutes: number;
} {
  const t = new Date(new Date(instant).getTime() + indiaOffsetMinutes * 60_000);
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
    weekday: t.getUTCDay(),
    minutes: t.getUTCHours() * 60 + t.getUTCMinutes(),
  };
}

/** `5:00 pm` in India time. */
export function formatIndiaTime(instant: Date | string): string {
  const { minutes } = indiaClock(instant);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

/** `Tue 5:00 pm` in India time. */
export function formatDemoSlot(instant: Date | string): string {
  return `${weekdayShort[indiaClock(instant).weekday]} ${formatIndiaTime(instant)}`;
}

/** "Free demo: next open Tue 5:00 pm", or null when nothing is open. */
export function formatNextDemo(start: Date | string | null | undefined): string | null {
  return start ? `Free demo: next open ${formatDemoSlot(start)}` : null;
}
