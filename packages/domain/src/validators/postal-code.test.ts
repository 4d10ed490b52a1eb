import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPostalCode, postalCodeSchema, validatePostalCode } from './postal-code.ts';

describe('validatePostalCode', () => {
  it.each([
    ['1234AB', null],
    ['1234 AB', null],
    [' 9999 ZZ ', null],
    ['', 'validators.required-field'],
    ['1234ab', 'validators.invalid-postal-code'],
    ['0123AB', 'validators.invalid-postal-code'],
    ['123AB', 'validators.invalid-postal-code'],
    ['12345AB', 'validators.invalid-postal-code'],
    ['1234-AB', 'validators.invalid-postal-code'],
  ])('%s -> %s', (value, expected) => {
    expect(validatePostalCode(value)).toBe(expected);
  });

  it('accepts any four digits from 1000 and two capitals, with or without a space', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 2, maxLength: 2 }),
        fc.constantFrom('', ' '),
        (digits, letters, space) => {
          const value = `${digits}${space}${letters}`;
          expect(validatePostalCode(value)).toBeNull();
          expect(postalCodeSchema.parse(value)).toBe(`${digits}${letters}`);
        },
      ),
    );
  });
});

describe('formatPostalCode', () => {
  it.each([
    ['1055TX', '1055 TX'],
    ['1055 TX', '1055 TX'],
    ['2000', '2000'],
    ['SW1A 1AA', 'SW1A 1AA'],
  ])('%s is written %s', (stored, written) => {
    expect(formatPostalCode(stored)).toBe(written);
  });
});
