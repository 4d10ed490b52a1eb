import { POLICY_NUMBER_LENGTH } from '../constants/identifiers.ts';
import { type ValidationResult, validatorMessages } from './messages.ts';
import { stringSchemaFrom } from './zod-check.ts';

const policyNumberPattern = new RegExp(`^\\d{${POLICY_NUMBER_LENGTH}}$`);

/** Policy number: exactly 12 digits. */
export function validatePolicyNumber(value: string): ValidationResult {
  if (value.trim() === '') return validatorMessages.requiredField;
  return policyNumberPattern.test(value) ? null : validatorMessages.policyNumber;
}

export const policyNumberSchema = stringSchemaFrom(validatePolicyNumber);
