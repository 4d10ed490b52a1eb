import { z } from 'zod';

/**
 * A JSON reply checked against its response schema and serialized once, to be sent as it is as
 * often as it is asked for: what Fastify's per-request zod check and JSON.stringify would make of
 * the same value (decision 0071).
 */
export class JsonText<T> {
  /** Ties the text to the type it was checked as, so a handler can only return its own entry's. */
  declare private readonly of?: T;
  constructor(readonly text: string) {}
}

export const jsonText = <S extends z.core.$ZodType>(schema: S, value: z.input<S>): JsonText<z.output<S>> =>
  new JsonText(JSON.stringify(z.parse(schema, value)));
