import type { Page } from '@playwright/test';

/**
 * Waits until nothing on the page is moving (endless animations such as spinners aside): a popup
 * fading in has text of too little contrast, a notice sliding in lies partly off the screen, and on
 * a busy machine they move for longer.
 */
export async function untilAtRest(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}
