import { expectAccessible } from '../support/accessibility.ts';
import { untilAppRuns } from '../support/app-runs.ts';
import { expect, moveServerClock, serverNow, test } from '../support/clock.ts';
import { demoPassword, logIn } from '../support/login.ts';

test('mark.peters, after too many wrong passwords, sees for how many minutes he is blocked', async ({
  page,
}) => {
  await page.goto('/inloggen');
  await untilAppRuns(page);
  const blocked = page
    .getByRole('alert')
    .filter({ hasText: /tijdelijk geblokkeerd.*Probeer het over \d+ minuten/ });
  for (let attempt = 1; attempt <= 7 && !(await blocked.isVisible()); attempt += 1) {
    await page.getByLabel(/^Gebruikersnaam/).fill('mark.peters');
    await page.locator('input[autocomplete="current-password"]').fill(`Fout-wachtwoord-${attempt}!`);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /onjuist|geblokkeerd/ })).toBeVisible();
  }
  await expect(blocked).toBeVisible();
  await expect(blocked).toContainText('15 minuten');
  await expectAccessible(page);

  // 15 minutes later the block has ended: he gets his SMS code again, and the journeys after this
  // one find his account open.
  const blockEnded = new Date((await serverNow(page.request)).getTime() + 15 * 60_000 + 1_000);
  await moveServerClock(page.request, blockEnded);
  await page.clock.setSystemTime(blockEnded);
  await page.getByLabel(/^Gebruikersnaam/).fill('mark.peters');
  await page.locator('input[autocomplete="current-password"]').fill(demoPassword);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/verificatie/);
});

test('an SMS code left for 5 minutes sends the user back to log in', async ({ page }) => {
  // The browser's clock (installed by the journey's fixture) runs the 5-minute timer.
  await page.goto('/inloggen');
  await untilAppRuns(page);
  await page.getByLabel(/^Gebruikersnaam/).fill('anna.devries');
  await page.locator('input[autocomplete="current-password"]').fill('Welkom-2026!');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/verificatie/);
  await expect(page.getByLabel(/^Verificatiecode/)).toBeVisible();

  await page.clock.fastForward('05:01');

  await expect(page).toHaveURL(/\/inloggen/);
  await expect(
    page.getByText('De verificatiecode is verlopen. Log opnieuw in om een nieuwe code te ontvangen.'),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a forgot-flow code left for 5 minutes sends the user back to the forgot page', async ({ page }) => {
  await page.goto('/wachtwoord/vergeten');
  await page.getByLabel('Mijn wachtwoord').check();
  await page.getByLabel(/^Gebruikersnaam/).fill('anna.devries');
  await page.getByLabel(/^Geboortedatum/).fill('22-07-1982');
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page).toHaveURL(/\/verificatie/);

  await page.clock.fastForward('05:01');

  await expect(page).toHaveURL(/\/wachtwoord\/vergeten/);
  await expect(page.getByText(/De verificatiecode is verlopen. Vraag uw gegevens opnieuw op/)).toBeVisible();
  await expectAccessible(page);
});

for (const [side, days] of [
  ['ahead', 3],
  ['behind', -3],
] as const) {
  test(`a phone whose clock runs three days ${side} logs in with its SMS code and stays logged in`, async ({
    page,
    clockStart,
  }) => {
    await page.clock.setSystemTime(new Date(clockStart.getTime() + days * 24 * 60 * 60_000));
    await logIn(page, 'jan.devries');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Jan');
    await page.getByRole('link', { name: 'Bekijk uw zorgkosten' }).first().click();
    await expect(page).toHaveURL(/\/mijn-zorgkosten$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
