import { postalCodeSchema, validatorMessages } from '@mijn/domain';
import { z } from 'zod/mini';

/**
 * The `when` of a cross-field rule: it runs as soon as the fields it reads are valid, whatever else
 * is still wrong (zod skips a refinement after any issue by default), so a form names every missing
 * answer at once. Those fields are checked again on what parsing made of them, so each must accept
 * its own output (true of strings, booleans, numbers and enums; not of a money input read as cents).
 */
export function whenValid<Shape extends z.core.$ZodShape>(
  object: z.ZodMiniObject<Shape>,
  fields: readonly (keyof Shape & string)[],
): { when: (payload: { value: unknown }) => boolean } {
  const reads = z.pick(object, Object.fromEntries(fields.map((field) => [field, true])) as never);
  return { when: (payload) => reads.safeParse(payload.value).success };
}

/** An issue at a path below the refined object. */
export type Issue = { path: PropertyKey[]; message: string };

/** Adds the issues a rule found to the refinement's context. */
export function report(context: z.core.$RefinementCtx, issues: readonly Issue[]): void {
  for (const { path, message } of issues) context.addIssue({ code: 'custom', path, message });
}

export { valueAt } from './value-at.ts';

/** Spec §5: a Dutch postal code is four digits and two letters; another country's is free text. */
export function dutchPostalCodeIssues(country: string, postalCode: string, field = 'PostalCode'): Issue[] {
  return country === 'NL' && !postalCodeSchema.safeParse(postalCode).success
    ? [{ path: [field], message: validatorMessages.invalidPostalCode }]
    : [];
}

/** Spec §5: an end date not before its start (ISO days compare as text), once both are valid. */
export function endNotBeforeStart<Shape extends z.core.$ZodShape>(
  object: z.ZodMiniObject<Shape>,
  start: keyof Shape & string,
  end: keyof Shape & string,
) {
  return z.superRefine<Record<string, unknown>>(
    (value, context) => {
      if (String(value[end]) < String(value[start])) {
        report(context, [{ path: [end], message: validatorMessages.endBeforeStart }]);
      }
    },
    whenValid(object, [start, end]),
  );
}
