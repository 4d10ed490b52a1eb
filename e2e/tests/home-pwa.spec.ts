import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from '../support/clock.ts';
import { labelOrigin } from '../support/home-login.ts';

interface Manifest {
  name: string;
  short_name: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

test('the manifest differs per label and Chromium reports the app installable', async ({ clockStart }) => {
  // Chromium never offers installation in an incognito profile, so this test uses a real one.
  const profile = mkdtempSync(join(tmpdir(), 'mijn-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    viewport: { width: 1280, height: 900 },
  });
  await context.clock.install({ time: clockStart });
  const page = context.pages()[0] ?? (await context.newPage());
  const origin = labelOrigin('ble');
  await page.goto(`${origin}/inloggen`);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest?label=ble',
  );

  const manifests = await page.evaluate(async () => {
    const read = async (label: string) => (await fetch(`/manifest.webmanifest?label=${label}`)).json();
    return { ble: await read('ble'), aev: await read('aev') };
  });
  const ble = manifests.ble as Manifest;
  const aev = manifests.aev as Manifest;
  expect(ble.name).not.toBe(aev.name);
  expect(ble.theme_color).not.toBe(aev.theme_color);
  for (const manifest of [ble, aev]) {
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  }
  const iconStatus = await page.evaluate(
    async (src) => (await fetch(src)).headers.get('content-type'),
    ble.icons[0]!.src,
  );
  expect(iconStatus).toContain('image/png');

  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${origin}/`);

  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
      message: 'Chromium finds no installability errors',
    })
    .toEqual([]);
  const { url } = await cdp.send('Page.getAppManifest');
  expect(url).toContain('/manifest.webmanifest?label=ble');
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});
