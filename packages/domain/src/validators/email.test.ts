import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emailWithConfirmationSchema,
  maskEmail,
  validateEmail,
  validateEmailConfirmation,
  validateOptionalEmail,
} from './email.ts';

describe('validateEmail', () => {
  it.each([
    ['jan.devries@example.nl', null],
    ['j+tag@sub.example.co.uk', null],
    [' jan@example.nl ', null],
    ['', 'validators.email-required'],
    ['   ', 'validators.email-required'],
    ['jan.devries', 'validators.email-invalid'],
    ['jan@example', 'validators.email-invalid'],
    ['jan@@example.nl', 'validators.email-invalid'],
    ['jan de vries@example.nl', 'validators.email-invalid'],
    ['jan@example.n', 'validators.email-invalid'],
    ['jan@.example.nl', 'validators.email-invalid'],
  ])('%s -> %s', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });

  it('lets an optional field stay empty but still checks the pattern', () => {
    expect(validateOptionalEmail('')).toBeNull();
    expect(validateOptionalEmail('nope')).toBe('validators.email-invalid');
  });
});

describe('validateEmailConfirmation', () => {
  it.each([
    ['jan@example.nl', 'jan@example.nl', null],
    ['jan@example.nl', 'Jan@Example.nl ', null],
    ['jan@example.nl', 'jan@example.com', 'validators.emails-not-equal'],
    ['jan@example.nl', '', 'validators.email-required'],
  ])('%s / %s -> %s', (email, confirmation, expected) => {
    expect(validateEmailConfirmation(email, confirmation)).toBe(expected);
  });

  it('puts the mismatch on the confirmation field of the schema', () => {
    const result = emailWithConfirmationSchema.safeParse({
      email: 'jan@example.nl',
      confirmEmail: 'anna@example.nl',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmEmail'],
      message: 'validators.emails-not-equal',
    });
  });
});

describe('maskEmail', () => {
  it.each([
    ['jan.devries@example.nl', 'j***@example.nl'],
    ['a@b.nl', 'a***@b.nl'],
    ['not-an-address', '***'],
  ])('%s -> %s', (value, expected) => {
    expect(maskEmail(value)).toBe(expected);
  });

  it('keeps the domain and hides the length of the local part', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        const masked = maskEmail(address);
        expect(masked.endsWith(address.slice(address.lastIndexOf('@')))).toBe(true);
        expect(masked.startsWith(`${address[0]}***@`)).toBe(true);
      }),
    );
  });
});
