import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/clock.ts';
import { expectAccessible, labelOrigin, logInOn } from '../support/home-login.ts';
import { switchLanguage } from '../support/language.ts';

const password = 'Welkom-2026!';
const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

test('peter.jansen sees his reminder and open premiums on a wide and a phone screen, and opens a bill as PDF', async ({
  page,
  context,
}) => {
  // Two screen widths and two languages, each scanned by axe.
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize(desktop);
  await logInOn(page, labelOrigin('aev'), 'peter.jansen', password);
  // From the home tile, as a person goes.
  await page.getByRole('link', { name: 'Rekeningen bekijken en betalen' }).click();
  await expect(page).toHaveURL(/\/rekeningen-en-betalingen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rekeningen en betalingen' })).toBeVisible();
  // What he has to pay comes first, the oldest at the top; what is paid follows.
  const table = page.getByRole('table', { name: 'Rekeningen die u nog moet betalen, de oudste eerst' });
  await expect(table).toBeVisible();
  await expect(page.getByText(/^U moet nog €\s[\d.,]+ betalen, verdeeld over 3 rekeningen\.$/)).toBeVisible();
  await expect(page.getByText(/U heeft een herinnering gekregen/)).toBeVisible();
  const invoiceRows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(invoiceRows).toHaveCount(3);
  const reminderRow = invoiceRows.first();
  await expect(reminderRow).toContainText('Herinnering');
  await expect(invoiceRows.filter({ hasText: 'Openstaand' })).toHaveCount(2);
  await expect(
    page
      .getByRole('table', { name: /^Rekeningen van / })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .filter({ hasText: 'Openstaand' }),
  ).toHaveCount(0);
  await expectAccessible(page);

  await reminderRow.getByRole('button', { name: /^Betaalgegevens/ }).click();
  const details = page.getByRole('region', { name: /^Betaalgegevens van rekening / });
  await expect(details.getByRole('term').filter({ hasText: 'Begunstigde' })).toBeVisible();
  const iban = details.getByText(/^NL\d{2}INGB\d{10}$/);
  await expect(iban).toBeVisible();
  await details.getByRole('button', { name: /^Kopieer\s*IBAN$/ }).click();
  await expect(details.getByText('IBAN gekopieerd')).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await iban.textContent());
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await reminderRow.getByRole('button', { name: /^Rekening \(PDF\)/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Factuur \d+\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.setViewportSize(phone);
  const cards = page.getByRole('list', { name: 'Rekeningen die u nog moet betalen, de oudste eerst' });
  await expect(cards).toBeVisible();
  await expect(table).toHaveCount(0);
  await expect(cards.getByRole('listitem').filter({ hasText: 'Herinnering' })).toHaveCount(1);
  const wider = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(wider).toBe(false);
  await expectAccessible(page);

  // The language switch sits in the header on a wide screen.
  await page.setViewportSize(desktop);
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bills and payments' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Bills you still have to pay, oldest first' }).getByText('Reminder'),
  ).toBeVisible();
  await expectAccessible(page);
});

/** The number of days a 'Te laat sinds … (n dagen)' line says. */
const daysLate = (text: string | null) => Number(text?.match(/\((\d+) (dagen|days)\)$/)?.[1]);

