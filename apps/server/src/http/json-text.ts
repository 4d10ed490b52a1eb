import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { acceptedEncoding, compressed, type Encoding, markCompressed, markedBytes } from './compression.ts';

/**
 * A JSON reply checked against its response schema and serialized once, to be sent as it is as
 * often as it is asked for: what Fastify's per-request zod check and JSON.stringify would make of
 * the same value (decision 0071). It is compressed once per encoding too, when first asked for in
 * it, as the compression plugin would compress it per request (decision 0076).
 */
export class JsonText<T> {
  /** Ties the text to the type it was checked as, so a handler can only return its own entry's. */
  declare private readonly of?: T;
  /** Per encoding: the compressed text, or null where it would not be smaller once marked. */
  private readonly encoded = new Map<Encoding, Buffer | null>();

  constructor(readonly text: string) {}

  /**
   * The body to send for this request: the text, or its compressed form, marked as such. Compressed
   * once, so also under the kibibyte below which compressing per request does not pay: config.json's
   * 621 bytes go out as 320, a quarter less on the wire with the two headers it then needs.
   */
  bodyFor(request: FastifyRequest, reply: FastifyReply): string | Buffer {
    const encoding = acceptedEncoding(request);
    if (encoding === undefined) return this.text;
    let body = this.encoded.get(encoding);
    if (body === undefined) {
      const made = compressed(this.text, encoding);
      body = made.length + markedBytes(encoding) < Buffer.byteLength(this.text) ? made : null;
      this.encoded.set(encoding, body);
    }
    if (body === null) return this.text;
    markCompressed(reply, encoding);
    return body;
  }
}

export const jsonText = <S extends z.core.$ZodType>(schema: S, value: z.input<S>): JsonText<z.output<S>> =>
  new JsonText(JSON.stringify(z.parse(schema, value)));
