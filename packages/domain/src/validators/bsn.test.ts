import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bsnSchema, isValidBsn, validateBsn } from './bsn.ts';

/** Eight digits plus the check digit that makes the 11-check hold, when one exists. */
const validBsn = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 })
  .map((digits) => {
    const sum = digits.reduce((total, digit, index) => total + digit * (9 - index), 0);
    return { digits, sum, check: sum % 11 };
  })
  .filter(({ sum, check }) => check <= 9 && sum - check !== 0)
  .map(({ digits, check }) => `${digits.join('')}${check}`);

describe('validateBsn', () => {
  it.each([
    ['111222333', null],
    ['123456782', null],
    ['999996356', null],
    ['', 'validators.required-field'],
    ['123456789', 'validators.social-security-number'],
    ['000000000', 'validators.social-security-number'],
    ['12345678', 'validators.social-security-number'],
    ['1234567820', 'validators.social-security-number'],
    ['12345678a', 'validators.social-security-number'],
    ['123 456 782', 'validators.social-security-number'],
  ])('%s -> %s', (value, expected) => {
    expect(validateBsn(value)).toBe(expected);
  });

  it('accepts every number built to pass the 11-check', () => {
    fc.assert(
      fc.property(validBsn, (bsn) => {
        expect(isValidBsn(bsn)).toBe(true);
      }),
    );
  });

  it('rejects a valid number with any single digit changed', () => {
    fc.assert(
      fc.property(
        validBsn,
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (bsn, position, delta) => {
          const digit = (Number(bsn[position]) + delta) % 10;
          const changed = `${bsn.slice(0, position)}${digit}${bsn.slice(position + 1)}`;
          expect(isValidBsn(changed)).toBe(false);
        },
      ),
    );
  });

  it('reports the message key through the zod schema', () => {
    const result = bsnSchema.safeParse('123456789');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validators.social-security-number');
    expect(bsnSchema.parse('111222333')).toBe('111222333');
  });
});
