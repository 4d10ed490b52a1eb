import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';
const encodings: Encoding[] = ['br', 'gzip'];
/** Replies under a kibibyte stay as they are: compressing them costs more than the bytes it saves. */
const THRESHOLD_BYTES = 1024;
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Compresses replies made per request (API JSON, label logos) for a client that accepts it. The
 * web build's files come precompressed (static-files.ts) and pass through untouched, as does a
 * reply compressed before (`precompressedEncoding`). Brotli at quality 5, not its default 11,
 * because this runs on every reply: nearly the size of 11 at a fraction of the CPU. Request bodies
 * are not decompressed: the API takes plain JSON only. Register before any route: Fastify gives a
 * route the hooks that exist when it is added.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings,
    threshold: THRESHOLD_BYTES,
    brotliOptions,
    globalDecompression: false,
  });
}

/** Accept-Encoding values seen, with the encoding each negotiates: browsers send a handful. */
const negotiated = new Map<string, Encoding | null>();
/** A client inventing Accept-Encoding values gets them negotiated each time, not kept. */
const KEPT_ACCEPT_ENCODINGS = 64;

function negotiateEncoding(accepted: string): Encoding | null {
  const encoding = negotiate(accepted.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), encodings);
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}

/**
 * The encoding the compression plugin would pick for this request (its own negotiation, with its
 * aliases), for a reply compressed once and sent many times; none where it would send it plain.
 * Worked out once per Accept-Encoding value (decision 0082).
 */
export function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const accepted = request.headers['accept-encoding'];
  if (accepted === undefined || request.headers['x-no-compression'] !== undefined) return undefined;
  let encoding = negotiated.get(accepted);
  if (encoding === undefined) {
    encoding = negotiateEncoding(accepted);
    if (negotiated.size < KEPT_ACCEPT_ENCODINGS) negotiated.set(accepted, encoding);
  }
  return encoding ?? undefined;
}

/** `text` compressed as the plugin compresses a reply in `encoding`. */
export const compressed = (text: string, encoding: Encoding): Buffer =>
  encoding === 'br' ? brotliCompressSync(text, brotliOptions) : gzipSync(text);

/** Marks a reply compressed before, as the plugin marks one it compresses, so it passes untouched. */
export function markCompressed(reply: FastifyReply, encoding: Encoding): void {
  reply.header('content-encoding', encoding);
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).includes('accept-encoding')) reply.header('vary', `${vary}, accept-encoding`);
}

/** What `markCompressed` adds to a reply's headers, at most: `content-encoding` and `vary`. */
export const markedBytes = (encoding: Encoding) =>
  `content-encoding: ${encoding}\r\nvary: accept-encoding\r\n`.length;
