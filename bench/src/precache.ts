import type { Browser } from 'playwright-core';
import { phoneContext } from './browser.ts';

const serviceWorkerActive = `Promise.race([
  navigator.serviceWorker.ready.then(() => true),
  new Promise((resolve) => setTimeout(() => resolve(false), 30000)),
])`;

/**
 * What the service worker fetches in the background after a first visit (its precache), on the wire.
 * It is not part of the page's own load, but the phone pays for it; its install ends with the
 * precache complete, so the figure is whole once the worker is active.
 */
export async function precacheBytes(
  browser: Browser,
  url: string,
): Promise<{ files: number; bytes: number }> {
  const context = await phoneContext(browser, 'allow');
  try {
    const sizes: Promise<number>[] = [];
    context.on('requestfinished', (request) => {
      if (request.serviceWorker()) {
        sizes.push(request.sizes().then((size) => size.responseHeadersSize + size.responseBodySize));
      }
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    if (!(await page.evaluate<boolean>(serviceWorkerActive))) return { files: 0, bytes: 0 };
    const bytes = (await Promise.all(sizes)).reduce((total, size) => total + size, 0);
    return { files: sizes.length, bytes };
  } finally {
    await context.close();
  }
}
