import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression.ts';

const large = { items: Array.from({ length: 100 }, (_, index) => ({ index, name: `item ${index}` })) };
const small = { ok: true };

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await registerCompression(app);
  app.get('/large', async () => large);
  app.get('/small', async () => small);
  app.post('/echo', async (request) => request.body);
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compression of replies made per request', () => {
  it('sends brotli when the client accepts it, gzip when only that', async () => {
    const br = await get('/large', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(large);

    const gzip = await get('/large', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(large);
  });

  it('sends plain JSON to a client that accepts no encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const reply = await get('/large', acceptEncoding);
      expect(reply.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(reply.json()).toEqual(large);
    }
  });

  it('leaves replies under a kibibyte uncompressed', async () => {
    const reply = await get('/small', 'br, gzip');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.json()).toEqual(small);
  });

  it('does not decompress request bodies', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: JSON.stringify(small),
    });
    expect(reply.json()).toEqual(small);
  });
});
