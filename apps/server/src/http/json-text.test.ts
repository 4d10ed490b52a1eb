import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerCompression } from './compression.ts';
import { jsonText } from './json-text.ts';

const Items = z.object({ items: z.array(z.object({ index: z.number(), name: z.string() })) });
const large = { items: Array.from({ length: 100 }, (_, index) => ({ index, name: `item ${index}` })) };
const medium = { items: large.items.slice(0, 20) };
const tiny = { items: [{ index: 1, name: 'one' }] };

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await registerCompression(app);
  for (const [name, value] of [
    ['large', large],
    ['medium', medium],
    ['tiny', tiny],
  ] as const) {
    // The same value compressed by the plugin per request, and kept as a JsonText sent many times.
    app.get(`/${name}/per-request`, async () => value);
    const kept = jsonText(Items, value);
    app.get(`/${name}/kept`, async (request, reply) => {
      reply.header('content-type', 'application/json; charset=utf-8');
      return kept.bodyFor(request, reply);
    });
  }
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

function decoded(reply: Awaited<ReturnType<typeof get>>): unknown {
  const encoding = reply.headers['content-encoding'];
  const body =
    encoding === 'br'
      ? brotliDecompressSync(reply.rawPayload)
      : encoding === 'gzip'
        ? gunzipSync(reply.rawPayload)
        : reply.rawPayload;
  return JSON.parse(body.toString());
}

describe('a JSON reply kept as text and compressed once', () => {
  it('is encoded as the compression plugin encodes the same reply per request, whatever the client accepts, above a kibibyte and far under', async () => {
    const clients: Record<string, string>[] = [
      { 'accept-encoding': 'gzip, deflate, br, zstd' },
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'br;q=0.5, gzip' },
      { 'accept-encoding': 'X-GZIP' },
      { 'accept-encoding': '*' },
      { 'accept-encoding': 'deflate' },
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br', 'x-no-compression': '1' },
      {},
    ];
    for (const name of ['large', 'tiny']) {
      for (const headers of clients) {
        const label = `${name} ${JSON.stringify(headers)}`;
        const perRequest = await get(`/${name}/per-request`, headers);
        for (let time = 0; time < 2; time++) {
          const kept = await get(`/${name}/kept`, headers);
          expect(kept.headers['content-encoding'], label).toBe(perRequest.headers['content-encoding']);
          expect(kept.headers.vary, label).toBe(perRequest.headers.vary);
          expect(kept.headers['content-type'], label).toBe(perRequest.headers['content-type']);
          expect(decoded(kept), label).toEqual(decoded(perRequest));
        }
      }
    }
  });

  it('compresses it for a client that accepts it, under a kibibyte too, when that makes it smaller', async () => {
    for (const [name, value] of [
      ['large', large],
      ['medium', medium],
    ] as const) {
      const br = await get(`/${name}/kept`, { 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding'], name).toBe('br');
      expect(br.headers.vary, name).toBe('accept-encoding');
      expect(br.rawPayload.length, name).toBeLessThan(JSON.stringify(value).length / 2);
      expect(decoded(br), name).toEqual(value);
    }
    expect(JSON.stringify(medium).length).toBeLessThan(1024);
    const tinyReply = await get('/tiny/kept', { 'accept-encoding': 'br' });
    expect(tinyReply.headers['content-encoding']).toBeUndefined();
    expect(tinyReply.json()).toEqual(tiny);
  });
});
