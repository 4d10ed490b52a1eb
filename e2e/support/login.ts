import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { untilAppRuns } from './app-runs.ts';
import { justBefore } from './clock.ts';
import { latestCode } from './outbox.ts';

export const demoPassword = 'Welkom-2026!';

/**
 * The login and code screens as logIn meets them, blank, are the same screens in every journey:
 * axe checks each once per viewport width in a worker, not again at each of the suite's forty
 * logins (decision 0072); login.spec.ts checks their other states.
 */
const checkedScreens = new Set<string>();

async function expectAccessibleOnce(page: Page, screen: string): Promise<void> {
  const key = `${screen} at ${page.viewportSize()?.width ?? 0} px`;
  if (checkedScreens.has(key)) return;
  await expectAccessible(page);
  checkedScreens.add(key);
}

/** Walks the login journey as a person does: credentials, then the SMS code from the outbox. */
export async function logIn(page: Page, username: string, password = demoPassword): Promise<void> {
  await page.goto('/inloggen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await untilAppRuns(page);
  await expectAccessibleOnce(page, 'login');
  await page.getByLabel('Gebruikersnaam').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  const sentAfter = await justBefore(page.request);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();

  await expect(page).toHaveURL(/\/verificatie/);
  await expectAccessibleOnce(page, 'verification');
  const code = await latestCode(page.request, sentAfter);
  await page.getByLabel('Verificatiecode').fill(code);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page).toHaveURL(/\/$/);
}
