import { ACTIVATION_CODE_LENGTH } from '../constants/auth.ts';
import { type ValidationResult, validatorMessages } from './messages.ts';
import { stringSchemaFrom } from './zod-check.ts';

const activationCodePattern = new RegExp(`^\\d{${ACTIVATION_CODE_LENGTH}}$`);

/** The e-mailed activation code: exactly 5 digits. */
export function validateActivationCode(value: string): ValidationResult {
  if (value.trim() === '') return validatorMessages.requiredField;
  return activationCodePattern.test(value) ? null : validatorMessages.activationCode;
}

export const activationCodeSchema = stringSchemaFrom(validateActivationCode);
