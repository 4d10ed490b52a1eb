import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLabelContent, labelContentUrls, warmLabelContent } from './label-content.ts';

const at = (path: string) => new URL(path, 'http://localhost');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('label content', () => {
  it('is the configuration, content, logos and manifest, never the API', () => {
    for (const path of [
      '/config.json',
      '/frontend-content/menu/menu.json',
      '/labels/aev/logo.svg',
      '/manifest.webmanifest',
    ]) {
      expect(isLabelContent(at(path)), path).toBe(true);
    }
    for (const path of [
      '/api/InsuranceCard/Download',
      '/config.json.bak',
      '/zorgpas-ehic',
      '/assets/index.js',
    ]) {
      expect(isLabelContent(at(path)), path).toBe(false);
    }
  });

  it('names what an offline start needs from the configuration of the host', () => {
    expect(labelContentUrls({ label: 'ble', brand: { logoUrl: '/labels/ble/logo.svg' } })).toEqual([
      '/config.json?label=ble',
      '/manifest.webmanifest?label=ble',
      '/labels/ble/logo.svg',
      '/labels/ble/icon.svg',
    ]);
  });

  it('stores the configuration and what it points to at install, skipping what does not answer', async () => {
    const config = { label: 'aev', brand: { logoUrl: '/labels/aev/logo.svg' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/config.json'
          ? Response.json(config)
          : url.includes('icon')
            ? new Response(null, { status: 404 })
            : new Response(`body of ${url}`),
      ),
    );
    const stored = new Map<string, Response>();
    const cache = { put: async (url: string, response: Response) => void stored.set(url, response) };
    await warmLabelContent(async () => cache as unknown as Cache);
    expect([...stored.keys()].sort()).toEqual([
      '/config.json',
      '/config.json?label=aev',
      '/labels/aev/logo.svg',
      '/manifest.webmanifest?label=aev',
    ]);
    expect(await stored.get('/config.json')?.json()).toEqual(config);
  });
});
