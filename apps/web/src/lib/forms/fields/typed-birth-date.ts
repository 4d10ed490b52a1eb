import {
  type IsoDate,
  insurerToday,
  type ValidationResult,
  validateBirthDate,
  validatorMessages,
} from '@mijn/domain';
import { z } from 'zod/mini';
import { parseTypedDate } from './typed-date.ts';

/** Spec §5, §9: birth dates travel as year/month/day; a typed birth date that passed its schema. */
export function typedBirthDateToWire(text: string): string {
  return (parseTypedDate(text) ?? '').replaceAll('-', '/');
}

/** A typed birth date: required, a real date, not in the future, not before 1900 (spec §5). */
export function validateTypedBirthDate(
  text: string,
  today: IsoDate = insurerToday(new Date()),
): ValidationResult {
  if (text.trim() === '') return validatorMessages.requiredField;
  const iso = parseTypedDate(text);
  if (iso === null) return validatorMessages.invalidDate;
  return validateBirthDate(iso, today);
}

/** A form's typed birth date (dd-mm-jjjj), checked as spec §5 says; `today` is read when parsing. */
export const typedBirthDateSchema = z.string().check(
  z.superRefine((text, context) => {
    const message = validateTypedBirthDate(text);
    if (message !== null) context.addIssue({ code: 'custom', message });
  }),
);
