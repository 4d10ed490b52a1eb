import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { untilAppRuns } from './app-runs.ts';
import { justBefore } from './clock.ts';
import { workerPort } from './servers.ts';

/**
 * The origin of a label on the worker's server: `http://<label>.localhost:<port>` (Chromium
 * resolves *.localhost itself).
 */
export function labelOrigin(label: string | null): string {
  const port = workerPort();
  return label === null ? `http://localhost:${port}` : `http://${label}.localhost:${port}`;
}

/**
 * The newest one-time code sent after a moment, read through the page: the test runner itself
 * cannot resolve a label's *.localhost host.
 */
async function codeSentAfter(page: Page, sentAfter: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        code = await page.evaluate(async (after) => {
          const items = (await (await fetch('/api/dev/outbox')).json()) as {
            code?: string;
            sentAt: string;
          }[];
          return items.find((item) => item.code && new Date(item.sentAt).getTime() >= after)?.code;
        }, sentAfter);
        return code;
      },
      { message: 'a one-time code in the outbox' },
    )
    .toBeTruthy();
  return code!;
}

/** Logs in on a label's own host with the SMS code, checking each screen with axe. */
export async function logInOn(page: Page, origin: string, username: string, password: string): Promise<void> {
  await page.goto(`${origin}/inloggen`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await untilAppRuns(page);
  await page.getByLabel('Gebruikersnaam').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  const sentAfter = (await justBefore(page.request)).getTime();
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/verificatie/);
  const code = await codeSentAfter(page, sentAfter);
  await page.getByLabel('Verificatiecode').fill(code);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page).toHaveURL(`${origin}/`);
}

/** Waits until the home tiles have their data, then answers their headings in screen order. */
export async function homeTileTitles(page: Page): Promise<string[]> {
  const tiles = page.getByRole('region', { name: /Uw overzicht|Your overview/ });
  await expect(tiles).toHaveAttribute('aria-busy', 'false');
  return tiles.getByRole('heading', { level: 3 }).allTextContents();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Uitloggen' }).first().click();
  await expect(page).toHaveURL(/\/inloggen/);
}

export { expectAccessible };
