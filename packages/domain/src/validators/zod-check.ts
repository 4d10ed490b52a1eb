import { z } from 'zod/mini';
import type { ValidationResult } from './messages.ts';

/** A zod string schema that reports the validator's message key as the issue message. */
export function stringSchemaFrom(validate: (value: string) => ValidationResult) {
  return z.string().check(
    z.superRefine((value, context) => {
      const message = validate(value);
      if (message !== null) context.addIssue({ code: 'custom', message });
    }),
  );
}

/** The same, and the valid value comes out as `normalize` makes it (cents, E.164, no spaces). */
export function normalizedSchemaFrom<Output>(
  validate: (value: string) => ValidationResult,
  normalize: (value: string) => Output,
) {
  return z.pipe(stringSchemaFrom(validate), z.transform(normalize));
}
