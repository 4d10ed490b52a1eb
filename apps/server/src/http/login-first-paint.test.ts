import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FirstPaint, NewsText } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItems } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let webRoot: string;

const indexHtml =
  '<!doctype html><html lang="nl"><title>Mijn</title><body><div id="root"></div></body></html>';

/**
 * Stands in for the web build's render (apps/web/src/first-paint): it shows what the server asked it
 * to paint, so the test reads the server's choices. The real render is checked end to end (e2e).
 */
const renderer = `let renders = 0;
export async function renderLoginPage(template, url, paint) {
  if (paint.config.label === 'pve') throw new Error('cannot paint');
  renders += 1;
  const shown = JSON.stringify({ url, paint, renders });
  return template.replace('<div id="root"></div>', () => '<div id="root">' + shown + '</div>');
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
  if (root === '') return null;
  const embedded = /<script type="application\/json" id="mijn-first-paint">(.*)<\/script>/.exec(
    reply.body,
  )?.[1];
  return { ...(JSON.parse(root) as { url: string; paint: FirstPaint; renders: number }), embedded };
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

  it('embeds what it painted with, each host its own origin, and paints a label once for all its hosts', async () => {
    const first = await painted('/inloggen', { host: 'dmn.localhost:8080' });
    const again = await painted('/inloggen', { host: 'dmn.localhost:9999' });
    expect(again?.renders).toBe(first?.renders);
    const config = (
      await t.app.inject({ method: 'GET', url: '/config.json', headers: { host: 'dmn.localhost:9999' } })
    ).json();
    expect(JSON.parse(again?.embedded ?? '')).toEqual({ ...again?.paint, config });
    expect(config.frontendUrl).toBe('http://dmn.localhost:9999');
  });

  it('embeds a text that would end the script as JSON that does not', async () => {
    const text = 'Onderhoud </script><script>alert(1)</script>';
    await t.db.insert(newsItems).values({
      language: 'nl',
      labelCode: 'c4l',
      beforeAuthorization: true,
      text,
      startDate: insurerToday(t.clock.now()),
    });
    const reply = await page('/inloggen', { host: 'c4l.localhost' });
    const embedded =
      /<script type="application\/json" id="mijn-first-paint">(.*?)<\/script>/.exec(reply.body)?.[1] ?? '';
    expect(embedded).not.toContain('<');
    expect((JSON.parse(embedded) as FirstPaint).news.map((item) => item.text)).toContain(text);
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
