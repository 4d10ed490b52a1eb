import { AGB_CODE_LENGTH, BIG_NUMBER_LENGTH, validatorMessages } from '@mijn/domain';
import { z } from 'zod/mini';

/**
 * zod classic's `z.preprocess`, which zod/mini lacks: the same pipe (a transform, then `schema`), typed
 * as classic types it, so an object still takes an optional `schema` as an optional key.
 */
export const preprocess = <Schema extends z.core.$ZodType>(
  turn: (value: unknown) => unknown,
  schema: Schema,
) =>
  z.pipe(z.transform(turn), schema) as unknown as z.ZodMiniType<
    z.output<Schema>,
    unknown,
    z.core.$ZodPreprocessInternals<Schema>
  >;

/**
 * Multipart text fields arrive as strings; a browser form holds real booleans and numbers. These
 * schemas accept both, so one schema validates the form and the server.
 */
export const formBoolean = preprocess((value) => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}, z.boolean());

export const formInteger = preprocess(
  (value) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value),
  z.number().check(z.int()),
);

/** An optional field of a form: an empty string counts as left out. */
export const emptyAsMissing = <Schema extends z.core.SomeType>(schema: Schema) =>
  preprocess((value) => (value === '' ? undefined : value), z.optional(schema));

/** An optional text field. */
export const optionalText = (max: number) => emptyAsMissing(z.string().check(z.trim(), z.maxLength(max)));

export const requiredText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'validators.required-field'), z.maxLength(max));

/** A register code of a fixed number of digits; an empty one is missing, not wrong. */
const registerCode = (length: number, message: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, validatorMessages.requiredField),
      z.regex(new RegExp(`^\\d{${length}}$`), message),
    );

/** A care provider's AGB code (8 digits, spec §5). */
export const AgbCode = registerCode(AGB_CODE_LENGTH, validatorMessages.agbCode);
/** A practitioner's BIG register number (11 digits, spec §5). */
export const BigNumber = registerCode(BIG_NUMBER_LENGTH, validatorMessages.bigNumber);

export { FormFieldsError, fromFormFields, MAX_FORM_LIST_INDEX, toFormFields } from './form-field-names.ts';
