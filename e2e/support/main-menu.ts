import { expect, type Page } from '@playwright/test';

/** Opens a screen as a person does on a desktop: a group of the main menu, then one of its entries. */
export async function openFromMainMenu(page: Page, group: string, entry: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: group }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

const phoneMenu = {
  English: { open: 'Menu openen', close: 'Close menu' },
  Nederlands: { open: 'Open menu', close: 'Menu sluiten' },
} as const;

/**
 * Switches the language as a person does on a phone: the burger, the language in the menu's drawer,
 * and the drawer closed again (its close button speaks the new language).
 */
export async function chooseLanguageOnPhone(page: Page, language: keyof typeof phoneMenu): Promise<void> {
  await page.getByRole('button', { name: phoneMenu[language].open }).click();
  const drawer = page.locator('#mijn-mobile-menu');
  await drawer.getByRole('button', { name: language }).click();
  await drawer.getByRole('button', { name: phoneMenu[language].close }).click();
  await expect(drawer).toBeHidden();
}
