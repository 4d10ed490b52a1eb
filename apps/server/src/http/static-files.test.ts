import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let webDist: string;
const indexHtml = '<!doctype html><title>Mijn</title>';
const script = 'console.log(1)';

/** A file of the build with the .br and .gz the web build writes beside it. */
async function writeBuilt(relative: string, body: string) {
  const file = path.join(webDist, relative);
  await writeFile(file, body);
  await writeFile(`${file}.br`, brotliCompressSync(body));
  await writeFile(`${file}.gz`, gzipSync(body));
}

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'mijn-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeBuilt('index.html', indexHtml);
  await writeBuilt('assets/index-abc123.js', script);
  await writeBuilt('sw.js', 'self.skipWaiting()');
  await writeFile(path.join(webDist, 'assets', 'plain-def456.js'), script);
  t = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the built SPA', () => {
  it('serves hashed assets as immutable', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a hashed script only the headers a script needs, and the page and worker all of them', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    for (const url of ['/', '/sw.js', '/assets/index-abc123.html']) {
      const reply = await t.app.inject({ method: 'GET', url, headers: html });
      expect(reply.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(reply.headers['x-frame-options'], url).toBe('DENY');
      expect(reply.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('revalidates the service worker', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('answers index.html for page paths, revalidated', async () => {
    for (const url of ['/', '/polisoverzicht', '/polis-wijzigen/2026/ABC/10000001/true', '/no-such-page']) {
      const reply = await t.app.inject({ method: 'GET', url, headers: html });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body).toContain('<title>Mijn</title>');
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('sends the precompressed file the client accepts best, or the file itself', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses a file the build left uncompressed as it sends it', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const reply = await t.app.inject({ method: 'GET', url: '/assets/plain-def456.js', headers });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(script);
  });

  it('keeps the cache rule of the file asked for when a compressed copy is sent', async () => {
    const headers = { 'accept-encoding': 'br', ...html };
    const page = await t.app.inject({ method: 'GET', url: '/inloggen', headers });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(indexHtml);
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js', headers });
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps /api/ paths and non-HTML requests JSON 404s', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404 });
    const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missingAsset.statusCode).toBe(404);
  });
});
