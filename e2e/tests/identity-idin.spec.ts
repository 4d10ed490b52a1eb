import { expectAccessible } from '../support/accessibility.ts';
import { untilAppRuns } from '../support/app-runs.ts';
import { expect, test } from '../support/clock.ts';
import { answerAtBank, goToBank } from '../support/identity-idin.ts';

test('Eva Smit activates iDIN, then logs in through the simulated bank', async ({ page }) => {
  await page.goto('/idin-activeren');
  await expect(page.getByRole('heading', { level: 1, name: 'iDIN activeren' })).toBeVisible();
  await expectAccessible(page);
  await goToBank(page);
  await answerAtBank(page, 'Eva Smit', 'Goedkeuren');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Eva');

  await page.goto('/uitloggen');
  await expect(page).toHaveURL(/\/inloggen/);

  await page.getByRole('button', { name: 'Log in met uw bank (iDIN)' }).click();
  await expectAccessible(page);
  await goToBank(page);
  await answerAtBank(page, 'Eva Smit', 'Goedkeuren');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Eva');
});

test('a cancelled iDIN login returns to login naming the action', async ({ page }) => {
  await page.goto('/inloggen');
  await untilAppRuns(page);
  await page.getByRole('button', { name: 'Log in met uw bank (iDIN)' }).click();
  await goToBank(page);
  await answerAtBank(page, 'Eva Smit', 'Annuleren');
  await expect(page).toHaveURL(/\/inloggen/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'U heeft het inloggen met iDIN geannuleerd.' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('an iDIN login for an identity without iDIN goes to iDIN activation', async ({ page }) => {
  await page.goto('/inloggen');
  await untilAppRuns(page);
  await page.getByRole('button', { name: 'Log in met uw bank (iDIN)' }).click();
  await goToBank(page);
  await answerAtBank(page, 'Anna de Vries', 'Goedkeuren');
  await expect(page).toHaveURL(/\/idin-activeren/);
  await expect(page.getByRole('alert').filter({ hasText: /Activeer hieronder eerst iDIN/ })).toBeVisible();
  await expectAccessible(page);
});

test('an expired iDIN session is explained on login', async ({ page }) => {
  await page.goto('/inloggen');
  await untilAppRuns(page);
  await page.getByRole('button', { name: 'Log in met uw bank (iDIN)' }).click();
  await goToBank(page);
  await answerAtBank(page, 'Eva Smit', 'Laten verlopen');
  await expect(page).toHaveURL(/\/inloggen/);
  await expect(page.getByRole('alert').filter({ hasText: 'Uw iDIN-sessie is verlopen.' })).toBeVisible();
});
