import type { Page } from '@playwright/test';
import { untilAtRest } from '../support/at-rest.ts';
import { expect, test } from '../support/clock.ts';
import { logIn } from '../support/login.ts';

const phone = { width: 390, height: 844 };

/** The lines of text (outside `selector`) that the element matching `selector` covers on screen. */
async function textCoveredBy(page: Page, selector: string): Promise<string[]> {
  // The element comes with the screen that renders it (after a navigation or a redirect).
  await page.locator(selector).first().waitFor({ state: 'attached' });
  return page.evaluate((selector) => {
    const cover = document.querySelector(selector);
    if (!cover) throw new Error(`nothing matches ${selector}`);
    const box = cover.getBoundingClientRect();
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text === '' || cover.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const hit = [...range.getClientRects()].some(
        (line) =>
          line.width > 0 &&
          line.left < box.right &&
          line.right > box.left &&
          line.top < box.bottom &&
          line.bottom > box.top,
      );
      if (hit) covered.push(text);
    }
    return covered;
  }, selector);
}

/** Scrolls the page through, half a screen at a time, answering what the element covered at each stop. */
async function coveredWhileScrolling(page: Page, selector: string): Promise<string[]> {
  const { height, screen } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    screen: window.innerHeight,
  }));
  const covered: string[] = [];
  for (let top = 0; top < height; top += screen / 2) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    covered.push(...(await textCoveredBy(page, selector)));
  }
  return covered;
}

test('on a phone the demo-code button covers no text, and a notice stays inside the screen', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/inloggen');
  const toggle = page.getByRole('button', { name: /^Demo-code/ });
  await expect(toggle).toBeVisible();
  expect(await coveredWhileScrolling(page, '.mijn-outbox-toggle')).toEqual([]);

  await logIn(page, 'jan.devries');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jan');
  expect(await coveredWhileScrolling(page, '.mijn-outbox-toggle')).toEqual([]);

  // Jan is refused a screen that is not his: the notice says so within the phone's width.
  await page.goto('/verzekeringsrecht');
  const notice = page.getByText('Deze pagina is niet voor u beschikbaar.');
  await expect(notice).toBeVisible();
  // Measured where it comes to rest, not while it slides in.
  await untilAtRest(page);
  for (const element of [notice, page.locator('.mantine-Notifications-root .mantine-Notification-root')]) {
    const box = await element.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  expect(await textCoveredBy(page, '.mijn-outbox-toggle')).toEqual([]);

  // Logged in on a wide screen the panel starts closed: its button covers no text there either.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jan');
  expect(await coveredWhileScrolling(page, '.mijn-outbox-toggle')).toEqual([]);
});
