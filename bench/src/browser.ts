import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { options } from './options.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: options.chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/** A fresh context is a cold cache; the size is a 390 px wide phone. */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
}
