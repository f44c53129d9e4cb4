import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry, parseExpiry } from './card-format.ts';

describe('card formatting', () => {
  it('groups card numbers in fours and drops anything but digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a')).toBe('4242 4242 42');
    expect(formatCardNumber('4'.repeat(25))).toBe('4444 4444 4444 4444 444');
  });

  it('formats expiry as MM / YY while typing', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('12 / 2')).toBe('12 / 2');
    expect(formatExpiry('1228')).toBe('12 / 28');
    expect(formatExpiry('4')).toBe('04 / ');
    // Backspace over the separator removes the month's second digit.
    expect(formatExpiry('12 /', '12 / ')).toBe('1');
  });

  it('parses a complete expiry only', () => {
    expect(parseExpiry('12 / 28')).toEqual({ expMonth: 12, expYear: 2028 });
    expect(parseExpiry('12 / 2')).toBeNull();
  });

  it('keeps at most four CVC digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});
