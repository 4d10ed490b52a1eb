import { AGREEMENT_NUMBER_MAX_LENGTH } from '../constants/identifiers.ts';
import { type ValidationResult, validatorMessages } from './messages.ts';
import { stringSchemaFrom } from './zod-check.ts';

const agreementNumberPattern = new RegExp(`^\\d{1,${AGREEMENT_NUMBER_MAX_LENGTH}}$`);

/** Agreement number: 1 to 8 digits. */
export function validateAgreementNumber(value: string): ValidationResult {
  if (value.trim() === '') return validatorMessages.requiredField;
  return agreementNumberPattern.test(value) ? null : validatorMessages.agreementNumber;
}

export const agreementNumberSchema = stringSchemaFrom(validateAgreementNumber);
