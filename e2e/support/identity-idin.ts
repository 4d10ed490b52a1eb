import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';

/** Chooses a bank on an iDIN screen of the portal and goes to the (simulated) bank. */
export async function goToBank(page: Page): Promise<void> {
  const bank = page.getByLabel(/^Kies uw bank/);
  await expect(bank.locator('option').nth(1)).toBeAttached();
  const value = await bank.locator('option').nth(1).getAttribute('value');
  await bank.selectOption(value ?? '');
  await page.getByRole('button', { name: 'Naar mijn bank' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Gesimuleerde bank/ })).toBeVisible();
  await expectAccessible(page);
}

/** On the simulated bank: pick the identity the bank asserts and answer approve, cancel or expire. */
export async function answerAtBank(
  page: Page,
  person: string,
  action: 'Goedkeuren' | 'Annuleren' | 'Laten verlopen',
): Promise<void> {
  const identity = page.getByLabel(/Welke identiteit/);
  const option = identity.locator('option', { hasText: person });
  await identity.selectOption((await option.getAttribute('value')) ?? '');
  await page.getByRole('button', { name: action }).click();
}
