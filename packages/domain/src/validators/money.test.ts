import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, moneyInputSchema, parseEuroToCents, validateMoneyInput } from './money.ts';

const nbsp = '\u00a0';

describe('validateMoneyInput and parseEuroToCents', () => {
  it.each([
    ['12', null, 1200],
    ['12,5', null, 1250],
    ['12.50', null, 1250],
    ['0,07', null, 7],
    ['999999999,99', null, 99_999_999_999],
    ['', 'validators.required-field', null],
    ['0', 'validators.invalid-input', 0],
    ['0,00', 'validators.invalid-input', 0],
    ['1234567890', 'validators.invalid-input', null],
    ['12,345', 'validators.invalid-input', null],
    ['1.234,56', 'validators.invalid-input', null],
    ['-5', 'validators.invalid-input', null],
    ['€ 5', 'validators.invalid-input', null],
    ['5,', 'validators.invalid-input', null],
  ])('%s -> %s (%s cents)', (value, message, cents) => {
    expect(validateMoneyInput(value)).toBe(message);
    expect(parseEuroToCents(value)).toBe(cents);
  });

  it('parses the Dutch form of any amount back to its cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), (cents) => {
        const typed = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
        expect(validateMoneyInput(typed)).toBeNull();
        expect(parseEuroToCents(typed)).toBe(cents);
        expect(moneyInputSchema.parse(typed)).toBe(cents);
      }),
    );
  });
});

describe('formatCents', () => {
  it.each([
    [123_456, `€${nbsp}1.234,56`],
    [38_500, `€${nbsp}385,00`],
    [7, `€${nbsp}0,07`],
    [-500, `€${nbsp}-5,00`],
  ])('%s -> %s', (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });

  it('formats for en-US on request', () => {
    expect(formatCents(123_456, 'en-US')).toBe('€1,234.56');
  });
});
