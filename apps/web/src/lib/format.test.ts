import { formatIndian, formatMonthlyFee } from '@tuitionhub/contracts';
import { describe, expect, it } from 'vitest';
import { byName, formatRs, formatRupee } from './format.ts';

describe('formatIndian', () => {
  it("writes what toLocaleString('en-IN') writes, for whole numbers and the rest", () => {
    const numbers = [
      0,
      7,
      999,
      1000,
      1500,
      99_999,
      100_000,
      150_000,
      12_345_678,
      9_876_543_210,
      Number.MAX_SAFE_INTEGER,
    ];
    const others = [-0, 2.5, -2.5, 1500.45, 2.44, 1e21, Number.NaN, Number.POSITIVE_INFINITY];
    for (const n of [...numbers, ...numbers.map((x) => -x), ...others]) {
      expect(formatIndian(n)).toBe(n.toLocaleString('en-IN'));
      expect(formatIndian(n, { maximumFractionDigits: 0 })).toBe(
        n.toLocaleString('en-IN', { maximumFractionDigits: 0 }),
      );
      expect(formatIndian(n, { maximumFractionDigits: 1 })).toBe(
        n.toLocaleString('en-IN', { maximumFractionDigits: 1 }),
      );
    }
  });

  it('keeps the product strings', () => {
    expect(formatMonthlyFee(150_000)).toBe('Rs. 1,50,000/month');
    expect(formatRs(1500)).toBe('Rs. 1,500');
    expect(formatRs(null)).toBe('—');
    expect(formatRupee(2_50_000.6)).toBe('₹2,50,001');
  });
});

describe('byName', () => {
  it("orders subjects as the collator did for the catalogue's names, ignoring case", () => {
    const names = [
      'Physics',
      'biology',
      'Mathematics',
      'Computer Science',
      'English',
      'chemistry',
      'Hindi',
      'IIT-JEE',
    ];
    const collated = [...names].sort((a, b) => a.localeCompare(b, 'en'));
    expect([...names].sort(byName)).toEqual(collated);
    expect(collated).toEqual([
      'biology',
      'chemistry',
      'Computer Science',
      'English',
      'Hindi',
      'IIT-JEE',
      'Mathematics',
      'Physics',
    ]);
  });

  it('gives names equal but for case one fixed order, whatever the input order', () => {
    expect(['tabla', 'Tabla'].sort(byName)).toEqual(['Tabla', 'tabla']);
    expect(['Tabla', 'tabla'].sort(byName)).toEqual(['Tabla', 'tabla']);
  });
});
