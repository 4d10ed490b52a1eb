import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses replies made per request (API JSON, label logos) for a client that accepts it. The
 * web build's files come precompressed (static-files.ts) and pass through untouched. Replies under
 * a kibibyte stay as they are: compressing them costs more than the bytes it saves. Brotli at
 * quality 5, not its default 11, because this runs on every reply: nearly the size of 11 at a
 * fraction of the CPU. Request bodies are not decompressed: the API takes plain JSON only.
 * Register before any route: Fastify gives a route the hooks that exist when it is added.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    globalDecompression: false,
  });
}