test('peter.jansen on a phone: how late, a half-paid bill explained, help with his arrears, in Dutch and English', async ({
  page,
  clockStart,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(phone);
  const origin = labelOrigin('aev');
  await logInOn(page, origin, 'peter.jansen', password);
  // Home says how late the oldest bill is, and offers the damage-insurance discount.
  const overview = page.getByRole('region', { name: 'Uw overzicht' });
  const late = overview.getByText(/^Te laat sinds \d{2}-\d{2}-\d{4} \(\d+ dagen\)$/);
  await expect(late).toBeVisible();
  const days = daysLate(await late.textContent());
  // The seed's reminder is 41 to 76 days late on any date: inside early signalling's 30 to 100.
  expect(days).toBeGreaterThanOrEqual(30);
  expect(days).toBeLessThanOrEqual(100);
  await expect(
    overview.getByRole('heading', { level: 3, name: '15% korting op uw schadeverzekering' }),
  ).toBeVisible();
  await expect(overview.getByRole('link', { name: 'Bekijk de schadeverzekeringen' })).toHaveAttribute(
    'href',
    'https://www.aemstel.example/schadeverzekeringen',
  );
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Rekeningen bekijken en betalen' }).click();
  const toPay = page.getByRole('list', { name: 'Rekeningen die u nog moet betalen, de oudste eerst' });
  const first = toPay.getByRole('listitem').first();
  await expect(first).toContainText('Herinnering');
  await expect(first.getByText(/^Te laat sinds /)).toHaveText(new RegExp(`\\(${days} dagen\\)$`));
  await expect(page.getByText(`De oudste rekening is ${days} dagen te laat`, { exact: false })).toBeVisible();
  // Early signalling, with where to find help.
  await expect(
    page.getByText(new RegExp(`^Uw premie is ${days} dagen te laat\\. Een premieachterstand van 30 dagen`)),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Naar geldfit.nl' })).toHaveAttribute(
    'href',
    'https://www.geldfit.nl',
  );
  // A transfer made today (a Monday in the suite, no holiday that week) shows by Thursday.
  const thursday = new Date(clockStart.getTime() + 3 * 86_400_000);
  const shows = new Intl.DateTimeFormat('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(thursday);
  await expect(
    page.getByText(`uiterlijk op ${shows}. Betaal dan niet nog een keer.`, { exact: false }),
  ).toBeVisible();
  // The half-paid bill says what came in, when and how, and what is left.
  const half = toPay.getByRole('listitem').filter({ hasText: /ontvangen op/ });
  await expect(half.getByText(/^€\s[\d,]+ ontvangen op \d{2}-\d{2}-\d{4} \(overboeking\)\.$/)).toBeVisible();
  await expect(half.getByText(/^Nog te betalen: €\s[\d,]+ van €\s[\d.,]+\./)).toBeVisible();
  // Paid bills follow the ones to pay.
  const others = page.getByRole('heading', { level: 3, name: 'Overige rekeningen' });
  expect((await toPay.boundingBox())!.y).toBeLessThan((await others.boundingBox())!.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await expectAccessible(page);

  // The language switch sits in the header on a wide screen.
  await page.setViewportSize(desktop);
  await page.getByRole('button', { name: 'English' }).first().click();
  await page.setViewportSize(phone);
  const bills = page.getByRole('list', { name: 'Bills you still have to pay, oldest first' });
  await expect(
    bills
      .getByRole('listitem')
      .first()
      .getByText(/^Overdue since /),
  ).toHaveText(new RegExp(`\\(${days} days\\)$`));
  await expect(page.getByText('Help with payment problems')).toBeVisible();
  await expect(page.getByText(new RegExp(`^Your premium is ${days} days overdue\\.`))).toBeVisible();
  await expect(page.getByText('Already paid?')).toBeVisible();
  await expect(
    bills
      .getByRole('listitem')
      .filter({ hasText: /received on/ })
      .getByText(/\(bank transfer\)\.$/),
  ).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('link', { name: /to the home page$/ })
    .first()
    .click();
  const home = page.getByRole('region', { name: 'Your overview' });
  await expect(
    home.getByText(new RegExp(`^Overdue since \\d{2}-\\d{2}-\\d{4} \\(${days} days\\)$`)),
  ).toBeVisible();
  await expect(home.getByRole('heading', { level: 3, name: '15% off your damage insurance' })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize(desktop);
  await switchLanguage(page, 'Nederlands');
});

test('jan.devries is told he owes nothing', async ({ page }) => {
  await page.setViewportSize(phone);
  await logInOn(page, labelOrigin(null), 'jan.devries', password);
  await page.goto('/rekeningen-en-betalingen');
  await expect(page.getByText('U hoeft op dit moment niets te betalen.')).toBeVisible();
  const cards = page.getByRole('list', { name: /^Rekeningen van / });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(cards.getByText('Herinnering')).toHaveCount(0);
  await expect(page.getByText(/^U moet nog/)).toHaveCount(0);
  await expectAccessible(page);
});

test('eva.smit sees the terms of her payment arrangement on a wide and a phone screen, in Dutch and English', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(desktop);
  await logInOn(page, labelOrigin('c4l'), 'eva.smit', password);
  await page.goto(`${labelOrigin('c4l')}/rekeningen-en-betalingen`);
  const section = page.getByRole('region', { name: 'Uw betalingsregeling', exact: true });
  const card = section.getByRole('region', { name: 'Betalingsregeling voor Eigen risico' });
  await expect(card.getByText('Loopt', { exact: true })).toBeVisible();
  // The seed's arrangement: asked 40 days ago, its first term collected, two ahead.
  await expect(card.getByRole('definition').filter({ hasText: '1 van 3 termijnen' })).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: /^eindigend op \d{4}$/ })).toBeVisible();
  const terms = card.getByRole('table', { name: 'Termijnen van de betalingsregeling voor Eigen risico' });
  const termRows = terms.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(termRows).toHaveCount(3);
  await expect(termRows.nth(0)).toContainText(/Afgeschreven op \d{2}-\d{2}-\d{4}/);
  await expect(termRows.filter({ hasText: 'Nog af te schrijven' })).toHaveCount(2);
  // What is left of the terms is what her bill still owes.
  const left = await card
    .locator('dl > div')
    .filter({ has: page.getByText('Nog te betalen', { exact: true }) })
    .getByRole('definition')
    .innerText();
  const bill = page
    .getByRole('table', { name: /^Rekeningen van / })
    .getByRole('row')
    .filter({ hasText: 'Eigen risico' });
  await expect(bill).toContainText('Betalingsregeling');
  await expect(bill).toContainText(left);
  await expectAccessible(page);

  await page.setViewportSize(phone);
  const termList = card.getByRole('list', { name: 'Termijnen van de betalingsregeling voor Eigen risico' });
  await expect(termList.getByRole('listitem')).toHaveCount(3);
  await expect(terms).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await expectAccessible(page);

  // The language switch sits in the header on a wide screen.
  await page.setViewportSize(desktop);
  await page.getByRole('button', { name: 'English' }).first().click();
  const english = page
    .getByRole('region', { name: 'Your payment arrangement', exact: true })
    .getByRole('region', { name: 'Payment arrangement for Eigen risico' });
  await expect(english.getByText('Running', { exact: true })).toBeVisible();
  await expect(
    english
      .getByRole('table', { name: 'Instalments of the payment arrangement for Eigen risico' })
      .getByRole('row')
      .filter({ hasText: 'Still to be collected' }),
  ).toHaveCount(2);
  await expectAccessible(page);
});
