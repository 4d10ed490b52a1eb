import { z } from 'zod/mini';
import { type ValidationResult, validatorMessages } from './messages.ts';
import { stringSchemaFrom } from './zod-check.ts';

/** Deliberately practical: one @, no spaces, a dotted domain with a top-level part of 2+ letters. */
const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[\p{L}]{2,}$/u;

export function validateEmail(value: string): ValidationResult {
  const trimmed = value.trim();
  if (trimmed === '') return validatorMessages.emailRequired;
  return emailPattern.test(trimmed) ? null : validatorMessages.emailInvalid;
}

/** The pattern check for an optional e-mail field: empty passes. */
export function validateOptionalEmail(value: string): ValidationResult {
  return value.trim() === '' ? null : validateEmail(value);
}

/** 'De opgegeven e-mailadressen komen niet overeen': compared without case or surrounding spaces. */
export function validateEmailConfirmation(email: string, confirmation: string): ValidationResult {
  if (confirmation.trim() === '') return validatorMessages.emailRequired;
  return email.trim().toLowerCase() === confirmation.trim().toLowerCase()
    ? null
    : validatorMessages.emailsNotEqual;
}

/** 'jan.devries@example.nl' -> 'j***@example.nl'; the length of the local part is not revealed. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export const emailSchema = stringSchemaFrom(validateEmail);
export const optionalEmailSchema = stringSchemaFrom(validateOptionalEmail);

/** An e-mail address typed twice; the mismatch is reported on the confirmation field. */
export const emailWithConfirmationSchema = z.object({ email: emailSchema, confirmEmail: z.string() }).check(
  z.superRefine(({ email, confirmEmail }, context) => {
    const message = validateEmailConfirmation(email, confirmEmail);
    if (message !== null) context.addIssue({ code: 'custom', message, path: ['confirmEmail'] });
  }),
);
