import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDateArbitrary } from '../test-support/arbitraries.ts';
import {
  addDays,
  addMonths,
  addYears,
  compareIsoDates,
  dayOfWeek,
  daysBetween,
  isIsoDate,
  parseIsoDate,
} from './iso-date.ts';

describe('isIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-04-31', false],
    ['2024-4-1', false],
    ['01-04-2024', false],
    ['2024-04-01T00:00:00Z', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it('round-trips every date through its parts', () => {
    fc.assert(
      fc.property(isoDateArbitrary, (date) => {
        const parts = parseIsoDate(date)!;
        const rebuilt = `${parts.year}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
        expect(rebuilt).toBe(date);
      }),
    );
  });
});

describe('calendar arithmetic', () => {
  it.each([
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-03-31', 0, '2024-03-31'],
  ])('addDays(%s, %s) -> %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2024-11-15', 2, '2025-01-15'],
    ['2024-05-31', -1, '2024-04-30'],
  ])('addMonths(%s, %s) -> %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('moves a leap day to 28 February in other years', () => {
    expect(addYears('2024-02-29', -3)).toBe('2021-02-28');
  });

  it.each([
    ['2026-10-28', '2026-12-07', 40],
    ['2026-12-07', '2026-10-28', -40],
    ['2027-03-27', '2027-03-29', 2],
    ['2024-02-28', '2024-03-01', 2],
  ])(
    'daysBetween(%s, %s) -> %s, across a month end, a leap day and a change of summer time',
    (from, to, days) => {
      expect(daysBetween(from, to)).toBe(days);
    },
  );

  it('knows the weekday', () => {
    expect(dayOfWeek('2024-01-01')).toBe(1);
    expect(dayOfWeek('2025-04-27')).toBe(0);
  });

  it('undoes addDays with its opposite and keeps order', () => {
    fc.assert(
      fc.property(isoDateArbitrary, fc.integer({ min: -1000, max: 1000 }), (date, days) => {
        const moved = addDays(date, days);
        expect(addDays(moved, -days)).toBe(date);
        expect(daysBetween(date, moved)).toBe(days);
        expect(Math.sign(compareIsoDates(moved, date))).toBe(Math.sign(days));
      }),
    );
  });

  it('refuses text that is not an ISO date', () => {
    expect(() => addDays('31-12-2024', 1)).toThrow(RangeError);
  });
});
