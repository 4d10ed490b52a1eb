import type { Page } from '@playwright/test';

/**
 * Holds the page's readability checks until `release` is called, so a journey can press on while a
 * file is still being checked, as a person on a slow connection does (issue 34).
 */
export async function holdReadabilityCheck(page: Page): Promise<{ release: () => void }> {
  let letGo: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  // Once released, every check of the page passes straight through.
  await page.route('**/api/Declaration/ValidateAttachmentsReadability', async (route) => {
    await released;
    await route.continue();
  });
  return { release: () => letGo() };
}
