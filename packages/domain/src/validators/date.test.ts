import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/iso-date.ts';
import { isoDateArbitrary } from '../test-support/arbitraries.ts';
import {
  birthDateSchema,
  validateBirthDate,
  validateDateNotInFuture,
  validateDeclarationTreatmentDate,
  validateIsoDate,
} from './date.ts';

const today = '2026-03-10';

describe('date validators', () => {
  it.each([
    ['2024-02-29', null],
    ['2023-02-29', 'validators.invalid-date'],
    ['10-03-2026', 'validators.invalid-date'],
    ['', 'validators.required-field'],
  ])('validateIsoDate(%s) -> %s', (value, expected) => {
    expect(validateIsoDate(value)).toBe(expected);
  });

  it.each([
    ['2026-03-10', null],
    ['2026-03-11', 'validators.date-in-future'],
    ['1899-12-31', null],
  ])('validateDateNotInFuture(%s) -> %s', (value, expected) => {
    expect(validateDateNotInFuture(value, today)).toBe(expected);
  });

  it.each([
    ['1980-03-14', null],
    ['1900-01-01', null],
    ['1899-12-31', 'validators.birth-date-too-early'],
    ['2026-03-11', 'validators.date-in-future'],
    ['1980-02-30', 'validators.invalid-date'],
  ])('validateBirthDate(%s) -> %s', (value, expected) => {
    expect(validateBirthDate(value, today)).toBe(expected);
  });

  it.each([
    ['2023-03-10', null],
    ['2023-03-09', 'validators.declaration-too-old'],
    ['2026-03-10', null],
    ['2026-03-11', 'validators.date-in-future'],
  ])('validateDeclarationTreatmentDate(%s) -> %s', (value, expected) => {
    expect(validateDeclarationTreatmentDate(value, today)).toBe(expected);
  });

  it('accepts a birth date exactly when it lies between 1900-01-01 and today', () => {
    fc.assert(
      fc.property(isoDateArbitrary, (date) => {
        expect(validateBirthDate(date, today) === null).toBe(date >= '1900-01-01' && date <= today);
      }),
    );
  });

  it('accepts a treatment date exactly when it lies within the 3 years up to any today', () => {
    fc.assert(
      fc.property(isoDateArbitrary, fc.integer({ min: -1200, max: 400 }), (someToday, offsetDays) => {
        const threeYearsBack = `${Number(someToday.slice(0, 4)) - 3}${someToday.slice(4)}`;
        // 29 February three years back does not exist; the rule then starts on 1 March.
        fc.pre(!threeYearsBack.endsWith('-02-29'));
        const date = addDays(someToday, offsetDays);
        const accepted = validateDeclarationTreatmentDate(date, someToday) === null;
        expect(accepted).toBe(date >= threeYearsBack && date <= someToday);
      }),
    );
  });

  it('reads today when parsing, not when the schema is built', () => {
    let current = '2026-03-10';
    const schema = birthDateSchema(() => current);
    expect(schema.safeParse('2026-03-11').success).toBe(false);
    current = '2026-03-11';
    expect(schema.safeParse('2026-03-11').success).toBe(true);
  });
});
