import { describe, expect, it } from 'vitest';
import { messageTime, relativeTime } from './time.ts';

const now = new Date(2026, 10, 24, 15, 30); // 24 Nov 2026, 15:30 local
const at = (y: number, mo: number, d: number, h: number, mi: number) =>
  new Date(y, mo, d, h, mi).toISOString();

describe('relativeTime', () => {
  it.each([
    [new Date(now.getTime() - 20_000).toISOString(), 'just now'],
    [at(2026, 10, 24, 15, 25), '5 min ago'],
    [at(2026, 10, 24, 12, 10), '3 h ago'],
    [at(2026, 10, 23, 22, 0), 'Yesterday'],
    [at(2026, 10, 20, 9, 0), '20 Nov'],
    [at(2025, 11, 31, 9, 0), '31 Dec 2025'],
  ])('%s → %s', (iso, text) => expect(relativeTime(iso, now)).toBe(text));
});

describe('messageTime', () => {
  it('is the time of day today, else the day and time', () => {
    expect(messageTime(at(2026, 10, 24, 9, 5), now)).toBe('09:05');
    expect(messageTime(at(2026, 10, 22, 18, 40), now)).toBe('22 Nov, 18:40');
    expect(messageTime(at(2025, 0, 2, 7, 0), now)).toBe('2 Jan 2025, 07:00');
  });
});
