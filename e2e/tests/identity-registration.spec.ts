import { expectAccessible } from '../support/accessibility.ts';
import { expect, justBefore, test } from '../support/clock.ts';
import { latestCodeOf } from '../support/identity-outbox.ts';
import { logIn } from '../support/login.ts';

test('Lisa Visser registers from nothing to logged in', async ({ page }) => {
  await page.goto('/registreren');
  await expect(page.getByRole('heading', { level: 1, name: 'Registreren' })).toBeVisible();
  await expectAccessible(page);

  // Step 0: agreement number and birth date.
  await page.getByLabel('Relatienummer').fill('10000004');
  await page.getByLabel('Geboortedatum').fill('17051990');
  let sentAfter = await justBefore(page.request);
  await page.getByRole('button', { name: 'Volgende' }).click();

  // Step 1: e-mail address twice.
  await expect(page.getByRole('heading', { name: /Stap 2 van 4/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/^E-mailadres/).fill('lisa.visser@example.nl');
  await page.getByLabel('Herhaal e-mailadres').fill('lisa.visser@example.nl');
  sentAfter = await justBefore(page.request);
  await page.getByRole('button', { name: 'Stuur mij de code' }).click();

  // Step 2: the activation code from the e-mail.
  await expect(page.getByRole('heading', { name: /Stap 3 van 4/ })).toBeVisible();
  await expectAccessible(page);
  const activationCode = await latestCodeOf(page.request, 'email', sentAfter, 'lisa.visser@example.nl');
  await page.getByLabel('Activatiecode').fill(activationCode);
  await page.getByRole('button', { name: 'Volgende' }).click();

  // Step 3: username and password, then the SMS code.
  await expect(page.getByRole('heading', { name: /Stap 4 van 4/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Gebruikersnaam').fill('lisa.visser');
  await page.getByLabel(/^Nieuw wachtwoord/).fill('Duinweg-8!');
  await page.getByLabel('Herhaal nieuw wachtwoord').fill('Duinweg-8!');
  sentAfter = await justBefore(page.request);
  await page.getByRole('button', { name: 'Stuur mij de sms-code' }).click();

  await expect(page.getByLabel('Sms-code')).toBeVisible();
  await expectAccessible(page);
  const smsCode = await latestCodeOf(page.request, 'sms', sentAfter);
  await page.getByLabel('Sms-code').fill(smsCode);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();

  await expect(page).toHaveURL(/\/inloggen/);
  await expect(page.getByText(/Uw account lisa\.visser is aangemaakt/)).toBeVisible();
  await expectAccessible(page);

  await logIn(page, 'lisa.visser', 'Duinweg-8!');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lisa');
});

test('registering again for the same agreement goes to login with "already registered"', async ({ page }) => {
  await page.goto('/registreren');
  await page.getByLabel('Relatienummer').fill('10000001');
  await page.getByLabel('Geboortedatum').fill('14-03-1980');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/\/inloggen/);
  await expect(
    page.getByText('U heeft al een account. Log in met uw gebruikersnaam en wachtwoord.'),
  ).toBeVisible();
});

test('unknown registration data is explained on the first step', async ({ page }) => {
  await page.goto('/registreren');
  await page.getByLabel('Relatienummer').fill('10000004');
  await page.getByLabel('Geboortedatum').fill('01-01-1991');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Wij kunnen u niet vinden met deze gegevens' }),
  ).toBeVisible();
  await expectAccessible(page);
});
