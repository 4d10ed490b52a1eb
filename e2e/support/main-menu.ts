import type { Page } from '@playwright/test';

/** Opens a screen as a person does on a desktop: a group of the main menu, then one of its entries. */
export async function openFromMainMenu(page: Page, group: string, entry: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: group }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}
