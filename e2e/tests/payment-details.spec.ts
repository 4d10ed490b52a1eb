import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { expect, justBefore, suiteYear, test } from '../support/clock.ts';
import { latestMessage } from '../support/identity-outbox.ts';
import { logIn } from '../support/login.ts';
import { openFromMainMenu } from '../support/main-menu.ts';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

const fitsThePhone = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The language switch sits in the header on a wide screen. */
async function switchLanguage(page: Page, language: 'English' | 'Nederlands') {
  await page.setViewportSize(desktop);
  await page.getByRole('button', { name: language }).first().click();
  await page.setViewportSize(phone);
}

/** What a term option says it comes to over the year ('€ 5.537,40 per jaar'). */
async function yearlyOf(page: Page, term: RegExp): Promise<string> {
  const description = await page.getByRole('radio', { name: term }).getAttribute('aria-describedby');
  const text = (await page.locator(`[id="${description}"]`).textContent()) ?? '';
  return text.match(/€\s[\d.,]+ (per jaar|a year)/)?.[0] ?? text;
}

test('jan.devries on a phone compares the terms in one year’s premium and gives one new account for everything', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'jan.devries');
  await openFromMainMenu(page, 'Mijn betalingen', 'Betaal- en rekeninggegevens');
  await expect(page).toHaveURL(/\/betaal-en-rekeninggegevens$/);
  await page.setViewportSize(phone);
  const agreement = page.getByRole('region', { name: 'Overeenkomst 10000001' });
  const premium = agreement.getByRole('region', { name: 'Premie' });
  await expect(premium.getByText('Automatische incasso')).toBeVisible();
  await expect(premium.getByText(/^NL\d{2} \*{4} \*{4} \*{2}\d{2} \d{2}$/)).toBeVisible();
  await expect(premium.getByText('Geldig')).toBeVisible();
  expect(await fitsThePhone(page)).toBe(true);
  await expectAccessible(page);

  await agreement.getByRole('link', { name: 'Betaalgegevens wijzigen' }).click();
  await expect(page).toHaveURL(/\/betaalgegevens-wijzigen\/10000001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Betaalgegevens wijzigen' })).toBeFocused();
  // Every term in the premium of the year a new term starts: next year's in the switching season.
  const terms = page.getByRole('radiogroup', { name: 'Betaaltermijn' });
  await expect(terms).toHaveAccessibleDescription(
    `Alle bedragen met de premie van ${suiteYear() + 1}, zodat u de termijnen kunt vergelijken.`,
  );
  await expect(terms.getByRole('radio', { name: /^Per maand: / })).toHaveAccessibleDescription(
    /^uw huidige termijn · €\s[\d.,]+ per jaar · geen korting$/,
  );
  // Three months cost what a quarter costs.
  expect(await yearlyOf(page, /^Per kwartaal: /)).toBe(await yearlyOf(page, /^Per maand: /));
  expect(await fitsThePhone(page)).toBe(true);
  await expectAccessible(page);

  const accounts = page.getByRole('region', { name: 'Rekeningnummer' });
  await expect(accounts.getByText('Voor de premie, vergoedingen en het eigen risico.')).toBeVisible();
  await accounts.getByLabel('Ander rekeningnummer opgeven').check();
  // One field for the new account, not one per purpose.
  const newAccount = accounts.getByLabel(/^Nieuw rekeningnummer/);
  await expect(newAccount).toHaveCount(1);
  await newAccount.fill('NL91 ABNA 0417 1643 01');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(
    accounts.getByText('Vul een geldig IBAN-rekeningnummer in, bijvoorbeeld NL91 ABNA 0417 1643 00.'),
  ).toBeVisible();
  await expect(newAccount).toBeFocused();
  await expectAccessible(page);

  await newAccount.fill('NL91 ABNA 0417 1643 00');
  await expect(
    accounts.getByText(
      'Wij gebruiken het nieuwe rekeningnummer voor de premie, vergoedingen en het eigen risico.',
    ),
  ).toBeVisible();
  // The authorisation says exactly what it allows.
  const authorisation = page.getByRole('checkbox', {
    name: 'Ik machtig Zorgzaam om de premie en het eigen risico automatisch af te schrijven van rekening NL91 **** **** **43 00.',
    exact: true,
  });
  await authorisation.check();
  await expectAccessible(page);
  const sentAfter = await justBefore(page.request);
  await page.getByRole('button', { name: 'Opslaan' }).click();

  await expect(page).toHaveURL(/\/betaal-en-rekeninggegevens$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Betaal- en rekeninggegevens' })).toBeFocused();
  await expect(page.getByText('Uw betaalgegevens zijn opgeslagen')).toBeVisible();
  // Premium, reimbursements and excess: all on the new account, both debits under a new mandate.
  await expect(premium.getByText('NL91 **** **** **43 00')).toBeVisible();
  await expect(premium.getByText(/^Kenmerk 10000001-P2, afgegeven op /)).toBeVisible();
  await expect(
    agreement.getByRole('region', { name: 'Vergoedingen' }).getByText('NL91 **** **** **43 00'),
  ).toBeVisible();
  const excess = agreement.getByRole('region', { name: 'Eigen risico' });
  await expect(excess.getByText('NL91 **** **** **43 00')).toBeVisible();
  await expect(excess.getByText(/^Kenmerk 10000001-E2, afgegeven op /)).toBeVisible();
  expect(await fitsThePhone(page)).toBe(true);
  await expectAccessible(page);

  const email = await latestMessage(page.request, 'email', sentAfter, 'jan.devries@example.nl');
  expect(email.subject).toBe('Uw rekeningnummer is gewijzigd');
  for (const line of ['Premie betaald van', 'Vergoedingen naar', 'Eigen risico betaald van']) {
    expect(email.text).toContain(`${line}: NL91 **** **** **43 00`);
  }
  expect(email.text).not.toContain('NL91ABNA0417164300');
});

