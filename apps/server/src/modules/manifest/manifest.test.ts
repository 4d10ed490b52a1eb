import { labelCodes, type WebManifest } from '@mijn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const manifest = async (url: string, headers: Record<string, string> = {}) => {
  const reply = await t.app.inject({ method: 'GET', url, headers });
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers['content-type']).toMatch(/^application\/manifest\+json/);
  return reply.json<WebManifest>();
};

describe('GET /manifest.webmanifest', () => {
  it('is installable: standalone, a start URL in scope, 192 and 512 PNG icons, also maskable', async () => {
    const aev = await manifest('/manifest.webmanifest?label=aev');
    expect(aev).toMatchObject({
      name: 'Mijn Aemstel Verzekeringen',
      short_name: 'Mijn Aemstel',
      display: 'standalone',
      scope: '/',
      start_url: '/?label=aev',
      theme_color: '#1D3F8F',
      background_color: '#F4F6FB',
    });
    for (const purpose of ['any', 'maskable']) {
      for (const sizes of ['192x192', '512x512']) {
        expect(aev.icons).toContainEqual(expect.objectContaining({ purpose, sizes, type: 'image/png' }));
      }
    }
  });

  it('differs per label and takes the label from the host', async () => {
    const names = new Set<string>();
    for (const label of labelCodes) names.add((await manifest(`/manifest.webmanifest?label=${label}`)).name);
    expect(names.size).toBe(labelCodes.length);
    const byHost = await manifest('/manifest.webmanifest', { host: 'pve.localhost:8080' });
    expect(byHost).toMatchObject({ name: 'Mijn Polderveste Zorg', start_url: '/' });
  });

  it('serves every icon it names as a PNG of that size', async () => {
    for (const label of labelCodes) {
      for (const icon of (await manifest(`/manifest.webmanifest?label=${label}`)).icons) {
        const reply = await t.app.inject({ method: 'GET', url: icon.src });
        expect(reply.statusCode, icon.src).toBe(200);
        expect(reply.headers['content-type']).toBe('image/png');
        const png = reply.rawPayload;
        expect(png.subarray(1, 4).toString()).toBe('PNG');
        const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
        expect(`${width}x${height}`).toBe(icon.sizes);
      }
    }
  });

  it('refuses an unknown label', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/manifest.webmanifest?label=xyz' })).statusCode).toBe(
      400,
    );
  });
});
