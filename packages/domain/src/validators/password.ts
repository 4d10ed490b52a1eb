import { z } from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '../constants/auth.ts';
import { type ValidationResult, validatorMessages } from './messages.ts';
import { stringSchemaFrom } from './zod-check.ts';

/** Password 8 to 50 characters with at least one special character, one digit and one letter. */
export function validatePassword(value: string): ValidationResult {
  if (value === '') return validatorMessages.requiredField;
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) {
    return validatorMessages.passwordLength;
  }
  if (![...value].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character))) {
    return validatorMessages.passwordSpecialCharacter;
  }
  if (!/\d/.test(value)) return validatorMessages.passwordDigit;
  if (!/\p{L}/u.test(value)) return validatorMessages.passwordLetter;
  return null;
}

export function validatePasswordConfirmation(password: string, confirmation: string): ValidationResult {
  if (confirmation === '') return validatorMessages.requiredField;
  return password === confirmation ? null : validatorMessages.passwordsNotEqual;
}

export const passwordSchema = stringSchemaFrom(validatePassword);

/** A new password typed twice; the mismatch is reported on the confirmation field. */
export const newPasswordSchema = z.object({ password: passwordSchema, confirmPassword: z.string() }).check(
  z.superRefine(({ password, confirmPassword }, context) => {
    const message = validatePasswordConfirmation(password, confirmPassword);
    if (message !== null) context.addIssue({ code: 'custom', message, path: ['confirmPassword'] });
  }),
);

/** A logged-in change: the password in use now, and the new one typed twice (decision 0018). */
export const passwordChangeSchema = z.intersection(
  z.object({ currentPassword: z.string().check(z.trim(), z.minLength(1, validatorMessages.requiredField)) }),
  newPasswordSchema,
);
