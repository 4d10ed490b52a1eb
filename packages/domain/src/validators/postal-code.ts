import { type ValidationResult, validatorMessages } from './messages.ts';
import { normalizedSchemaFrom } from './zod-check.ts';

/** A Dutch postal code as registers write it: four digits, never starting with 0, and two capitals. */
export const postalCodePattern = /^[1-9]\d{3}[A-Z]{2}$/;

/** Spaces removed: '1234 AB' -> '1234AB'. */
export function normalizePostalCode(value: string): string {
  return value.replace(/\s/g, '');
}

/** As people write a Dutch postal code: '1234AB' -> '1234 AB'; another country's stays as it is. */
export function formatPostalCode(value: string): string {
  return value.replace(/^(\d{4})([A-Z]{2})$/, '$1 $2');
}

/** Four digits and two capital letters, spaces ignored (spec §5). */
export function validatePostalCode(value: string): ValidationResult {
  const postalCode = normalizePostalCode(value);
  if (postalCode === '') return validatorMessages.requiredField;
  return postalCodePattern.test(postalCode) ? null : validatorMessages.invalidPostalCode;
}

/** Validates a Dutch postal code and outputs it without spaces. */
export const postalCodeSchema = normalizedSchemaFrom(validatePostalCode, normalizePostalCode);
