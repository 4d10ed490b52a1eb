import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FirstPaint, NewsText } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let webRoot: string;

const indexHtml = '<!doctype html><html lang="nl"><title>Mijn</title><div id="root"></div></html>';

/**
 * Stands in for the web build's render (apps/web/src/first-paint): it shows what the server asked it
 * to paint, so the test reads the server's choices. The real render is checked end to end (e2e).
 */
const renderer = `export async function renderLoginPage(template, url, paint) {
  if (paint.config.label === 'pve') throw new Error('cannot paint');
  return template.replace('<div id="root"></div>', () => '<div id="root">' + JSON.stringify({ url, paint }) + '</div>');
}`;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'mijn-web-'));
  await mkdir(path.join(webRoot, 'dist'));
  await mkdir(path.join(webRoot, 'dist-ssr'));
  await writeFile(path.join(webRoot, 'dist', 'index.html'), indexHtml);
  await writeFile(path.join(webRoot, 'dist-ssr', 'render-login-page.js'), renderer);
  t = await createTestApp({ config: { webDist: path.join(webRoot, 'dist') } });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/** What the page was painted with, or null for the plain index.html. */
async function painted(url: string, headers: Record<string, string> = {}) {
  const reply = await page(url, headers);
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toMatch(/^text\/html/);
  expect(reply.headers['cache-control']).toBe('no-cache');
  const root = /<div id="root">(.*)<\/div>/.exec(reply.body)?.[1] ?? '';
  return root === '' ? null : (JSON.parse(root) as { url: string; paint: FirstPaint });
}

const newsOf = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/News/BeforeAuthorization?${query}` })).json<NewsText[]>();

describe('the login page painted on the server', () => {
  it("paints /inloggen in Dutch with the host's label, its config.json and today's news", async () => {
    const config = (
      await t.app.inject({ method: 'GET', url: '/config.json', headers: { host: 'localhost' } })
    ).json();
    const first = await painted('/inloggen', { host: 'localhost' });
    expect(first?.url).toBe('/inloggen');
    expect(first?.paint).toEqual({
      config,
      language: 'nl-NL',
      news: await newsOf('language=nl&label=default'),
      today: insurerToday(t.clock.now()),
    });
    expect(first?.paint.news.length).toBeGreaterThan(0);
  });

  it('paints in English where the device chose English, with the English news', async () => {
    const english = await painted('/inloggen', { cookie: 'other=1; mijn_language=en-US' });
    expect(english?.paint.language).toBe('en-US');
    expect(english?.paint.news).toEqual(await newsOf('language=en&label=default'));
    expect((await painted('/inloggen', { cookie: 'mijn_language=de-DE' }))?.paint.language).toBe('nl-NL');
  });

  it("takes the label from ?label=, else from this browser session's label cookie, else from the host", async () => {
    const asked = await painted('/inloggen?label=aev&redirect=%2Fpolisoverzicht', {
      cookie: 'mijn_label=ble',
    });
    expect(asked?.url).toBe('/inloggen?label=aev');
    expect(asked?.paint.config.label).toBe('aev');
    expect(asked?.paint.news).toEqual(await newsOf('language=nl&label=aev'));
    expect((await painted('/inloggen', { cookie: 'mijn_label=ble' }))?.paint.config.label).toBe('ble');
    expect(
      (await painted('/inloggen', { cookie: 'mijn_label=acme', host: 'dmn.localhost' }))?.paint.config.label,
    ).toBe('dmn');
    expect((await painted('/inloggen/', { host: 'c4l.localhost:8080' }))?.paint.config.label).toBe('c4l');
  });

  it('leaves the page to the app where someone is logged in, on other pages, and where it cannot paint', async () => {
    expect(await painted('/inloggen', { cookie: 'mijn_token=abc' })).toBeNull();
    expect(await painted('/polisoverzicht')).toBeNull();
    expect(await painted('/inloggen-elders')).toBeNull();
    expect(await painted('/inloggen?label=pve')).toBeNull();
    expect((await page('/inloggen?label=pve')).body).toBe(indexHtml);
  });

  it('answers an API client as before', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/inloggen',
      headers: { accept: 'application/json' },
    });
    expect(reply.statusCode).toBe(404);
  });
});
