import {
  type DemoMode,
  type DemoStatus,
  type EntityType,
  formatIndiaTime,
  indiaClock,
  type OpenSlot,
  teachingModeLabels,
} from '@tuitionhub/contracts';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export const weekdayName = (weekday: number) => weekdays[weekday]!;

/** 'Tue 24 Nov' in India's calendar. */
export function formatIndiaDay(instant: string | Date): string {
  const c = indiaClock(instant);
  return `${weekdays[c.weekday]!.slice(0, 3)} ${c.day} ${months[c.month - 1]}`;
}

/** 'Tue 24 Nov, 5:00 pm' in India time. */
export const formatSlotWhen = (instant: string | Date) =>
  `${formatIndiaDay(instant)}, ${formatIndiaTime(instant)}`;

/** '5:00 pm – 6:00 pm' */
export const formatSlotRange = (start: string, end: string) =>
  `${formatIndiaTime(start)} – ${formatIndiaTime(end)}`;

/** A demo's place as the parent reads it; a center's own place is "at the center". */
export const demoModeLabel = (mode: DemoMode, entityType: EntityType = 'Tutor') =>
  mode === 'AtTutor' && entityType === 'TuitionCenter' ? 'At the center' : teachingModeLabels[mode];

/** Open slots by India day, in time order: `[{ day: 'Tue 24 Nov', slots }]`. */
export function groupByDay(slots: readonly OpenSlot[]): { key: string; day: string; slots: OpenSlot[] }[] {
  const groups = new Map<string, { key: string; day: string; slots: OpenSlot[] }>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const slot of sorted) {
    const c = indiaClock(slot.start);
    const key = `${c.year}-${c.month}-${c.day}`;
    const group = groups.get(key) ?? { key, day: formatIndiaDay(slot.start), slots: [] };
    group.slots.push(slot);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export const statusLabels: Record<DemoStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
  done: 'Done',
};

/** Where the booking flow keeps its choices: the URL, so a sign-in round trip brings them back. */
export const bookingParams = { slot: 'demoSlot', subject: 'demoSubject', mode: 'demoMode' } as const;

/** The profile with a slot, subject and mode already chosen (replacements, the About finder). */
export const bookingLink = (
  profilePath: string,
  choice: { start: string; subject?: string; mode: DemoMode },
): string => {
  const params = new URLSearchParams({
    [bookingParams.slot]: choice.start,
    [bookingParams.mode]: choice.mode,
  });
  if (choice.subject) params.set(bookingParams.subject, choice.subject);
  return `${profilePath}?${params}#book-demo`;
};
