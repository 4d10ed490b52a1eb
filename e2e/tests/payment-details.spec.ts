import { expectAccessible } from '../support/accessibility.ts';
import { expect, justBefore, test } from '../support/clock.ts';
import { latestMessage } from '../support/identity-outbox.ts';
import { logIn } from '../support/login.ts';
import { openFromMainMenu } from '../support/main-menu.ts';

const phone = { width: 390, height: 844 };

test('jan.devries changes the account his premium is debited from: a wrong IBAN is refused, a valid one saved and confirmed by e-mail', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'jan.devries');
  await openFromMainMenu(page, 'Mijn betalingen', 'Betaal- en rekeninggegevens');
  await expect(page).toHaveURL(/\/betaal-en-rekeninggegevens$/);
  const agreement = page.getByRole('region', { name: 'Overeenkomst 10000001' });
  const premium = agreement.getByRole('region', { name: 'Premie' });
  await expect(premium.getByText('Automatische incasso')).toBeVisible();
  await expect(premium.getByText(/^NL\d{2} \*{4} \*{4} \*{2}\d{2} \d{2}$/)).toBeVisible();
  await expect(premium.getByText('Geldig')).toBeVisible();
  await expectAccessible(page);

  await agreement.getByRole('link', { name: 'Betaalgegevens wijzigen' }).click();
  await expect(page).toHaveURL(/\/betaalgegevens-wijzigen\/10000001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Betaalgegevens wijzigen' })).toBeFocused();
  const premiumForm = page.getByRole('region', { name: 'Premie' });
  await expect(premiumForm.getByRole('radiogroup', { name: 'Betaaltermijn' })).toBeVisible();
  await expectAccessible(page);

  await premiumForm.getByLabel('Ander rekeningnummer opgeven').check();
  const newAccount = premiumForm.getByLabel(/^Nieuw rekeningnummer/);
  await newAccount.fill('NL91 ABNA 0417 1643 01');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(
    premiumForm.getByText('Vul een geldig IBAN-rekeningnummer in, bijvoorbeeld NL91 ABNA 0417 1643 00.'),
  ).toBeVisible();
  await expect(newAccount).toBeFocused();
  await expectAccessible(page);

  await newAccount.fill('NL91 ABNA 0417 1643 00');
  await page.getByLabel(/^Ik machtig Zorgzaam/).check();
  const sentAfter = await justBefore(page.request);
  await page.getByRole('button', { name: 'Opslaan' }).click();

  await expect(page).toHaveURL(/\/betaal-en-rekeninggegevens$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Betaal- en rekeninggegevens' })).toBeFocused();
  await expect(page.getByText('Uw betaalgegevens zijn opgeslagen')).toBeVisible();
  await expect(premium.getByText('NL91 **** **** **43 00')).toBeVisible();
  await expect(premium.getByText(/^Kenmerk 10000001-P2, afgegeven op /)).toBeVisible();
  await expectAccessible(page);

  const email = await latestMessage(page.request, 'email', sentAfter, 'jan.devries@example.nl');
  expect(email.subject).toBe('Uw rekeningnummer is gewijzigd');
  expect(email.text).toContain('Premie betaald van: NL91 **** **** **43 00');
  expect(email.text).not.toContain('NL91ABNA0417164300');

  await page.setViewportSize(phone);
  await expect(premium.getByText('NL91 **** **** **43 00')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await expectAccessible(page);
});

test('sanne.devries (17, her own account) cannot see or change the family’s payment details', async ({
  page,
}) => {
  await logIn(page, 'sanne.devries');
  await page.goto('/betaal-en-rekeninggegevens');
  await expect(page.getByRole('heading', { level: 1, name: 'Betaal- en rekeninggegevens' })).toBeVisible();
  await expect(
    page.getByText(/^Er zijn geen overeenkomsten gevonden waarvan u de betaalgegevens mag inzien\./),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: /^Overeenkomst/ })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/betaalgegevens-wijzigen/10000001');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Deze pagina is niet voor u beschikbaar.')).toBeVisible();
});
