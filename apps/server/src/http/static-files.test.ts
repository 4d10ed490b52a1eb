import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'mijn-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Mijn</title>');
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(webDist, 'sw.js'), 'self.skipWaiting()');
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

  it('keeps /api/ paths and non-HTML requests JSON 404s', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404 });
    const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missingAsset.statusCode).toBe(404);
  });
});
