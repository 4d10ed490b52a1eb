import { DECLARATION_MAX_AGE_YEARS } from '../constants/declarations.ts';
import { addYears, compareIsoDates, type IsoDate, isIsoDate } from '../dates/iso-date.ts';
import { type ValidationResult, validatorMessages } from './messages.ts';
import { stringSchemaFrom } from './zod-check.ts';

/** The earliest birth date accepted (spec §5). */
export const MIN_BIRTH_DATE = '1900-01-01';

/** A real calendar date written yyyy-MM-dd. */
export function validateIsoDate(value: string): ValidationResult {
  if (value.trim() === '') return validatorMessages.requiredField;
  return isIsoDate(value) ? null : validatorMessages.invalidDate;
}

/** Valid and not after `today` (today itself passes). */
export function validateDateNotInFuture(value: string, today: IsoDate): ValidationResult {
  const invalid = validateIsoDate(value);
  if (invalid) return invalid;
  return compareIsoDates(value, today) > 0 ? validatorMessages.dateInFuture : null;
}

/** Not in the future and not before 1900-01-01. */
export function validateBirthDate(value: string, today: IsoDate): ValidationResult {
  const invalid = validateDateNotInFuture(value, today);
  if (invalid) return invalid;
  return compareIsoDates(value, MIN_BIRTH_DATE) < 0 ? validatorMessages.birthDateTooEarly : null;
}

/** A treatment can be declared up to 3 years after it started, and not before it happened. */
export function validateDeclarationTreatmentDate(value: string, today: IsoDate): ValidationResult {
  const invalid = validateDateNotInFuture(value, today);
  if (invalid) return invalid;
  return compareIsoDates(value, addYears(today, -DECLARATION_MAX_AGE_YEARS)) < 0
    ? validatorMessages.declarationTooOld
    : null;
}

export const isoDateSchema = stringSchemaFrom(validateIsoDate);

/** `today` is read when parsing, so a schema built once stays right across midnight. */
export function birthDateSchema(today: () => IsoDate) {
  return stringSchemaFrom((value) => validateBirthDate(value, today()));
}

export function dateNotInFutureSchema(today: () => IsoDate) {
  return stringSchemaFrom((value) => validateDateNotInFuture(value, today()));
}
