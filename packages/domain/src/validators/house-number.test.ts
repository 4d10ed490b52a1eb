import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { houseNumberSchema, validateHouseNumber } from './house-number.ts';

describe('validateHouseNumber', () => {
  it.each([
    ['1', null],
    [' 12 ', null],
    ['99999', null],
    ['', 'validators.required-field'],
    ['0', 'validators.invalid-house-number'],
    ['100000', 'validators.invalid-house-number'],
    ['12a', 'validators.invalid-house-number'],
    ['-3', 'validators.invalid-house-number'],
    ['1.5', 'validators.invalid-house-number'],
  ])('"%s" -> %s', (value, expected) => {
    expect(validateHouseNumber(value)).toBe(expected);
  });

  it('reads every number from 1 to 99999 as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99999 }), (number) => {
        expect(houseNumberSchema.parse(String(number))).toBe(number);
      }),
    );
  });
});
