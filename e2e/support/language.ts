import { expect, type Page } from '@playwright/test';

/**
 * Switches the screens' language as a person does (the first switch on the page: the header's on a
 * wide screen), and waits until the screens show it. Logged in, the account has it by then too, so
 * a page opened next, and letters or messages made later, come in it.
 */
export async function switchLanguage(page: Page, to: 'English' | 'Nederlands'): Promise<void> {
  await page.getByRole('button', { name: to }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', to === 'English' ? 'en' : 'nl');
}
