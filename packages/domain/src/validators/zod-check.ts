import { z } from 'zod';
import type { ValidationResult } from './messages.ts';

/** A zod string schema that reports the validator's message key as the issue message. */
export function stringSchemaFrom(validate: (value: string) => ValidationResult) {
  return z.string().superRefine((value, context) => {
    const message = validate(value);
    if (message !== null) context.addIssue({ code: 'custom', message });
  });
}
