import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { compressed, type Encoding, markCompressed, precompressedEncoding } from './compression.ts';

/**
 * A JSON reply checked against its response schema and serialized once, to be sent as it is as
 * often as it is asked for: what Fastify's per-request zod check and JSON.stringify would make of
 * the same value (decision 0071). It is compressed once per encoding too, when first asked for in
 * it, as the compression plugin would compress it per request (decision 0076).
 */
export class JsonText<T> {
  /** Ties the text to the type it was checked as, so a handler can only return its own entry's. */
  declare private readonly of?: T;
  private readonly bytes: number;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly text: string) {
    this.bytes = Buffer.byteLength(text);
  }

  /** The body to send for this request: the text, or its compressed form, marked as such. */
  bodyFor(request: FastifyRequest, reply: FastifyReply): string | Buffer {
    const encoding = precompressedEncoding(request, this.bytes);
    if (encoding === undefined) return this.text;
    let body = this.encoded.get(encoding);
    if (body === undefined) {
      body = compressed(this.text, encoding);
      this.encoded.set(encoding, body);
    }
    markCompressed(reply, encoding);
    return body;
  }
}

export const jsonText = <S extends z.core.$ZodType>(schema: S, value: z.input<S>): JsonText<z.output<S>> =>
  new JsonText(JSON.stringify(z.parse(schema, value)));
