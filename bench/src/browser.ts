import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { options } from './options.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: options.chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/**
 * A fresh context is a cold cache; the size is a 390 px wide phone. A page's own bytes are measured
 * with service workers blocked: the app's worker claims the page once it has precached, and a script
 * the page asks for after that comes from the worker's cache and counts 0 bytes for the page, so a
 * route's late chunks (a screen after a redirect) counted or not by the minute (decision 0098).
 */
export function phoneContext(browser: Browser, serviceWorkers: 'allow' | 'block'): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers,
  });
}
