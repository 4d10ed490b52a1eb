import { valueAt } from '@mijn/contract';
import { validatorMessages } from '@mijn/domain';
import { z } from 'zod/mini';

/** Form errors: a dotted field path (`Abroad.Accident.Date`) to a `validators.*` message key. */
export type FieldErrors = Record<string, string>;

/** Whether a field path lies under one of the scopes (a step's blocks of fields). */
export const isWithin = (path: string, scopes: readonly string[]) =>
  scopes.some((scope) => path === scope || path.startsWith(`${scope}.`));

/**
 * Zod's own texts are not ours: a number out of its range is too low or too high, anything else
 * (a missing or mistyped answer) is required.
 */
function messageOf(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.message.startsWith('validators.')) return issue.message;
  const value = valueAt(input, issue.path);
  const answered = value !== undefined && value !== '';
  if (answered && issue.code === 'too_small') return validatorMessages.numberTooLow;
  if (answered && issue.code === 'too_big') return validatorMessages.numberTooHigh;
  return validatorMessages.requiredField;
}

/**
 * The contract schema's verdict on a form's input, one message per field: the schema's own
 * `validators.*` key, else one told by the issue's kind. `scopes` keeps only the fields under those
 * paths, so a wizard checks one step at a time.
 */
export function schemaErrors(
  schema: z.core.$ZodType,
  input: unknown,
  scopes?: readonly string[],
): FieldErrors {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (errors[path] !== undefined || (scopes && !isWithin(path, scopes))) continue;
    errors[path] = messageOf(issue, input);
  }
  return errors;
}
