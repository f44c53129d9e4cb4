import { describe, expect, it } from 'vitest';
import { financialYearOf, periodOf, receiptNumber } from './receipt-number.ts';

describe('receipt numbers', () => {
  it.each([
    ['2026-03-31T18:29:59.999Z', '2025-26'], // 31 Mar 23:59:59 IST
    ['2026-03-31T18:30:00.000Z', '2026-27'], // 1 Apr 00:00 IST
    ['2026-11-24T10:00:00.000Z', '2026-27'],
    ['2027-01-01T00:00:00.000Z', '2026-27'],
    ['2099-12-31T20:00:00.000Z', '2099-00'], // 1 Jan 2100 IST: the year that began in April 2099
  ])('%s falls in the financial year %s', (instant, year) => {
    expect(financialYearOf(new Date(instant))).toBe(year);
  });

  it('formats TH/<year>/<six digits> and names the month India is in', () => {
    expect(receiptNumber('2026-27', 1)).toBe('TH/2026-27/000001');
    expect(receiptNumber('2026-27', 123456)).toBe('TH/2026-27/123456');
    expect(periodOf(new Date('2026-11-30T19:00:00Z'))).toBe('December 2026'); // 1 Dec 00:30 IST
    expect(periodOf(new Date('2026-11-30T18:00:00Z'))).toBe('November 2026');
  });
});
