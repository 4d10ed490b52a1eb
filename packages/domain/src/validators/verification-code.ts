import { VERIFICATION_CODE_LENGTH } from '../constants/auth.ts';
import { type ValidationResult, validatorMessages } from './messages.ts';
import { stringSchemaFrom } from './zod-check.ts';

/** The SMS verification code: exactly 5 characters of any kind. */
export function validateVerificationCode(value: string): ValidationResult {
  if (value.trim() === '') return validatorMessages.requiredField;
  return [...value].length === VERIFICATION_CODE_LENGTH ? null : validatorMessages.verificationCode;
}

export const verificationCodeSchema = stringSchemaFrom(validateVerificationCode);
