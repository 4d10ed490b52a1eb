import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDateBetween } from '../test-support/arbitraries.ts';
import {
  addBusinessDays,
  holidayOn,
  isBusinessDay,
  nextBusinessDay,
  premiumCollectionDate,
  sameOrNextBusinessDay,
  sameOrPreviousBusinessDay,
} from './business-days.ts';
import { dutchHolidays, HOLIDAY_YEARS } from './holidays.gen.ts';
import { addDays, compareIsoDates, isWeekend } from './iso-date.ts';

const tableDate = isoDateBetween('2024-01-01', '2047-12-01');

describe('the holiday table', () => {
  it('lists 11 holidays in every year from 2024 to 2047, in order and without duplicates', () => {
    for (let year = HOLIDAY_YEARS.first; year <= HOLIDAY_YEARS.last; year++) {
      expect(dutchHolidays.filter(([date]) => date.startsWith(`${year}-`))).toHaveLength(11);
    }
    const dates = dutchHolidays.map(([date]) => date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
  });

  it.each([
    ['2025-04-26', 'Koningsdag'],
    ['2024-04-27', 'Koningsdag'],
    ['2027-05-05', 'Bevrijdingsdag'],
    ['2026-04-03', 'Goede Vrijdag'],
    ['2026-05-14', 'Hemelvaartsdag'],
    ['2047-12-26', 'Tweede kerstdag'],
  ])('%s is %s', (date, name) => {
    expect(holidayOn(date)).toBe(name);
  });

  it('knows no holiday on an ordinary day', () => {
    expect(holidayOn('2025-04-27')).toBeUndefined();
    expect(holidayOn('2026-03-10')).toBeUndefined();
  });
});

describe('isBusinessDay', () => {
  it.each([
    ['2026-03-10', true],
    ['2026-03-14', false],
    ['2026-03-15', false],
    ['2026-04-06', false],
    ['2026-12-25', false],
    ['2026-12-24', true],
  ])('%s -> %s', (date, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });
});

describe('addBusinessDays', () => {
  it.each([
    ['2026-03-13', 1, '2026-03-16'],
    ['2026-03-10', 10, '2026-03-24'],
    ['2026-04-02', 1, '2026-04-07'],
    ['2026-12-24', 1, '2026-12-28'],
    ['2026-03-16', -1, '2026-03-13'],
    ['2026-03-14', 0, '2026-03-14'],
  ])('%s + %s business days -> %s', (date, n, expected) => {
    expect(addBusinessDays(date, n)).toBe(expected);
  });

  it('always lands on a later business day, and going back from it returns to a business day', () => {
    fc.assert(
      fc.property(tableDate, fc.integer({ min: 1, max: 30 }), (date, n) => {
        const later = addBusinessDays(date, n);
        expect(isBusinessDay(later)).toBe(true);
        expect(compareIsoDates(later, date)).toBeGreaterThan(0);
        if (isBusinessDay(date)) expect(addBusinessDays(later, -n)).toBe(date);
      }),
    );
  });

  it('skips exactly the days that are not business days', () => {
    fc.assert(
      fc.property(tableDate, fc.integer({ min: 1, max: 30 }), (date, n) => {
        const later = addBusinessDays(date, n);
        let counted = 0;
        for (let day = addDays(date, 1); compareIsoDates(day, later) <= 0; day = addDays(day, 1)) {
          if (!isWeekend(day) && holidayOn(day) === undefined) counted++;
        }
        expect(counted).toBe(n);
      }),
    );
  });

  it('refuses a fractional number of days', () => {
    expect(() => addBusinessDays('2026-03-10', 1.5)).toThrow(RangeError);
  });
});

describe('nextBusinessDay', () => {
  it('skips Easter weekend from Maundy Thursday', () => {
    expect(nextBusinessDay('2026-04-02')).toBe('2026-04-07');
  });

  it('keeps a business day as is in sameOrNextBusinessDay', () => {
    expect(sameOrNextBusinessDay('2026-03-10')).toBe('2026-03-10');
    expect(sameOrNextBusinessDay('2026-03-14')).toBe('2026-03-16');
  });
});

describe('premiumCollectionDate', () => {
  it.each([
    [2026, 3, '2026-03-27', 'the 28th is a Saturday: the Friday before'],
    [2026, 6, '2026-06-26', 'the 28th is a Sunday: the Friday before'],
    [2026, 4, '2026-04-28', 'a Tuesday: the 28th itself'],
    [2027, 3, '2027-03-25', 'Sunday, Saturday and Good Friday: the Thursday'],
    [2031, 12, '2031-12-24', 'Sunday, Saturday and both Christmas days: the Wednesday'],
    [2026, 2, '2026-02-27', 'in February too'],
  ])('%s-%s -> %s (%s)', (year, month, expected) => {
    expect(premiumCollectionDate(year, month)).toBe(expected);
  });

  it('is always a business day on or before the 28th, at most 4 days before it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2024, max: 2047 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const date = premiumCollectionDate(year, month);
        const the28th = `${year}-${String(month).padStart(2, '0')}-28`;
        expect(isBusinessDay(date)).toBe(true);
        expect(date <= the28th && date >= addDays(the28th, -4)).toBe(true);
      }),
    );
  });

  it('refuses a month that does not exist', () => {
    expect(() => premiumCollectionDate(2026, 13)).toThrow(RangeError);
  });
});

describe('sameOrPreviousBusinessDay', () => {
  it('keeps a business day and moves a weekend or holiday back', () => {
    expect(sameOrPreviousBusinessDay('2026-03-10')).toBe('2026-03-10');
    expect(sameOrPreviousBusinessDay('2026-03-15')).toBe('2026-03-13');
    expect(sameOrPreviousBusinessDay('2026-12-26')).toBe('2026-12-24');
  });
});
