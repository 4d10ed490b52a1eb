import { type ValidationResult, validatorMessages } from './messages.ts';

/** Non-empty after trimming. */
export function validateRequired(value: string | null | undefined): ValidationResult {
  return value === null || value === undefined || value.trim() === ''
    ? validatorMessages.requiredField
    : null;
}

/** Required number: 0 is a valid answer; empty, false, null and undefined are not. */
export function validateRequiredNumber(
  value: number | string | boolean | null | undefined,
): ValidationResult {
  return value === '' || value === false || value === null || value === undefined
    ? validatorMessages.requiredField
    : null;
}

/** A box that must be ticked (consents, direct-debit authorisation). */
export function validateChecked(value: boolean): ValidationResult {
  return value ? null : validatorMessages.noConfirmation;
}
