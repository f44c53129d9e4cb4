import {
  type DemoAction,
  type DemoStatus,
  demoActions,
  demoStatuses,
  formatNextDemo,
} from '@tuitionhub/contracts';
import { describe, expect, it } from 'vitest';
import {
  daytimeMinutes,
  expandWeekly,
  indiaWeekMinute,
  medianResponseMinutes,
  openSlots,
  slotStartingAt,
  toIndiaIso,
  type WeeklySlot,
} from '../src/modules/demo/slots.ts';
import { type DemoRole, transition } from '../src/modules/demo/state-machine.ts';

const at = (iso: string) => new Date(iso);
const slot = (
  weekday: number,
  start: string,
  end: string,
  mode: WeeklySlot['mode'] = 'Online',
): WeeklySlot => {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  return { weekday, startMinute: m(start), endMinute: m(end), mode };
};
const iso = (s: { start: Date }) => toIndiaIso(s.start);

describe('the India demo calendar (+05:30 all year, weekday 0 = Sunday)', () => {
  it('reads an instant as India weekday and minute, across the UTC date line', () => {
    // Saturday 20:00 UTC is Sunday 01:30 in India.
    expect(indiaWeekMinute(at('2026-11-28T20:00:00Z'))).toEqual({ weekday: 0, minute: 90 });
    expect(indiaWeekMinute(at('2026-11-24T11:30:00Z'))).toEqual({ weekday: 2, minute: 17 * 60 });
  });

  it('expands a weekly pattern across a week boundary (Saturday night → Sunday → Monday)', () => {
    const pattern = [slot(6, '21:00', '22:00'), slot(0, '00:00', '01:00', 'Home'), slot(1, '07:30', '08:30')];
    // From Saturday 28 Nov 2026, 00:00 India, for 3 days.
    const from = at('2026-11-28T00:00:00+05:30');
    const got = expandWeekly(pattern, from, new Date(from.getTime() + 3 * 86_400_000));
    expect(got.map((s) => [iso(s), toIndiaIso(s.end), s.mode])).toEqual([
      ['2026-11-28T21:00:00+05:30', '2026-11-28T22:00:00+05:30', 'Online'],
      ['2026-11-29T00:00:00+05:30', '2026-11-29T01:00:00+05:30', 'Home'],
      ['2026-11-30T07:30:00+05:30', '2026-11-30T08:30:00+05:30', 'Online'],
    ]);
    // The Sunday-midnight slot is Saturday 18:30 in UTC: the same instant, whichever offset names it.
    expect(got[1]!.start.toISOString()).toBe('2026-11-28T18:30:00.000Z');
  });

  it('keeps every day 24 hours long: the same wall-clock time all year (no daylight saving)', () => {
    const pattern = [slot(2, '17:00', '18:00')];
    const from = at('2026-01-01T00:00:00+05:30');
    const year = expandWeekly(pattern, from, new Date(from.getTime() + 365 * 86_400_000));
    expect(year).toHaveLength(52);
    expect(new Set(year.map((s) => iso(s).slice(11)))).toEqual(new Set(['17:00:00+05:30']));
    expect(new Set(year.map((s) => s.start.getUTCHours() * 60 + s.start.getUTCMinutes()))).toEqual(
      new Set([11 * 60 + 30]),
    );
  });

  it('open slots: the pattern minus taken starts minus anything within the notice period', () => {
    const pattern = [slot(2, '17:00', '18:00'), slot(2, '19:00', '20:00'), slot(3, '10:00', '11:00')];
    const now = at('2026-11-24T08:00:00+05:30'); // Tuesday morning
    const got = openSlots({
      pattern,
      from: now,
      days: 8,
      earliest: new Date(now.getTime() + 12 * 3_600_000), // Tuesday 20:00
      taken: [at('2026-11-25T10:00:00+05:30')],
    });
    expect(got.map(iso)).toEqual([
      // Tuesday 17:00 and 19:00 are within 12 h; Wednesday 10:00 is taken.
      '2026-12-01T17:00:00+05:30',
      '2026-12-01T19:00:00+05:30',
    ]);
  });

  it('finds the weekly slot an instant starts, whatever offset the instant is written in', () => {
    const pattern = [slot(2, '17:00', '18:00', 'Home')];
    expect(slotStartingAt(pattern, at('2026-11-24T11:30:00Z'))?.mode).toBe('Home');
    expect(slotStartingAt(pattern, at('2026-11-24T12:30:00+01:00'))?.mode).toBe('Home');
    expect(slotStartingAt(pattern, at('2026-11-24T17:00:00+05:30'))?.mode).toBe('Home');
    expect(slotStartingAt(pattern, at('2026-11-24T17:30:00+05:30'))).toBeUndefined();
    expect(slotStartingAt(pattern, at('2026-11-24T17:00:30+05:30'))).toBeUndefined();
  });

  it('formats "Free demo: next open Tue 5:00 pm" in India time', () => {
    expect(formatNextDemo('2026-11-24T11:30:00Z')).toBe('Free demo: next open Tue 5:00 pm');
    expect(formatNextDemo('2026-11-28T18:30:00Z')).toBe('Free demo: next open Sun 12:00 am');
    expect(formatNextDemo(null)).toBeNull();
  });
});

