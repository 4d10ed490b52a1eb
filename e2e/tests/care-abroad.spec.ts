import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { addDays, amsterdamDay } from '../support/amsterdam-time.ts';
import { sharpBillPng } from '../support/claim-files.ts';
import { expect, moveServerClock, serverNow, test } from '../support/clock.ts';
import { holdReadabilityCheck } from '../support/held-readability-check.ts';
import { logIn } from '../support/login.ts';
import { chooseLanguageOnPhone } from '../support/main-menu.ts';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
/** CARE_REQUEST_DELAY_SECONDS as the suite's server runs (the default). */
const decisionDelayMs = 60_000;

const question = (page: Page, name: RegExp) => page.getByRole('radiogroup', { name });
const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`(Stap|Step) \\d (van|of) 3: ${name}`) });

test('anna.devries asks permission for kidney dialysis in Spain on her phone and later reads the decision', async ({
  page,
  request,
  clockStart,
}) => {
  await logIn(page, 'anna.devries');
  await page.setViewportSize(phone);
  await page.goto('/behandeling-buitenland-aanvragen');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Behandeling in het buitenland aanvragen' }),
  ).toBeVisible();
  // A partner asks only for herself (spec §6).
  const persons = question(page, /Voor wie vraagt u toestemming/);
  await expect(persons.getByRole('radio')).toHaveCount(1);
  await expect(persons.getByRole('radio', { name: 'Anna de Vries' })).toBeChecked();
  await question(page, /Waarvoor vraagt u toestemming/)
    .getByRole('radio', { name: /Nierdialyse/ })
    .check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Volgende' }).click();

  // Only the dialysis questions; a place not yet confirmed and no price asked beyond a yes.
  await expect(stepHeading(page, 'Gegevens')).toBeFocused();
  await expect(page.getByLabel(/Welke behandeling krijgt u/)).toHaveCount(0);
  const today = amsterdamDay(clockStart);
  await page.getByLabel('Vanaf welke datum?').fill(addDays(today, 60));
  await page.getByLabel('Tot en met welke datum?').fill(addDays(today, 74));
  await page.getByLabel(/Hoe vaak per week heeft u dialyse/).fill('8');
  await page.getByLabel('Naam van de zorginstelling').fill('Centro de Diálisis Costa del Sol');
  await page.getByRole('combobox', { name: 'Land', exact: true }).selectOption({ label: 'Spanje' });
  await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('29600');
  await page.getByRole('textbox', { name: 'Huisnummer', exact: true }).fill('12');
  await page.getByRole('textbox', { name: 'Straat', exact: true }).fill('Calle Mayor');
  await page.getByRole('textbox', { name: 'Plaats', exact: true }).fill('Marbella');
  await page.getByLabel('Telefoonnummer van de zorginstelling').fill('+34952123456');
  await page.getByLabel('E-mailadres van de zorginstelling').fill('info@dialisis-costa.es');
  await question(page, /plaats voor u bevestigd/)
    .getByRole('radio', { name: 'Ja' })
    .check();
  await question(page, /vervoer nodig/)
    .getByRole('radio', { name: 'Nee' })
    .check();
  await question(page, /prijs genoemd/)
    .getByRole('radio', { name: 'Nee' })
    .check();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText('Dit getal is te hoog.')).toBeVisible();
  await expect(page.getByLabel(/Hoe vaak per week heeft u dialyse/)).toBeFocused();
  await page.getByLabel(/Hoe vaak per week heeft u dialyse/).fill('3');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Volgende' }).click();

  await expect(stepHeading(page, 'Documenten')).toBeFocused();
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  const done = page.getByRole('heading', { name: 'Uw aanvraag is verstuurd' });
  await expect(done).toBeFocused();
  await expect(page.getByText(/voor Anna de Vries op/)).toBeVisible();
  const reference = (await page.getByText(/^BL-\d{4}-[0-9A-F]{8}$/).textContent()) ?? '';
  await expectAccessible(page);

  // In English on a wide screen the confirmation reads the same.
  await page.setViewportSize(desktop);
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { name: 'Your request has been sent' })).toBeVisible();
  await page.getByRole('button', { name: 'Nederlands' }).first().click();

  // The core decides after CARE_REQUEST_DELAY_SECONDS: move the server clock past it, then look.
  await moveServerClock(request, new Date((await serverNow(request)).getTime() + decisionDelayMs + 1_000));
  await page.getByRole('link', { name: 'Naar de berichtenbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Berichtenbox' })).toBeVisible();
  const decision = page
    .getByRole('region', { name: 'Berichten' })
    .getByRole('button', { name: /^Besluit over uw aanvraag zorg in het buitenland/ })
    .first();
  await expect(async () => {
    await page.reload();
    await expect(decision).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  // Reading it keeps the unread counts of anna's other journeys as they were.
  await decision.click();
  const letter = page.getByRole('dialog', { name: 'Besluit over uw aanvraag zorg in het buitenland' });
  await expect(letter).toContainText('nierdialyse bij Centro de Diálisis Costa del Sol in Spanje');
  await expect(letter).toContainText('Wij geven u toestemming voor deze zorg.');
  await expect(letter).toContainText(reference);
  await expectAccessible(page);
});

