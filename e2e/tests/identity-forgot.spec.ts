import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { expect, justBefore, test } from '../support/clock.ts';
import { latestCodeOf, latestMessage } from '../support/identity-outbox.ts';
import { demoPassword, logIn } from '../support/login.ts';

/** Forgot password as a person does it: username and birth date, the SMS code, a new password twice. */
async function resetPassword(page: Page, username: string, birthDate: string, newPassword: string) {
  await page.goto('/wachtwoord/vergeten');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gebruikersnaam of wachtwoord vergeten');
  await expectAccessible(page);
  await page.getByLabel('Mijn wachtwoord').check();
  await page.getByLabel(/^Gebruikersnaam/).fill(username);
  await page.getByLabel(/^Geboortedatum/).fill(birthDate);
  const sentAfter = await justBefore(page.request);
  await page.getByRole('button', { name: 'Verder' }).click();

  await expect(page).toHaveURL(/\/verificatie/);
  await expect(page.getByText(/Daarna kiest u een nieuw wachtwoord/)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/^Verificatiecode/).fill(await latestCodeOf(page.request, 'sms', sentAfter));
  await page.getByRole('button', { name: 'Bevestigen' }).click();

  await expect(page).toHaveURL(/\/wachtwoord\/resetten/);
  await expectAccessible(page);
  await page.getByLabel(/^Nieuw wachtwoord/).fill(newPassword);
  await expect(page.getByText('minimaal één cijfer (voldaan)')).toBeAttached();
  await page.getByLabel(/^Herhaal nieuw wachtwoord/).fill(newPassword);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();

  await expect(page).toHaveURL(/\/inloggen/);
  await expect(page.getByText(/Uw nieuwe wachtwoord is opgeslagen/)).toBeVisible();
  await expectAccessible(page);
}

// A stranger can have at most 5 codes sent for one account in 15 minutes, and a worker's server
// counts every journey it runs: jan.devries's contact changes (details-login) take 4 of his. These
// journeys use karin.dekker, for whom no other journey has a counted code sent.
test('karin.dekker resets a forgotten password and logs in with the new one', async ({ page }) => {
  const newPassword = 'Vismarkt-17!';
  await resetPassword(page, 'karin.dekker', '05101978', newPassword);
  await logIn(page, 'karin.dekker', newPassword);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Karin');

  // Other journeys of this run log in as karin.dekker with the demo password: set it back.
  await page.goto('/uitloggen');
  await expect(page).toHaveURL(/\/inloggen/);
  await resetPassword(page, 'karin.dekker', '05-10-1978', demoPassword);
  await logIn(page, 'karin.dekker', demoPassword);
});

test('a forgotten username arrives by e-mail', async ({ page }) => {
  await page.goto('/wachtwoord/vergeten');
  await page.getByLabel('Mijn gebruikersnaam').check();
  await page.getByLabel(/^Polisnummer/).fill('910100000801');
  await page.getByLabel(/^Geboortedatum/).fill('05-10-1978');
  let sentAfter = await justBefore(page.request);
  await page.getByRole('button', { name: 'Verder' }).click();

  await expect(page).toHaveURL(/\/verificatie/);
  await expect(page.getByText(/Daarna sturen wij uw gebruikersnaam per e-mail/)).toBeVisible();
  await page.getByLabel(/^Verificatiecode/).fill(await latestCodeOf(page.request, 'sms', sentAfter));
  sentAfter = await justBefore(page.request);
  await page.getByRole('button', { name: 'Bevestigen' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Uw gebruikersnaam is verstuurd' })).toBeVisible();
  await expect(page.getByText(/gestuurd naar k\*\*\*@example\.nl/)).toBeVisible();
  await expectAccessible(page);
  const mail = await latestMessage(page.request, 'email', sentAfter, 'karin.dekker@example.nl');
  expect(mail.text).toContain('karin.dekker');
});

test('a policy number and birth date that do not match are explained', async ({ page }) => {
  await page.goto('/wachtwoord/vergeten');
  await page.getByLabel('Mijn gebruikersnaam').check();
  await page.getByLabel(/^Polisnummer/).fill('910100000101');
  await page.getByLabel(/^Geboortedatum/).fill('15-03-1980');
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /horen niet bij elkaar|geen account gevonden/ }),
  ).toBeVisible();
  await expectAccessible(page);
});

// Decision 0083: whether a username has an account is not told, in either language, on a phone.
test('on a phone, a username no account has is answered as a wrong birth date is, in Dutch and English', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/wachtwoord/vergeten');
  /** The alert the screen shows for the pair, once the server has answered. */
  const alertFor = async (next: string, username: string, birthDate: string) => {
    await page.getByLabel(/^(Gebruikersnaam|Username)/).fill(username);
    await page.getByLabel(/^(Geboortedatum|Date of birth)/).fill(birthDate);
    const answered = page.waitForResponse('**/api/Account/ResetPassword');
    await page.getByRole('button', { name: next }).click();
    expect((await answered).status()).toBe(400);
    const alert = page.getByRole('alert').filter({ hasText: /geboortedatum|date of birth/ });
    await expect(alert).toBeVisible();
    return alert.innerText();
  };

  await page.getByLabel('Mijn wachtwoord').check();
  const dutch = await alertFor('Verder', 'karin.dekker', '06-10-1978');
  expect(dutch).toContain('Met deze gebruikersnaam en geboortedatum kunnen wij geen code sturen.');
  expect(dutch).toContain("Kies dan bij 'Wat bent u vergeten?' voor 'Mijn gebruikersnaam'.");
  expect(await alertFor('Verder', 'niemand.bekend', '05-10-1978')).toBe(dutch);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your username or password');
  await page.getByLabel('My password').check();
  const english = await alertFor('Continue', 'niemand.bekend', '05-10-1978');
  expect(english).toContain('We cannot send a code for this username and date of birth.');
  expect(english).toContain("Then choose 'My username' under 'What did you forget?'.");
  expect(await alertFor('Continue', 'karin.dekker', '06-10-1978')).toBe(english);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await expectAccessible(page);
});
