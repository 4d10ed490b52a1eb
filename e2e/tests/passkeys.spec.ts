import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { expect, test } from '../support/clock.ts';
import { demoPassword, logIn } from '../support/login.ts';

/**
 * A platform authenticator with user verification, as a phone's or laptop's passkey provider is:
 * Chromium's virtual one (CDP WebAuthn domain) answers every prompt of this page at once.
 */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

test('jan.devries adds a passkey in settings, logs in with it in one step without an SMS code, and removes it again with his password', async ({
  page,
}) => {
  await addVirtualAuthenticator(page);
  await logIn(page, 'jan.devries');

  await page.goto('/instellingen');
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByText('U heeft nog geen passkey.')).toBeVisible();
  await passkeys.getByRole('button', { name: 'Passkey toevoegen' }).click();
  await expect(passkeys.getByLabel('Naam van de passkey')).toBeFocused();
  await expectAccessible(page);
  await passkeys.getByLabel('Naam van de passkey').fill('Laptop van Jan');
  await passkeys.getByLabel('Uw wachtwoord').fill(demoPassword);
  await passkeys.getByRole('button', { name: 'Passkey maken' }).click();

  await expect(passkeys.getByRole('status')).toContainText('Uw passkey Laptop van Jan is toegevoegd.');
  const added = passkeys.getByRole('listitem');
  await expect(added).toHaveCount(1);
  await expect(added).toContainText('Laptop van Jan');
  await expect(added).toContainText('Nog niet gebruikt');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Uitloggen' }).first().click();
  await expect(page).toHaveURL(/\/inloggen/);

  // One step: the passkey proves both who and that it is him; the verification page never opens.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.getByRole('button', { name: 'Inloggen met een passkey' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(visited).not.toContain('/verificatie');
  await expectAccessible(page);

  await page.goto('/instellingen');
  const newest = page.getByRole('region', { name: 'Inloggeschiedenis' }).getByRole('listitem').first();
  await expect(newest).toContainText('Passkey · ');
  await expect(newest).toContainText('Gelukt');
  await expect(passkeys.getByRole('listitem')).toContainText('Laatst gebruikt op');

  // The last passkey goes only with the password: without passkeys the password is the way in.
  await passkeys.getByRole('button', { name: 'Passkey Laptop van Jan verwijderen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Passkey verwijderen?' });
  await expect(dialog).toContainText('Dit is uw laatste passkey.');
  await expectAccessible(page);
  await dialog.getByLabel('Uw wachtwoord').fill(demoPassword);
  await dialog.getByRole('button', { name: 'Ja, verwijderen' }).click();

  await expect(dialog).toBeHidden();
  await expect(passkeys.getByRole('status')).toContainText('De passkey Laptop van Jan is verwijderd.');
  await expect(passkeys.getByText('U heeft nog geen passkey.')).toBeVisible();
});
