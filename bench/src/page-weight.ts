import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export interface PageWeight {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

function add(total: PageWeight, body: Buffer): PageWeight {
  return {
    files: total.files + 1,
    rawBytes: total.rawBytes + body.length,
    gzipBytes: total.gzipBytes + gzipSync(body, { level: 9 }).length,
  };
}

const empty: PageWeight = { files: 0, rawBytes: 0, gzipBytes: 0 };

/**
 * The JavaScript a browser really loads for one route, measured in Chromium; with a token the page
 * opens logged in (the web app reads its session from the `mijn_token` cookie).
 */
export async function routeJavaScript(url: string, token?: string): Promise<PageWeight> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext();
    if (token) {
      await context.addCookies([{ name: 'mijn_token', value: encodeURIComponent(token), url }]);
    }
    const page = await context.newPage();
    const scripts: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return (await Promise.all(scripts)).reduce(add, empty);
  } finally {
    await browser.close();
  }
}

/** Every JavaScript file of the build, as if one visitor loaded all of them. */
export async function wholeAppJavaScript(distDir: string): Promise<PageWeight> {
  const assets = join(distDir, 'assets');
  const names = (await readdir(assets)).filter((name) => name.endsWith('.js'));
  const bodies = await Promise.all(names.map((name) => readFile(join(assets, name))));
  return bodies.reduce(add, empty);
}
