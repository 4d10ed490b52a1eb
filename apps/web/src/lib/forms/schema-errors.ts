import { validatorMessages } from '@mijn/domain';
import type { z } from 'zod';

/** Form errors: a dotted field path (`Abroad.Accident.Date`) to a `validators.*` message key. */
export type FieldErrors = Record<string, string>;

/** Whether a field path lies under one of the scopes (a step's blocks of fields). */
export const isWithin = (path: string, scopes: readonly string[]) =>
  scopes.some((scope) => path === scope || path.startsWith(`${scope}.`));

/**
 * The contract schema's verdict on a form's input, one message per field: the schema's own
 * `validators.*` key, or "required" for a structural issue (a missing or mistyped answer).
 * `scopes` keeps only the fields under those paths, so a wizard checks one step at a time.
 */
export function schemaErrors(schema: z.ZodType, input: unknown, scopes?: readonly string[]): FieldErrors {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (errors[path] !== undefined || (scopes && !isWithin(path, scopes))) continue;
    errors[path] = issue.message.startsWith('validators.') ? issue.message : validatorMessages.requiredField;
  }
  return errors;
}
