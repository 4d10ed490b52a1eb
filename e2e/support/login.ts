import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { justBefore } from './clock.ts';
import { latestCode } from './outbox.ts';

export const demoPassword = 'Welkom-2026!';

/** Walks the login journey as a person does: credentials, then the SMS code from the outbox. */
export async function logIn(page: Page, username: string, password = demoPassword): Promise<void> {
  await page.goto('/inloggen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Gebruikersnaam').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  const sentAfter = await justBefore(page.request);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();

  await expect(page).toHaveURL(/\/verificatie/);
  await expectAccessible(page);
  const code = await latestCode(page.request, sentAfter);
  await page.getByLabel('Verificatiecode').fill(code);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page).toHaveURL(/\/$/);
}
