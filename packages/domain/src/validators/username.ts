import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../constants/auth.ts';
import { type ValidationResult, validatorMessages } from './messages.ts';
import { stringSchemaFrom } from './zod-check.ts';

/** Username 8 to 50 characters; uniqueness is the server's check (spec §5). */
export function validateUsername(value: string): ValidationResult {
  if (value.trim() === '') return validatorMessages.requiredField;
  if (value.length < USERNAME_MIN_LENGTH || value.length > USERNAME_MAX_LENGTH) {
    return validatorMessages.usernameLength;
  }
  return null;
}

export const usernameSchema = stringSchemaFrom(validateUsername);
