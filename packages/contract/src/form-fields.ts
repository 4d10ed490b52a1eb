import { AGB_CODE_LENGTH, BIG_NUMBER_LENGTH, validatorMessages } from '@mijn/domain';
import { z } from 'zod';

/**
 * Multipart text fields arrive as strings; a browser form holds real booleans and numbers. These
 * schemas accept both, so one schema validates the form and the server.
 */
export const formBoolean = z.preprocess((value) => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}, z.boolean());

export const formInteger = z.preprocess(
  (value) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value),
  z.number().int(),
);

/** An optional text field: an empty string counts as left out. */
export const optionalText = (max: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().max(max).optional());

export const requiredText = (max: number) => z.string().trim().min(1, 'validators.required-field').max(max);

/** A register code of a fixed number of digits; an empty one is missing, not wrong. */
const registerCode = (length: number, message: string) =>
  z
    .string()
    .trim()
    .min(1, validatorMessages.requiredField)
    .regex(new RegExp(`^\\d{${length}}$`), message);

/** A care provider's AGB code (8 digits, spec §5). */
export const AgbCode = registerCode(AGB_CODE_LENGTH, validatorMessages.agbCode);
/** A practitioner's BIG register number (11 digits, spec §5). */
export const BigNumber = registerCode(BIG_NUMBER_LENGTH, validatorMessages.bigNumber);

export { FormFieldsError, fromFormFields, MAX_FORM_LIST_INDEX, toFormFields } from './form-field-names.ts';
