import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { expect, test } from '../support/clock.ts';
import { homeTileTitles, labelOrigin, logInOn, logOut } from '../support/home-login.ts';

const newPassword = 'Eigen-wachtwoord-7!';

async function dialogNamed(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  return dialog;
}

test('fatima.bakker walks the four first-login popups once and never sees them again', async ({ page }) => {
  const origin = labelOrigin('ble');
  await logInOn(page, origin, 'fatima.bakker', 'Tijdelijk-2026!');

  const password = await dialogNamed(page, 'Kies een nieuw wachtwoord');
  await password.getByLabel(/^Tijdelijk wachtwoord/).fill('Tijdelijk-2026!');
  await password.getByLabel(/^Nieuw wachtwoord/).fill(newPassword);
  await password.getByLabel(/^Herhaal nieuw wachtwoord/).fill(newPassword);
  await password.getByRole('button', { name: 'Wachtwoord opslaan' }).click();

  const email = await dialogNamed(page, 'Vul uw e-mailadres in');
  await email.getByLabel(/^E-mailadres/).fill('fatima.bakker@example.nl');
  await email.getByLabel(/^Herhaal e-mailadres/).fill('fatima.bakker@example.nl');
  await email.getByRole('button', { name: 'E-mailadres opslaan' }).click();

  const terms = await dialogNamed(page, 'Voorwaarden en privacyverklaring');
  await terms.getByRole('checkbox').check();
  await terms.getByRole('button', { name: 'Akkoord en verder' }).click();

  const digital = await dialogNamed(page, 'Ontvang uw post digitaal');
  await digital.getByRole('button', { name: 'Ja, ik kies voor digitale post' }).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Fatima');
  await homeTileTitles(page);
  await expectAccessible(page);

  // A reload keeps the new token: still no popup.
  await page.reload();
  await homeTileTitles(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await logOut(page);
  await logInOn(page, origin, 'fatima.bakker', newPassword);
  // The popups render with the home screen from the token's claims: once its tiles show, any due
  // popup would be open.
  await homeTileTitles(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
