import { expect, type Page } from '@playwright/test';

/**
 * The server paints the login page before the app runs (decision 0093): a field can be filled then,
 * but a button pressed before the app took the page over is the browser's, not the app's. The
 * development outbox (every e2e server has it) shows only once the app runs in the browser.
 */
export async function untilAppRuns(page: Page): Promise<void> {
  await expect(page.locator('.mijn-outbox, .mijn-outbox-toggle')).toBeVisible();
}
