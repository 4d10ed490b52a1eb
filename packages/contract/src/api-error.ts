import { validatorMessages } from '@mijn/domain';
import { z } from 'zod/mini';

/**
 * One refused input: `path` is dotted into the request as the server read it (`body.iban`,
 * `body.Transport.Trips.0.Date`, `params.documentId`), `key` the `validators.*` translation key of
 * the refusal; a schema issue without a key of its own gets `validators.invalid-input`.
 */
export const FieldError = z.object({ path: z.string(), key: z.string() });
export type FieldError = z.infer<typeof FieldError>;

/**
 * Errors travel in Fastify's own shape; `message` is the server text the spec's catalogue keys on,
 * or for bad input a readable `path: problem`. `fields` names every refused input so a screen can
 * show it at its field without reading the message.
 */
/** The earlier claim a likely duplicate matches (409 on POST Declaration). */
export const DuplicateOf = z.object({ declarationId: z.string(), receivedDate: z.iso.date() });
export type DuplicateOf = z.infer<typeof DuplicateOf>;

export const ApiError = z.object({
  statusCode: z.number().check(z.int()),
  error: z.string(),
  message: z.string(),
  /** Minutes an account stays blocked, on 423 (spec §4 Login). */
  minutes: z.optional(z.number().check(z.int())),
  fields: z.optional(z.array(FieldError)),
  duplicateOf: z.optional(DuplicateOf),
});
export type ApiError = z.infer<typeof ApiError>;

const validatorKeyPrefix = 'validators.';

/** The translation key a validation message stands for: its own `validators.*` key, else the generic one. */
export function validatorKeyOf(message: string | undefined): string {
  return message?.startsWith(validatorKeyPrefix) ? message : validatorMessages.invalidInput;
}

/** The dotted path of an input: where it was read (`body`, `query`, `params`) and the path inside it. */
export function inputPath(where: string, path: readonly PropertyKey[] = []): string {
  return [where, ...path.map(String)].filter((part) => part !== '').join('.');
}
