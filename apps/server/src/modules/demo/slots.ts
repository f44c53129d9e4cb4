import { type DemoMode, indiaOffsetMinutes } from '@tuitionhub/contracts';

/**
 * The demo calendar's arithmetic, pure. India keeps one offset all year (+05:30, no daylight
 * saving), so a weekly slot is the India date's midnight plus its minutes, less 330 minutes for UTC:
 * no time-zone database is needed, and no day is ever 23 or 25 hours long.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const OFFSET = indiaOffsetMinutes * MINUTE;

export interface WeeklySlot {
  weekday: number;
  startMinute: number;
  endMinute: number;
  mode: DemoMode;
}

export interface SlotInstance {
  start: Date;
  end: Date;
  mode: DemoMode;
}

/** The India calendar day (days since 1970-01-01 in India) an instant falls on. */
const indiaDay = (t: number) => Math.floor((t + OFFSET) / DAY);
/** Weekday 0 (Sunday) … 6 of an India day number (1970-01-01 was a Thursday). */
const weekdayOfDay = (day: number) => (((day + 4) % 7) + 7) % 7;

/** The India wall clock of an instant: weekday and minutes since midnight. */
export function indiaWeekMinute(at: Date): { weekday: number; minute: number } {
  const t = at.getTime();
  const day = indiaDay(t);
  return { weekday: weekdayOfDay(day), minute: Math.floor((t + OFFSET - day * DAY) / MINUTE) };
}

/**
 * Every instance of the weekly pattern starting in [from, to), in time order. India midnight of
 * day d is d × 24 h − 5 h 30 min in UTC.
 */
export function expandWeekly(pattern: readonly WeeklySlot[], from: Date, to: Date): SlotInstance[] {
  const out: SlotInstance[] = [];
  const lo = from.getTime();
  const hi = to.getTime();
  for (let day = indiaDay(lo); day <= indiaDay(hi); day++) {
    const midnight = day * DAY - OFFSET;
    const weekday = weekdayOfDay(day);
    for (const s of pattern) {
      if (s.weekday !== weekday) continue;
      const start = midnight + s.startMinute * MINUTE;
      if (start < lo || start >= hi) continue;
      out.push({ start: new Date(start), end: new Date(midnight + s.endMinute * MINUTE), mode: s.mode });
    }
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The weekly slot an instant starts (same weekday and minute in India), if any. */
export function slotStartingAt(pattern: readonly WeeklySlot[], at: Date): WeeklySlot | undefined {
  if (at.getUTCSeconds() !== 0 || at.getUTCMilliseconds() !== 0) return undefined;
  const { weekday, minute } = indiaWeekMinute(at);
  return pattern.find((s) => s.weekday === weekday && s.startMinute === minute);
}

/**
 * Bookable instants: the pattern in [from, from + days), minus starts already held by an active
 * booking, minus anything starting before `earliest` (now + the notice period).
 */
export function openSlots(input: {
  pattern: readonly WeeklySlot[];
  from: Date;
  days: number;
  earliest: Date;
  taken: readonly Date[];
}): SlotInstance[] {
  const taken = new Set(input.taken.map((d) => d.getTime()));
  const to = new Date(input.from.getTime() + input.days * DAY);
  return expandWeekly(input.pattern, input.from, to).filter(
    (s) => s.start >= input.earliest && !taken.has(s.start.getTime()),
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO 8601 in India time: `2026-11-24T17:00:00+05:30`. */
export function toIndiaIso(at: Date): string {
  const t = new Date(at.getTime() + OFFSET);
  return (
    `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}` +
    `T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}+05:30`
  );
}

/** Night hours (21:00–07:00 India) do not count towards the time a tutor takes to answer. */
const DAY_STARTS = 7 * 60 * MINUTE;
const DAY_ENDS = 21 * 60 * MINUTE;

/** Minutes between request and answer, counting only India daytime (07:00–21:00). */
export function daytimeMinutes(from: Date, to: Date): number {
  const a = from.getTime();
  const b = to.getTime();
  if (b <= a) return 0;
  let ms = 0;
  for (let day = indiaDay(a); day <= indiaDay(b); day++) {
    const midnight = day * DAY - OFFSET;
    const lo = Math.max(a, midnight + DAY_STARTS);
    const hi = Math.min(b, midnight + DAY_ENDS);
    if (hi > lo) ms += hi - lo;
  }
  return Math.round(ms / MINUTE);
}

/** The response figure: the median of the answers' daytime minutes; null under 3 answers. */
export function medianResponseMinutes(
  answers: readonly { requestedAt: Date; answeredAt: Date }[],
): number | null {
  if (answers.length < 3) return null;
  const sorted = answers.map((a) => daytimeMinutes(a.requestedAt, a.answeredAt)).sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** A request counts as left unanswered once it has waited this long without an answer. */
export const UNANSWERED_HOURS = 72;
/** This many left unanswered in a row lists the profile below the others (issue 13). */
export const UNANSWERED_IN_A_ROW = 3;

/**
 * Whether a tutor's or center's latest requests (demo requests and threads a student started) were
 * all left unanswered: the newest `UNANSWERED_IN_A_ROW` that are decided (answered, or unanswered for
 * `UNANSWERED_HOURS`) had no answer. A request still inside its 72 hours is not decided yet; any
 * answer breaks the run, so answering brings the profile back up.
 */
export function leftUnansweredInARow(
  requests: readonly { requestedAt: Date; answeredAt: Date | null }[],
  now: Date,
): boolean {
  const deadline = now.getTime() - UNANSWERED_HOURS * 60 * MINUTE;
  const decided = requests
    .filter((r) => r.answeredAt !== null || r.requestedAt.getTime() <= deadline)
    .sort((a, b) => b.requestedAt.getTime() - a.requestedAt.getTime())
    .slice(0, UNANSWERED_IN_A_ROW);
  return decided.length === UNANSWERED_IN_A_ROW && decided.every((r) => r.answeredAt === null);
}
