import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activationCodeSchema, validateActivationCode } from './activation-code.ts';
import { validateAgreementNumber } from './agreement-number.ts';
import { validatePolicyNumber } from './policy-number.ts';
import { validateUsername } from './username.ts';
import { validateVerificationCode, verificationCodeSchema } from './verification-code.ts';

const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });

describe('validateUsername', () => {
  it.each([
    ['jan.devries', null],
    ['12345678', null],
    ['x'.repeat(50), null],
    ['', 'validators.required-field'],
    ['jan', 'validators.username-length'],
    ['x'.repeat(51), 'validators.username-length'],
  ])('%s -> %s', (value, expected) => {
    expect(validateUsername(value)).toBe(expected);
  });
});

describe('validateVerificationCode', () => {
  it.each([
    ['12345', null],
    ['AB3x9', null],
    ['', 'validators.required-field'],
    ['1234', 'validators.verification-code'],
    ['123456', 'validators.verification-code'],
  ])('%s -> %s', (value, expected) => {
    expect(validateVerificationCode(value)).toBe(expected);
  });

  it('accepts exactly five characters of any kind', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 8 }), (code) => {
        fc.pre(code.trim() !== '');
        expect(verificationCodeSchema.safeParse(code).success).toBe(code.length === 5);
      }),
    );
  });
});

describe('validateActivationCode', () => {
  it.each([
    ['12345', null],
    ['', 'validators.required-field'],
    ['1234a', 'validators.activation-code'],
    ['123456', 'validators.activation-code'],
  ])('%s -> %s', (value, expected) => {
    expect(validateActivationCode(value)).toBe(expected);
  });

  it('accepts any five digits', () => {
    fc.assert(
      fc.property(digits(5, 5), (code) => {
        expect(activationCodeSchema.parse(code)).toBe(code);
      }),
    );
  });
});

describe('validateAgreementNumber', () => {
  it.each([
    ['10000004', null],
    ['1', null],
    ['', 'validators.required-field'],
    ['123456789', 'validators.agreement-number'],
    ['1000-004', 'validators.agreement-number'],
  ])('%s -> %s', (value, expected) => {
    expect(validateAgreementNumber(value)).toBe(expected);
  });
});

describe('validatePolicyNumber', () => {
  it.each([
    ['123456789012', null],
    ['', 'validators.required-field'],
    ['12345678901', 'validators.policy-number'],
    ['1234567890123', 'validators.policy-number'],
    ['12345678901a', 'validators.policy-number'],
  ])('%s -> %s', (value, expected) => {
    expect(validatePolicyNumber(value)).toBe(expected);
  });

  it('accepts 12 digits and nothing shorter', () => {
    fc.assert(
      fc.property(digits(1, 14), (value) => {
        expect(validatePolicyNumber(value) === null).toBe(value.length === 12);
      }),
    );
  });
});
