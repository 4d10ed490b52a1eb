import type { Browser } from 'playwright-core';
import { phoneContext } from './browser.ts';

export interface PageVisit {
  /** Where the page ended up: a logged-in route the user may not open redirects. */
  finalPath: string;
  scriptFiles: number;
  /** Bytes on the wire (headers and compressed bodies), as Chromium counts them. */
  scriptBytes: number;
  allBytes: number;
  largestContentfulPaintMs: number | null;
}

/**
 * Run in the page: the last largest-contentful-paint candidate it reported (buffered, so none is
 * missed). A string, because Node's typings know no browser entry types.
 */
const readLargestContentfulPaint = `new Promise((resolve) => {
  new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null))
    .observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(null), 2000);
})`;

/**
 * Opens a page with a cold cache at 390 px, Chromium choosing the content encoding itself, and adds
 * up what the page's own requests cost on the wire (Network.loadingFinished's encodedDataLength).
 * With a token the page opens logged in (the web app reads its session from the `mijn_token` cookie).
 */
export async function visit(browser: Browser, url: string, accessToken?: string): Promise<PageVisit> {
  const context = await phoneContext(browser, 'block');
  try {
    if (accessToken) {
      await context.addCookies([{ name: 'mijn_token', value: encodeURIComponent(accessToken), url }]);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const typeOf = new Map<string, string>();
    const sizes: { type: string; bytes: number }[] = [];
    cdp.on('Network.responseReceived', ({ requestId, type }) => typeOf.set(requestId, type));
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
      sizes.push({ type: typeOf.get(requestId) ?? 'Other', bytes: encodedDataLength }),
    );
    await cdp.send('Network.enable');
    await page.goto(url, { waitUntil: 'networkidle' });
    const largestContentfulPaintMs = await page.evaluate<number | null>(readLargestContentfulPaint);
    const scripts = sizes.filter(({ type }) => type === 'Script');
    const sum = (items: typeof sizes) => items.reduce((total, { bytes }) => total + bytes, 0);
    return {
      finalPath: new URL(page.url()).pathname,
      scriptFiles: scripts.length,
      scriptBytes: sum(scripts),
      allBytes: sum(sizes),
      largestContentfulPaintMs,
    };
  } finally {
    await context.close();
  }
}
