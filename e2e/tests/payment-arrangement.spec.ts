import { expect, test } from '../support/clock.ts';
import { expectAccessible, labelOrigin, logInOn } from '../support/home-login.ts';
import { switchLanguage } from '../support/language.ts';

const password = 'Welkom-2026!';
const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

/** peter.jansen's account on file, as the wizard offers it: masked. */
const maskedAccount = /^(From account|Van rekening) NL\d{2} \*{4} \*{4} \*{2}\d{2} \d{2}$/;

// Before his arrangement is made: afterwards nothing of his may join one.
test('peter.jansen on a phone, in English, is offered his own account for the terms and may leave after confirming', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await logInOn(page, labelOrigin('aev'), 'peter.jansen', password);
  // The language switch sits in the header on a wide screen.
  await switchLanguage(page, 'English');
  await page.setViewportSize(phone);
  await page.goto(`${labelOrigin('aev')}/betalingsregeling`);
  await expect(page.getByRole('heading', { level: 1, name: 'Request a payment arrangement' })).toBeVisible();
  const choices = page.getByRole('group', { name: /Which bills do you want to pay in instalments/ });
  await expect(choices).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectAccessible(page);
  await choices.getByRole('checkbox', { disabled: false }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 4: Instalments' })).toBeFocused();
  // A range of terms, never one whose ends are the same number.
  const count = page.getByLabel(/Number of instalments/);
  await expect(count).toHaveAccessibleDescription(
    /^You pay in (2 to ([3-9]|1[0-2])|2) monthly instalments\. An instalment is at least €\s25,00\.$/,
  );
  await count.selectOption('2');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Step 3 of 4: Authorisation' })).toBeFocused();
  const which = page.getByRole('radiogroup', { name: /Which account do we collect the instalments from/ });
  await expect(which.getByRole('radio', { name: maskedAccount })).toBeChecked();
  await expect(page.getByLabel(/^IBAN/)).toHaveCount(0);
  await which.getByRole('radio', { name: 'From another account' }).check();
  await expect(page.getByLabel(/^IBAN/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Cancel' }).click();
  const leave = page.getByRole('dialog', { name: 'Stop your request?' });
  await expectAccessible(page);
  await leave.getByRole('button', { name: 'Yes, stop' }).click();
  await expect(page).toHaveURL(/\/rekeningen-en-betalingen$/);
  // Other journeys read peter's messages in Dutch.
  await page.setViewportSize(desktop);
  await switchLanguage(page, 'Nederlands');
});

test('peter.jansen on a phone pays his oldest open premium in 3 terms from his own account, and once processed it shows Betalingsregeling', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(phone);
  await logInOn(page, labelOrigin('aev'), 'peter.jansen', password);
  await page.getByRole('link', { name: 'Rekeningen bekijken en betalen' }).click();
  // The reminder is his oldest open premium, first of the bills to pay: the one an arrangement may take.
  const reminderCard = page
    .getByRole('list', { name: 'Rekeningen die u nog moet betalen, de oudste eerst' })
    .getByRole('listitem')
    .first();
  await expect(reminderCard).toContainText('Herinnering');
  const reminder = (await reminderCard.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(reminder).toMatch(/^Premie /);

  await page.getByRole('link', { name: /Vraag een betalingsregeling aan/ }).click();
  await expect(page).toHaveURL(/\/betalingsregeling$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Betalingsregeling aanvragen' })).toBeVisible();
  const choices = page.getByRole('group', { name: /Welke rekeningen wilt u in termijnen betalen/ });
  // Only the reminder may join; his later premiums say why not: one of a previous month is not the
  // oldest, one of this month or later is not due yet (which of them are still open depends on the
  // day of the month and on the journey that pays online).
  await expect(choices.getByRole('checkbox', { disabled: false })).toHaveCount(1);
  await expect(
    choices
      .getByText(
        /^(Alleen uw oudste openstaande premie|Alleen premie van een vorige maand) kan in een betalingsregeling\.$/,
      )
      .first(),
  ).toBeVisible();
  await expectAccessible(page);
  await choices.getByRole('checkbox', { name: new RegExp(reminder) }).check();
  await page.getByRole('button', { name: 'Volgende' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Stap 2 van 4: Termijnen' })).toBeFocused();
  await expect(page.getByLabel(/Aantal termijnen/)).toHaveAccessibleDescription(
    /^U betaalt in (2 tot en met ([3-9]|1[0-2])|2) maandelijkse termijnen\. Een termijn is minimaal €\s25,00\.$/,
  );
  await page.getByLabel(/Aantal termijnen/).selectOption('3');
  await expect(page.getByRole('status').filter({ hasText: /^U betaalt 3 termijnen/ })).toBeVisible();
  await expect(page.getByLabel(/Datum eerste termijn/)).toHaveValue(/^\d{2}-\d{2}-\d{4}$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Volgende' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Stap 3 van 4: Machtiging' })).toBeFocused();
  // The account his agreement pays from is offered first, masked; he keeps it.
  const which = page.getByRole('radiogroup', { name: /Van welke rekening schrijven wij de termijnen af/ });
  const onFile = which.getByRole('radio', { name: maskedAccount });
  await expect(onFile).toBeChecked();
  const account = ((await which.getByText(maskedAccount).textContent()) ?? '').replace(/^Van rekening /, '');
  await page.getByRole('checkbox', { name: /Ik machtig Aemstel/ }).check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Volgende' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Stap 4 van 4: Controleren' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Rekeningen', exact: true })).toContainText(reminder);
  await expect(page.getByRole('region', { name: 'Machtiging', exact: true })).toContainText(account);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(4);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Betalingsregeling aanvragen' }).click();

  const success = page.getByRole('dialog', { name: 'Uw aanvraag is ontvangen' });
  await expect(success).toContainText(/in 3 termijnen van €/);
  await expectAccessible(page);
  await success.getByRole('button', { name: 'Naar rekeningen en betalingen' }).click();
  await expect(page).toHaveURL(/\/rekeningen-en-betalingen$/);

  // The core processes the request after a few seconds; a person looks again until it shows. In
  // the arrangement, the bill is no longer one to pay.
  const arranged = page.getByRole('listitem').filter({ hasText: reminder });
  await expect(async () => {
    await page.reload();
    await expect(arranged).toContainText('Betalingsregeling', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole('listitem').filter({ hasText: 'Herinnering' })).toHaveCount(0);
  await expect(page.getByText(`eindigend op ${account.slice(-5).replace(' ', '')}`)).toBeVisible();
  await expectAccessible(page);
});

test('jan.devries is told he has no open invoices', async ({ page }) => {
  await page.setViewportSize(phone);
  await logInOn(page, labelOrigin(null), 'jan.devries', password);
  await page.goto('/betalingsregeling');
  const notice = page.getByRole('dialog', { name: 'Geen openstaande rekeningen' });
  await expect(notice).toContainText('U heeft geen rekeningen die nog betaald moeten worden.');
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Naar rekeningen en betalingen' }).click();
  await expect(page).toHaveURL(/\/rekeningen-en-betalingen$/);
  await expect(page.getByText('U hoeft op dit moment niets te betalen.')).toBeVisible();
});
