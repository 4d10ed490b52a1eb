import { type ValidationResult, validatorMessages } from './messages.ts';
import { normalizedSchemaFrom } from './zod-check.ts';

/** The highest house number the BAG (the Dutch register of addresses) holds has five digits. */
export const MAX_HOUSE_NUMBER = 99999;

/** A house number as typed: a whole number from 1 to 99999, the addition (A, bis, 2-hoog) apart. */
export function validateHouseNumber(value: string): ValidationResult {
  const typed = value.trim();
  if (typed === '') return validatorMessages.requiredField;
  if (!/^\d{1,5}$/.test(typed)) return validatorMessages.invalidHouseNumber;
  const number = Number(typed);
  return number >= 1 && number <= MAX_HOUSE_NUMBER ? null : validatorMessages.invalidHouseNumber;
}

/** Validates a typed house number (text or a number) and outputs the number. */
export const houseNumberSchema = normalizedSchemaFrom(validateHouseNumber, (value) => Number(value.trim()));