test('ruben.koster hears at the question that no referral means a refusal, and sends his referral letter on his phone, in Dutch and English', async ({
  page,
  clockStart,
}) => {
  await logIn(page, 'ruben.koster');
  await page.setViewportSize(phone);
  await page.goto('/behandeling-buitenland-aanvragen');
  await question(page, /Waarvoor vraagt u toestemming/)
    .getByRole('radio', { name: /Medische behandeling/ })
    .check();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(stepHeading(page, 'Gegevens')).toBeFocused();

  const today = amsterdamDay(clockStart);
  await page.getByLabel(/Welke behandeling krijgt u/).fill('Knieoperatie, voorste kruisband');
  await page.getByLabel('Vanaf welke datum?').fill(addDays(today, 30));
  await page.getByLabel('Tot en met welke datum?').fill(addDays(today, 37));
  await page.getByLabel('Naam van de zorginstelling').fill('Clínica Rodilla');
  await page.getByLabel('Naam van de behandelaar').fill('Dr. García');

  // The clinic's phone code follows its country, and a country outside the S2 route says the condition.
  const country = page.getByRole('combobox', { name: 'Land', exact: true });
  const phoneCode = page.getByRole('combobox', { name: 'Landnummer' }).first();
  await country.selectOption({ label: 'Verenigde Staten' });
  await expect(phoneCode).toHaveValue('+1 Verenigde Staten');
  await expect(page.getByText('Met dit antwoord geven wij toestemming met een voorwaarde')).toBeVisible();
  await country.selectOption({ label: 'Spanje' });
  await expect(phoneCode).toHaveValue('+34 Spanje');
  await expect(page.getByText('Met dit antwoord geven wij toestemming met een voorwaarde')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('28001');
  await page.getByRole('textbox', { name: 'Huisnummer', exact: true }).fill('4');
  await page.getByRole('textbox', { name: 'Straat', exact: true }).fill('Calle de Serrano');
  await page.getByRole('textbox', { name: 'Plaats', exact: true }).fill('Madrid');
  await page.getByLabel('Telefoonnummer van de zorginstelling').fill('915123456');
  await page.getByLabel('E-mailadres van de zorginstelling').fill('info@clinica-rodilla.es');
  await question(page, /prijs genoemd/)
    .getByRole('radio', { name: 'Nee' })
    .check();

  // No referral: told now what the insurer decides, not minutes after sending.
  const referral = question(page, /Nederlandse arts u doorverwezen/);
  await referral.getByRole('radio', { name: 'Nee' }).check();
  await expect(page.getByText('Met dit antwoord wijzen wij uw aanvraag af')).toBeVisible();
  await expect(page.getByText(/een verwijzing van een Nederlandse arts nodig/)).toBeVisible();
  await expectAccessible(page);
  await chooseLanguageOnPhone(page, 'English');
  await expect(page.getByText('With this answer we refuse your request')).toBeVisible();
  await expect(page.getByText(/needs a referral from a Dutch doctor/)).toBeVisible();
  await expectAccessible(page);
  await chooseLanguageOnPhone(page, 'Nederlands');

  // A referral asks its letter, one file, never the doctor's BIG or AGB number.
  await referral.getByRole('radio', { name: 'Ja' }).check();
  await expect(page.getByText('Met dit antwoord wijzen wij uw aanvraag af')).toHaveCount(0);
  await expect(page.getByLabel(/BIG-nummer|AGB-code/)).toHaveCount(0);
  await page.getByLabel('Naam van de verwijzende arts').fill('Dr. P. Bakker');
  const doctorPhone = page.getByLabel('Telefoonnummer van de verwijzende arts');
  await expect(doctorPhone).toHaveAttribute('autocomplete', 'off');
  await doctorPhone.fill('0201234567');
  const letter = page.getByRole('button', { name: 'Verwijsbrief Bestand kiezen' });
  await letter.setInputFiles({
    name: 'verwijsbrief.png',
    mimeType: 'image/png',
    buffer: sharpBillPng(600, 800, 31),
  });
  const files = page.getByRole('list', { name: '1 toegevoegd bestand' });
  await expect(files.getByText('Leesbaar', { exact: true })).toBeVisible();
  // A second letter replaces the first (spec §5: one file); while it is checked, Volgende waits.
  const check = await holdReadabilityCheck(page);
  await letter.setInputFiles({
    name: 'verwijsbrief-huisarts.png',
    mimeType: 'image/png',
    buffer: sharpBillPng(600, 800, 37),
  });
  await expect(files.getByText('verwijsbrief-huisarts.png')).toBeVisible();
  await expect(files.getByText('verwijsbrief.png', { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Wij controleren nog of uw bestanden goed leesbaar zijn' }),
  ).toBeVisible();
  await expect(
    page.getByText('Doorgaan mislukt. Controleer de ingevulde velden en probeer opnieuw.'),
  ).toHaveCount(0);
  await expectAccessible(page);
  check.release();
  await expect(stepHeading(page, 'Documenten')).toBeFocused();
  await expect(page.getByText(/^Niet verplicht\./)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page.getByRole('heading', { name: 'Uw aanvraag is verstuurd' })).toBeFocused();
  await expectAccessible(page);
});
