import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { expect, justBefore, test } from '../support/clock.ts';
import { latestCodeOf, latestMessage } from '../support/identity-outbox.ts';
import { switchLanguage } from '../support/language.ts';
import { logIn } from '../support/login.ts';

const phone = { width: 390, height: 844 };
const jansNumber = '+31612345678';
const newNumber = '+31698765432';
const jansAddress = 'jan.devries@example.nl';
const newAddress = 'jan.nieuw@example.nl';

const noSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * The code sent to the new address changes it. jan.devries logs in in many specs, so every journey
 * here gives him his own number and address back before it ends.
 */
async function changeContact(
  page: Page,
  section: string,
  fillNew: () => Promise<void>,
  channel: 'sms' | 'email',
  newTo: string,
  labels: { send: string; code: string; confirm: string },
) {
  const region = page.getByRole('region', { name: section });
  const sentAfter = await justBefore(page.request);
  await fillNew();
  await region.getByRole('button', { name: labels.send }).click();
  const code = region.getByLabel(labels.code);
  await expect(code).toBeFocused();
  await expectAccessible(page);
  await code.fill(await latestCodeOf(page.request, channel, sentAfter, newTo));
  await region.getByRole('button', { name: labels.confirm }).click();
  await expect(page).toHaveURL(/\/instellingen$/);
  return sentAfter;
}

test('jan.devries changes his mobile number with the code sent to the new number; the old number is told', async ({
  page,
}) => {
  await logIn(page, 'jan.devries');
  await page.goto('/wijzig-instellingen');
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggegevens wijzigen' })).toBeVisible();
  const region = page.getByRole('region', { name: 'Mobiel nummer' });
  await expect(region).toContainText('Uw huidige nummer eindigt op 5678.');
  await expectAccessible(page);

  // A username that is too short, then one another account has: both said at the field, nothing saved.
  const username = page.getByRole('region', { name: 'Gebruikersnaam' });
  await username.getByLabel('Nieuwe gebruikersnaam').fill('jan');
  await username.getByRole('button', { name: 'Gebruikersnaam opslaan' }).click();
  await expect(username.getByText('Uw gebruikersnaam bestaat uit 8 tot en met 50 tekens.')).toBeVisible();
  await username.getByLabel('Nieuwe gebruikersnaam').fill('anna.devries');
  await username.getByRole('button', { name: 'Gebruikersnaam opslaan' }).click();
  await expect(username.getByText('Deze gebruikersnaam is al in gebruik.', { exact: false })).toBeVisible();
  await expectAccessible(page);

  // A wrong code changes nothing.
  const sentAfter = await justBefore(page.request);
  await region.getByLabel('Nieuw mobiel nummer').fill('06 98765432');
  await region.getByRole('button', { name: 'Code sturen' }).click();
  const code = region.getByLabel('Verificatiecode');
  await expect(code).toBeFocused();
  await expect(region).toContainText('Wij hebben een code gestuurd naar ******5432.');
  const sent = await latestCodeOf(page.request, 'sms', sentAfter, newNumber);
  await code.fill(sent === '00000' ? '11111' : '00000');
  await region.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(region.getByRole('alert')).toContainText('De verificatiecode is onjuist.');
  await expectAccessible(page);

  await code.fill(sent);
  await region.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page).toHaveURL(/\/instellingen$/);
  await expect(page.getByText('U ontvangt de sms-code voortaan op uw nieuwe nummer.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Uw contactgegevens' })).toContainText(newNumber);
  const told = await latestMessage(page.request, 'sms', sentAfter, jansNumber);
  expect(told.text).toContain('gewijzigd in ******5432');
  expect(told.code).toBeUndefined();
  await expectAccessible(page);

  // In English on a phone he takes his own number back; the number he leaves is told in English.
  // The language switch sits in the header on a wide screen.
  await switchLanguage(page, 'English');
  await page.setViewportSize(phone);
  await page.goto('/wijzig-instellingen');
  await expect(page.getByRole('heading', { level: 1, name: 'Change login details' })).toBeVisible();
  expect(await noSideways(page)).toBe(true);
  await expectAccessible(page);
  const back = await changeContact(
    page,
    'Mobile number',
    () => page.getByLabel('New mobile number').fill('06 12345678'),
    'sms',
    jansNumber,
    { send: 'Send code', code: 'Verification code', confirm: 'Confirm' },
  );
  await expect(page.getByText('From now on you receive the text code on your new number.')).toBeVisible();
  expect((await latestMessage(page.request, 'sms', back, newNumber)).text).toContain(
    'has been changed to ******5678',
  );
  // The switch remembers English on his account; other journeys read his messages in Dutch.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Nederlands' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
});

test('jan.devries changes his e-mail address with the code sent to it, on a phone in English, and back in Dutch', async ({
  page,
}) => {
  await logIn(page, 'jan.devries');
  await switchLanguage(page, 'English');
  await page.setViewportSize(phone);
  await page.goto('/contactgegevens-wijzigen');
  await expect(page.getByRole('heading', { level: 1, name: 'Change contact details' })).toBeVisible();
  const region = page.getByRole('region', { name: 'E-mail address' });
  await expect(region).toContainText(`Your current e-mail address is ${jansAddress}.`);

  await region.getByLabel(/^New e-mail address/).fill(newAddress);
  await region.getByLabel('Repeat the new e-mail address').fill('jan.nieuw@example.com');
  await region.getByRole('button', { name: 'Next' }).click();
  await expect(region.getByLabel('Repeat the new e-mail address')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await region.getByLabel('Repeat the new e-mail address').fill(newAddress);
  await region.getByRole('button', { name: 'Next' }).click();
  await expect(region.getByRole('heading', { name: 'Is this e-mail address correct?' })).toBeFocused();
  expect(await noSideways(page)).toBe(true);
  await expectAccessible(page);

  const sentAfter = await changeContact(page, 'E-mail address', async () => {}, 'email', newAddress, {
    send: 'Send code',
    code: 'Verification code',
    confirm: 'Confirm',
  });
  await expect(page.getByText('From now on we e-mail you at your new address.')).toBeVisible();
  const told = await latestMessage(page.request, 'email', sentAfter, jansAddress);
  expect(told.subject).toBe('Your e-mail address has been changed');
  expect(told.text).toContain('j***@example.nl');

  // Back in Dutch on a wide screen, he takes his own address back.
  await page.setViewportSize({ width: 1280, height: 900 });
  await switchLanguage(page, 'Nederlands');
  await page.goto('/contactgegevens-wijzigen');
  await expect(page.getByRole('heading', { level: 1, name: 'Contactgegevens wijzigen' })).toBeVisible();
  await expectAccessible(page);
  const dutch = page.getByRole('region', { name: 'E-mailadres' });
  await dutch.getByLabel(/^Nieuw e-mailadres/).fill(jansAddress);
  await dutch.getByLabel('Herhaal het nieuwe e-mailadres').fill(jansAddress);
  await dutch.getByRole('button', { name: 'Volgende' }).click();
  await changeContact(page, 'E-mailadres', async () => {}, 'email', jansAddress, {
    send: 'Code sturen',
    code: 'Verificatiecode',
    confirm: 'Bevestigen',
  });
  await expect(page.getByText('Wij mailen u voortaan op uw nieuwe e-mailadres.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Uw contactgegevens' })).toContainText(jansAddress);
});
