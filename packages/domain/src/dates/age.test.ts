import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDateArbitrary } from '../test-support/arbitraries.ts';
import { ageOn, is16AndOlder, isAdult, isFreeCoInsured, lastBirthDateAtAge } from './age.ts';
import { addDays, addYears } from './iso-date.ts';

describe('ageOn', () => {
  it.each([
    ['1980-03-14', '2026-03-13', 45],
    ['1980-03-14', '2026-03-14', 46],
    ['2000-02-29', '2001-02-28', 0],
    ['2000-02-29', '2001-03-01', 1],
    ['2000-02-29', '2004-02-29', 4],
    ['2024-06-01', '2024-06-01', 0],
  ])('born %s is on %s aged %s', (birthDate, onDate, expected) => {
    expect(ageOn(birthDate, onDate)).toBe(expected);
  });

  it('is n on the n-th birthday and n-1 the day before', () => {
    fc.assert(
      fc.property(
        isoDateArbitrary.filter((date) => !date.endsWith('02-29')),
        fc.integer({ min: 1, max: 100 }),
        (birth, n) => {
          const birthday = addYears(birth, n);
          expect(ageOn(birth, birthday)).toBe(n);
          const [year, month, day] = birthday.split('-').map(Number) as [number, number, number];
          const dayBefore = new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
          expect(ageOn(birth, dayBefore)).toBe(n - 1);
        },
      ),
    );
  });
});

describe('age thresholds', () => {
  const birthDate = '2008-06-15';
  it.each([
    ['2024-06-14', { adult: false, sixteen: false, free: true }],
    ['2024-06-15', { adult: false, sixteen: true, free: true }],
    ['2026-06-14', { adult: false, sixteen: true, free: true }],
    ['2026-06-15', { adult: true, sixteen: true, free: false }],
  ])('on %s: %o', (onDate, expected) => {
    expect(isAdult(birthDate, onDate)).toBe(expected.adult);
    expect(is16AndOlder(birthDate, onDate)).toBe(expected.sixteen);
    expect(isFreeCoInsured(birthDate, onDate)).toBe(expected.free);
  });
});

describe('lastBirthDateAtAge', () => {
  it('is the day a person born on it, or before, has reached the age, and one born a day later has not', () => {
    fc.assert(
      fc.property(
        isoDateArbitrary,
        isoDateArbitrary,
        fc.integer({ min: 0, max: 100 }),
        (birth, onDate, age) => {
          expect(birth <= lastBirthDateAtAge(age, onDate)).toBe(ageOn(birth, onDate) >= age);
        },
      ),
    );
  });

  it.each([
    ['2016-02-28', '2000-02-28'],
    ['2016-02-29', '2000-02-29'],
    ['2116-02-29', '2100-02-28'],
  ])('for 16 on %s is %s, 29 February included', (onDate, expected) => {
    expect(lastBirthDateAtAge(16, onDate)).toBe(expected);
    expect(is16AndOlder(expected, onDate)).toBe(true);
    expect(is16AndOlder(addDays(expected, 1), onDate)).toBe(false);
  });
});
