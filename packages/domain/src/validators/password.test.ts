import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  newPasswordSchema,
  passwordChangeSchema,
  validatePassword,
  validatePasswordConfirmation,
} from './password.ts';

describe('validatePassword', () => {
  it.each([
    ['Welkom-2026!', null],
    ['abcdef1?', null],
    ['', 'validators.required-field'],
    ['abc1?', 'validators.password-length'],
    [`a1?${'x'.repeat(48)}`, 'validators.password-length'],
    ['Welkom2026', 'validators.password-special-character'],
    ['Welkom-2026', 'validators.password-special-character'],
    ['Welkom!!!!', 'validators.password-digit'],
    ['12345678!', 'validators.password-letter'],
  ])('%s -> %s', (value, expected) => {
    expect(validatePassword(value)).toBe(expected);
  });

  it('accepts any 8-50 characters holding a letter, a digit and one of ? ! / : ; @ # % ( ) _', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...'?!/:;@#%()_'),
        fc.constantFrom(...'abcXYZé'),
        fc.integer({ min: 0, max: 9 }),
        fc.string({ unit: 'grapheme-ascii', minLength: 5, maxLength: 47 }),
        (special, letter, digit, rest) => {
          expect(validatePassword(`${rest}${special}${letter}${digit}`)).toBeNull();
        },
      ),
    );
  });
});

describe('password confirmation', () => {
  it.each([
    ['Welkom-2026!', 'Welkom-2026!', null],
    ['Welkom-2026!', 'welkom-2026!', 'validators.passwords-not-equal'],
    ['Welkom-2026!', '', 'validators.required-field'],
  ])('%s / %s -> %s', (password, confirmation, expected) => {
    expect(validatePasswordConfirmation(password, confirmation)).toBe(expected);
  });

  it('reports a mismatch on the confirmation field and a weak password on the password field', () => {
    const mismatch = newPasswordSchema.safeParse({
      password: 'Welkom-2026!',
      confirmPassword: 'Welkom-2027!',
    });
    expect(mismatch.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'validators.passwords-not-equal',
    });
    const weak = newPasswordSchema.safeParse({ password: 'welkom', confirmPassword: 'welkom' });
    expect(weak.error?.issues[0]).toMatchObject({
      path: ['password'],
      message: 'validators.password-length',
    });
  });
});

describe('passwordChangeSchema (logged in: the current password and the new one twice)', () => {
  const messagesOf = (input: object) =>
    (passwordChangeSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]);

  it.each([
    [{ currentPassword: 'Oud-2025!', password: 'Welkom-2026!', confirmPassword: 'Welkom-2026!' }, []],
    [
      { currentPassword: '  ', password: 'Welkom-2026!', confirmPassword: 'Welkom-2026!' },
      [['currentPassword', 'validators.required-field']],
    ],
    [
      { currentPassword: 'Oud-2025!', password: 'Welkom2026', confirmPassword: 'Welkom2026' },
      [['password', 'validators.password-special-character']],
    ],
    [
      { currentPassword: 'Oud-2025!', password: 'Welkom-2026!', confirmPassword: 'Welkom-2027!' },
      [['confirmPassword', 'validators.passwords-not-equal']],
    ],
  ])('%j -> %j', (input, expected) => {
    expect(messagesOf(input)).toEqual(expected);
  });
});
