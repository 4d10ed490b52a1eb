import { BSN_LENGTH } from '../constants/identifiers.ts';
import { type ValidationResult, validatorMessages } from './messages.ts';
import { stringSchemaFrom } from './zod-check.ts';

const bsnPattern = new RegExp(`^\\d{${BSN_LENGTH}}$`);

/** The 11-check: weights 9 down to 2 and -1 for the last digit; the sum is non-zero and divisible by 11. */
export function isValidBsn(value: string): boolean {
  if (!bsnPattern.test(value)) return false;
  const sum = [...value].reduce((total, digit, index) => {
    const weight = index === BSN_LENGTH - 1 ? -1 : BSN_LENGTH - index;
    return total + Number(digit) * weight;
  }, 0);
  return sum !== 0 && sum % 11 === 0;
}

/** Burgerservicenummer; duplicates and numbers already in use are checked elsewhere (spec §5). */
export function validateBsn(value: string): ValidationResult {
  if (value.trim() === '') return validatorMessages.requiredField;
  return isValidBsn(value) ? null : validatorMessages.socialSecurityNumber;
}

export const bsnSchema = stringSchemaFrom(validateBsn);