describe('response minutes: time to answer, night hours 21:00–07:00 India not counted', () => {
  it.each([
    ['daytime only', '2026-11-24T10:00:00+05:30', '2026-11-24T10:45:00+05:30', 45],
    ['asked at night, answered at 07:20', '2026-11-24T23:00:00+05:30', '2026-11-25T07:20:00+05:30', 20],
    ['asked 20:30, answered 07:30 next day', '2026-11-24T20:30:00+05:30', '2026-11-25T07:30:00+05:30', 60],
    ['across a whole day', '2026-11-24T12:00:00+05:30', '2026-11-25T12:00:00+05:30', 14 * 60],
    ['all night', '2026-11-24T21:00:00+05:30', '2026-11-25T07:00:00+05:30', 0],
    ['answer before request', '2026-11-24T12:00:00+05:30', '2026-11-24T11:00:00+05:30', 0],
  ])('%s', (_name, from, to, minutes) => {
    expect(daytimeMinutes(at(from), at(to))).toBe(minutes);
  });

  it('is the median of the answers, null under three', () => {
    const answer = (minutes: number) => ({
      requestedAt: at('2026-11-24T10:00:00+05:30'),
      answeredAt: new Date(at('2026-11-24T10:00:00+05:30').getTime() + minutes * 60_000),
    });
    expect(medianResponseMinutes([answer(5), answer(10)])).toBeNull();
    expect(medianResponseMinutes([answer(30), answer(5), answer(10)])).toBe(10);
    expect(medianResponseMinutes([answer(30), answer(5), answer(10), answer(20)])).toBe(15);
  });
});

describe('the demo state machine: every status × action × actor', () => {
  /** What each action does from each status, for its rightful actor, at the right time. */
  const table: Record<DemoAction, Partial<Record<DemoStatus, DemoStatus>>> = {
    confirm: { requested: 'confirmed' },
    decline: { requested: 'declined' },
    cancel: { requested: 'cancelled', confirmed: 'cancelled' },
    complete: { confirmed: 'done' },
    feedback: { done: 'done' },
    expire: { requested: 'expired' },
  };
  const rightful: Record<DemoAction, DemoRole[]> = {
    confirm: ['provider'],
    decline: ['provider'],
    cancel: ['student', 'provider'],
    complete: ['provider'],
    feedback: ['student'],
    expire: ['system'],
  };
  /** The time at which an allowed action is allowed: cancel before the start, complete after. */
  const startedFor = (action: DemoAction) => action === 'complete' || action === 'feedback';

  const cases = demoStatuses.flatMap((status) => demoActions.map((action) => [status, action] as const));
  it.each(cases)('%s × %s', (status, action) => {
    const next = table[action][status];
    for (const role of ['student', 'provider', 'system'] as const) {
      const got = transition(status, action, role, startedFor(action));
      if (!rightful[action].includes(role)) expect(got).toMatchObject({ ok: false, status: 403 });
      else if (next) expect(got).toEqual({ ok: true, next });
      else {
        expect(got).toMatchObject({ ok: false, status: 409 });
        // A refused transition names the current status.
        expect((got as { message: string }).message).toContain(status);
      }
    }
  });

  it('cancels only before the start, completes only after it', () => {
    expect(transition('confirmed', 'cancel', 'student', true)).toMatchObject({ ok: false, status: 409 });
    expect(transition('requested', 'cancel', 'provider', false)).toEqual({ ok: true, next: 'cancelled' });
    expect(transition('confirmed', 'complete', 'provider', false)).toMatchObject({ ok: false, status: 409 });
    expect(transition('confirmed', 'complete', 'provider', true)).toEqual({ ok: true, next: 'done' });
    expect(transition('confirmed', 'confirm', 'provider', false)).toEqual({
      ok: false,
      status: 409,
      message: 'This demo is already confirmed',
    });
  });
});
