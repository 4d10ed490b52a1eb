import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { amsterdamDay } from '../support/amsterdam-time.ts';
import { expect, serverNow, test } from '../support/clock.ts';
import { logIn } from '../support/login.ts';

/**
 * Adding insured persons (issue 16). Jan's newborn daughter Emma stays on his policy: she is free,
 * so his premiums, bills and cover stay as the other journeys read them; the journeys that count
 * whom Jan may act for name the persons they expect instead. Ruben's partner stays in progress.
 */

/** A day as the form takes it: dd-mm-jjjj. */
const typed = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

async function today(page: Page): Promise<string> {
  return amsterdamDay(await serverNow(page.request));
}

/** Three weeks before today: a newborn within 4 months, born in the same year (the suite runs in November or December). */
const weeksBefore = (iso: string, weeks: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) - weeks * 7 * 86_400_000).toISOString().slice(0, 10);

interface Person {
  kind: string;
  initials: string;
  firstName: string;
  prefix?: string;
  lastName: string;
  birthDate: string;
  gender: string;
  bsn: string;
  startDate?: string;
}

/**
 * Fills one person as a person types: the birth date as digits, whose dashes the field's mask adds,
 * and the BSN in groups, whose spaces the mask leaves out (spec §5).
 */
async function fillPerson(page: Page, person: Person, labels = dutch) {
  const fields = page.getByRole('group', { name: labels.person });
  await fields.getByRole('radio', { name: person.kind, exact: true }).check();
  await fields.getByLabel(labels.initials).fill(person.initials);
  await fields.getByLabel(labels.firstName).fill(person.firstName);
  if (person.prefix) await fields.getByLabel(labels.prefix, { exact: true }).fill(person.prefix);
  await fields.getByLabel(labels.lastName).fill(person.lastName);
  const birthDate = fields.getByLabel(labels.birthDate);
  await birthDate.pressSequentially(typed(person.birthDate).replaceAll('-', ''));
  await expect(birthDate).toHaveValue(typed(person.birthDate));
  await fields.getByRole('radio', { name: person.gender }).check();
  const bsn = fields.getByLabel(labels.bsn);
  await bsn.pressSequentially(person.bsn.replace(/(\d{3})(?=\d)/g, '$1 '));
  await expect(bsn).toHaveValue(person.bsn);
  if (person.startDate) await fields.getByLabel(labels.startDate).fill(typed(person.startDate));
}

const dutch = {
  person: 'Persoon 1',
  initials: 'Voorletters',
  firstName: 'Voornaam',
  prefix: 'Tussenvoegsel',
  lastName: 'Achternaam',
  birthDate: 'Geboortedatum',
  bsn: 'Burgerservicenummer (BSN)',
  startDate: 'Ingangsdatum',
};

const english = {
  person: 'Person 1',
  initials: 'Initials',
  firstName: 'First name',
  prefix: 'Prefix',
  lastName: 'Last name',
  birthDate: 'Date of birth',
  bsn: 'Citizen service number (BSN)',
  startDate: 'Start date',
};

/** Emma's given names: her full name is longer than a name is shown (spec §5: 36 characters). */
const emmasNames = 'Emma Wilhelmina Catharina Josephine';
const emma = `${emmasNames} de Vries`;
const emmaCut = 'Emma Wilhelmina Catharina Josephine…';