test('jan.devries on a phone, in English, gives a new account to the premium and the excess only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'jan.devries');
  await switchLanguage(page, 'English');
  await page.goto('/betaalgegevens-wijzigen/10000001');
  await expect(page.getByRole('heading', { level: 1, name: 'Change payment details' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Payment term' })).toHaveAccessibleDescription(
    `All amounts at the ${suiteYear() + 1} premium, so you can compare the terms.`,
  );
  const accounts = page.getByRole('region', { name: 'Account number' });
  await expect(accounts.getByText('For the premium, reimbursements, and the excess.')).toBeVisible();
  await accounts.getByLabel('Give another account number').check();
  await accounts.getByLabel(/^New account number/).fill('NL02 ABNA 0123 4567 89');
  // Purposes are asked only when different accounts are wanted.
  await expect(
    accounts.getByRole('group', { name: /What do we use the new account number for/ }),
  ).toHaveCount(0);
  await accounts.getByLabel('Use different accounts').check();
  const purposes = accounts.getByRole('group', { name: /What do we use the new account number for/ });
  await purposes.getByRole('checkbox', { name: 'Reimbursements of care costs' }).uncheck();
  await page
    .getByRole('checkbox', {
      name: 'I authorise Zorgzaam to debit the premium and the excess from account NL02 **** **** **67 89.',
      exact: true,
    })
    .check();
  expect(await fitsThePhone(page)).toBe(true);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment and bank details' })).toBeFocused();
  const agreement = page.getByRole('region', { name: 'Agreement 10000001' });
  await expect(
    agreement.getByRole('region', { name: 'Premium' }).getByText('NL02 **** **** **67 89'),
  ).toBeVisible();
  await expect(
    agreement.getByRole('region', { name: 'Excess' }).getByText('NL02 **** **** **67 89'),
  ).toBeVisible();
  // Left unticked, the reimbursements keep their account.
  await expect(
    agreement.getByRole('region', { name: 'Reimbursements' }).getByText('NL91 **** **** **43 00'),
  ).toBeVisible();
  await expectAccessible(page);
  // Messages to jan in later journeys come in Dutch again.
  await switchLanguage(page, 'Nederlands');
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
