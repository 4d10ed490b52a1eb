import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dutchMobileNumberSchema,
  formatPhoneNumber,
  maskPhoneNumber,
  normalizeDutchMobileNumber,
  normalizePhoneNumber,
  phoneNumberInputMaxLength,
  phoneNumberInputText,
  validateDutchMobileNumber,
  validatePhoneNumber,
} from './phone-number.ts';

const mobileSubscriber = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 8, maxLength: 8 });
const mobileRange = fc.constantFrom('1', '2', '3', '4', '5', '8');

describe('validatePhoneNumber (any country)', () => {
  it.each([
    ['+31612345678', null],
    ['+31201234567', null],
    ['0612345678', null],
    ['06-12 34 56 78', null],
    ['0031612345678', null],
    ['+32470123456', null],
    ['+4915123456789', null],
    ['', 'validators.phone-number-required'],
    ['+3161234567', 'validators.phone-number-invalid'],
    ['+316123456789', 'validators.phone-number-invalid'],
    ['06123456a8', 'validators.phone-number-invalid'],
    ['+31+612345678', 'validators.phone-number-invalid'],
    ['12345', 'validators.phone-number-invalid'],
  ])('%s -> %s', (value, expected) => {
    expect(validatePhoneNumber(value)).toBe(expected);
  });
});

describe('Dutch mobile numbers', () => {
  it.each([
    ['0612345678', '+31612345678'],
    ['06 1234 5678', '+31612345678'],
    ['+31 6 12345678', '+31612345678'],
    ['0031612345678', '+31612345678'],
    ['(06) 12345678', '+31612345678'],
    ['0201234567', null],
    ['0661234567', null],
    ['+32470123456', null],
    ['061234567', null],
  ])('%s -> %s', (value, expected) => {
    expect(normalizeDutchMobileNumber(value)).toBe(expected);
    expect(validateDutchMobileNumber(value)).toBe(
      expected === null ? 'validators.mobile-number-invalid' : null,
    );
  });

  it('requires a number', () => {
    expect(validateDutchMobileNumber(' ')).toBe('validators.phone-number-required');
  });

  it('normalises every 06 number in its national and international forms to the same E.164', () => {
    fc.assert(
      fc.property(mobileRange, mobileSubscriber, (range, subscriber) => {
        const e164 = `+316${range}${subscriber.slice(1)}`;
        expect(normalizeDutchMobileNumber(`06${range}${subscriber.slice(1)}`)).toBe(e164);
        expect(normalizeDutchMobileNumber(e164)).toBe(e164);
        expect(normalizePhoneNumber(formatPhoneNumber(e164))).toBe(e164);
        expect(dutchMobileNumberSchema.parse(`06${range}${subscriber.slice(1)}`)).toBe(e164);
      }),
    );
  });
});

describe('phoneNumberInputMaxLength', () => {
  it.each([
    ['06', 10],
    ['+31', 12],
    ['+32', 15],
    ['', 15],
  ])('%s -> %s', (value, expected) => {
    expect(phoneNumberInputMaxLength(value)).toBe(expected);
  });
});

describe('phoneNumberInputText', () => {
  it.each([
    ['06 12 34 56 78', '06 12 34 56 78'],
    ['06-12345678999', '06-12345678'],
    ['+31 6 12 34 56 78', '+31 6 12 34 56 78'],
    ['+31 6 12 34 56 789', '+31 6 12 34 56 78'],
    ['+32 470 12 34 56', '+32 470 12 34 56'],
    ['0032 470 12 34 56 78 90', '0032 470 12 34 56 78 '],
    ['(020) 123.45.67', '(020) 123.45.67'],
    ['06 abc 12', '06  12'],
    ['+31+6', '+316'],
  ])('%s keeps %s', (typed, kept) => {
    expect(phoneNumberInputText(typed)).toBe(kept);
  });

  const typing = fc.string({ unit: fc.constantFrom(...'0123456789+ -().x'), maxLength: 30 });

  it('keeps at most the digits spec §5 allows for how the number starts, and a prefix of the typing keeps a prefix', () => {
    fc.assert(
      fc.property(typing, fc.nat(), (typed, cut) => {
        const kept = phoneNumberInputText(typed);
        const number = kept.replace(/[^0-9+]/g, '');
        expect(number.length).toBeLessThanOrEqual(phoneNumberInputMaxLength(number));
        expect(phoneNumberInputText(kept)).toBe(kept);
        expect(kept.startsWith(phoneNumberInputText(typed.slice(0, cut % (typed.length + 1))))).toBe(true);
      }),
    );
  });
});

describe('maskPhoneNumber', () => {
  it.each([
    ['+31612345678', '******5678'],
    ['06-1234 5678', '******5678'],
  ])('%s -> %s', (value, expected) => {
    expect(maskPhoneNumber(value)).toBe(expected);
  });

  it('never shows more than the last four digits', () => {
    fc.assert(
      fc.property(mobileSubscriber, (subscriber) => {
        const masked = maskPhoneNumber(`+316${subscriber}`);
        expect(masked).toBe(`******${subscriber.slice(-4)}`);
      }),
    );
  });
});