test('jan.devries adds his newborn daughter on his phone: free at once, on the overview and with her own card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'jan.devries');
  const day = await today(page);
  await page.goto('/polisoverzicht');
  await page.getByRole('link', { name: 'Verzekerde bijschrijven' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verzekerde bijschrijven' })).toBeVisible();

  await fillPerson(page, {
    kind: 'Pasgeboren kind',
    initials: 'E.',
    firstName: emmasNames,
    prefix: 'de',
    lastName: 'Vries',
    birthDate: weeksBefore(day, 3),
    gender: 'Vrouw',
    bsn: '111222333',
  });
  // A single newborn within 4 months starts on her birth date: nothing to choose.
  await expect(page.getByLabel('Ingangsdatum')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Volgende' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Stap 2 van 2: Pakketten' })).toBeFocused();
  const newcomer = page.getByRole('region', { name: emma });
  await expect(newcomer).toContainText('Kinderen tot 18 jaar zijn gratis meeverzekerd');
  await expect(newcomer.getByRole('heading', { name: emma }).locator('[aria-hidden="true"]')).toHaveText(
    emmaCut,
  );
  await expect(page.getByRole('region', { name: 'Premie van de nieuwe verzekerden' })).toContainText(
    'Gratis',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Bijschrijven' }).click();

  const result = page.getByRole('status').filter({ hasText: 'Bijgeschreven op uw polis' });
  await expect(result).toContainText('E. de Vries is vanaf');
  await expect(result).toContainText('gratis meeverzekerd');
  await expectAccessible(page);

  // Her name is longer than 36 characters: shown cut, read whole.
  await result.getByRole('link', { name: 'Naar uw polisoverzicht' }).click();
  const onPolicy = page.getByRole('region', { name: emma });
  await expect(onPolicy.getByText('Gratis meeverzekerd')).toBeVisible();
  await expect(onPolicy.getByRole('row', { name: /Totaal per maand/ })).toContainText('€ 0,00');
  const heading = onPolicy.getByRole('heading', { level: 3, name: emma });
  await expect(heading.locator('[aria-hidden="true"]')).toHaveText(emmaCut);
  await expect(heading.locator('[aria-hidden="true"]')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  await page.goto('/zorgpas-ehic');
  await page.getByRole('combobox', { name: 'Verzekerde' }).selectOption({ label: 'E. de Vries' });
  await expect(page.getByRole('region', { name: 'Zorgpas van E. de Vries' })).toBeVisible();

  // In English her care costs: the insured picker and the excess, each with her whole name to hear.
  await page.goto('/mijn-zorgkosten');
  // The language switch is in the header from 768 px on.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'English' }).first().click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'My care costs' })).toBeVisible();
  await expect(
    page.getByRole('combobox', { name: 'Insured person' }).getByRole('option', { name: emma }),
  ).toHaveText(emmaCut);
  const excess = page.getByRole('region', { name: /^Excess per insured person in / });
  await expect(excess.getByRole('region', { name: emma })).toContainText(`Until 18, ${emma} pays no excess.`);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Nederlands' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn zorgkosten' })).toBeVisible();
  // Her welcome letter is hers: listed under her name in Jan's message box, and it names her.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/berichtenbox');
  await openWelcome(page, {
    list: 'Berichten',
    title: 'Welkom, Emma',
    listedAs: 'Brief · E. de Vries',
    text: [/^Beste ouder of verzorger van Emma,$/, /Uw kind Emma is verzekerd vanaf \d{1,2} \w+ \d{4}\./],
    close: 'Sluiten',
  });
  // The language switch sits in the header on a wide screen.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'English' }).first().click();
  await page.setViewportSize({ width: 390, height: 844 });
  await openWelcome(page, {
    list: 'Messages',
    title: 'Welcome, Emma',
    listedAs: 'Letter · E. de Vries',
    text: [/^Dear parent or guardian of Emma,$/, /Your child Emma is insured from \d{1,2} \w+ \d{4}\./],
    close: 'Close',
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Nederlands' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Berichtenbox' })).toBeVisible();
});

/** Finds the newborn's welcome letter in the message box, opens it and checks what it says, with axe. */
async function openWelcome(
  page: Page,
  want: { list: string; title: string; listedAs: string; text: RegExp[]; close: string },
) {
  const letter = page
    .getByRole('region', { name: want.list })
    .getByRole('button')
    .filter({ hasText: want.title });
  await expect(letter).toHaveCount(1);
  await expect(letter).toContainText(want.listedAs);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await letter.click();
  const viewer = page.getByRole('dialog', { name: want.title });
  for (const line of want.text) await expect(viewer.getByText(line)).toBeVisible();
  await expectAccessible(page);
  await viewer.getByRole('button', { name: want.close }).last().click();
  await expect(viewer).toBeHidden();
}

test('jan.devries cannot add a second partner, on a phone in English', async ({ page }) => {
  await logIn(page, 'jan.devries');
  const day = await today(page);
  await page.goto('/verzekerde-bijschrijven');
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add an insured person' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Not everything is filled in correctly yet.')).toBeVisible();
  await fillPerson(
    page,
    {
      kind: 'Partner',
      initials: 'L.',
      firstName: 'Lotte',
      lastName: 'Bakker',
      birthDate: '1985-05-05',
      gender: 'Female',
      bsn: '123456782',
      startDate: day,
    },
    english,
  );
  await expect(page.getByText('Cancel the old insurance yourself')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('alert', { name: 'Adding is not possible' })).toContainText(
    'A partner is already insured on this policy.',
  );
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Nederlands' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verzekerde bijschrijven' })).toBeVisible();
});

test('ruben.koster adds his partner with a paid package: in progress on the overview', async ({ page }) => {
  await logIn(page, 'ruben.koster');
  const day = await today(page);
  await page.goto('/verzekerde-bijschrijven');
  await fillPerson(page, {
    kind: 'Partner',
    initials: 'S.',
    firstName: 'Sofie',
    prefix: 'van',
    lastName: 'Dijk',
    birthDate: '1986-02-11',
    gender: 'Vrouw',
    bsn: '123456782',
    startDate: day,
  });
  await page.getByRole('button', { name: 'Volgende' }).click();

  const sofie = page.getByRole('region', { name: 'Sofie van Dijk' });
  await sofie
    .getByRole('radiogroup', { name: /^Aanvullende verzekering/ })
    .getByRole('radio', { name: /Aanvullend 1 ster/ })
    .check();
  const premium = page.getByRole('region', { name: 'Premie van de nieuwe verzekerden' });
  await expect(premium.getByText(/^€\s[1-9][\d.]*,\d{2} per maand$/).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Bijschrijven' }).click();

  const result = page.getByRole('status').filter({ hasText: 'Wij verwerken uw aanvraag' });
  await expect(result).toContainText(
    /S\. van Dijk wordt vanaf .* verzekerd, voor €\s[1-9][\d.]*,\d{2} per maand/,
  );
  await expectAccessible(page);
  await result.getByRole('link', { name: 'Naar uw polisoverzicht' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Aanmelding in behandeling' })).toContainText(
    'S. van Dijk',
  );
});
