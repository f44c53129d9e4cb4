const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** 'just now', '5 min ago', '3 h ago', 'Yesterday', else '22 Nov' (or '22 Nov 2025' in another year). */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const ago = now.getTime() - at.getTime();
  if (ago < MIN) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MIN)} min ago`;
  if (ago < DAY && sameDay(at, now)) return `${Math.floor(ago / HOUR)} h ago`;
  if (sameDay(at, new Date(now.getTime() - DAY))) return 'Yesterday';
  return at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** A message's time: '14:05' today, else '22 Nov, 14:05'. */
export function messageTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  if (sameDay(at, now)) return time;
  const day = at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
  return `${day}, ${time}`;
}

/** The full instant, for a tooltip. */
export const fullTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'full', timeStyle: 'short' });
