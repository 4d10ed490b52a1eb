import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { amsterdamDay } from '../support/amsterdam-time.ts';
import { expect, serverNow, test } from '../support/clock.ts';
import { labelOrigin, logInOn } from '../support/home-login.ts';
import { demoPassword, logIn } from '../support/login.ts';

/**
 * Changing the policy (issue 15). A year opens for a change from 1 November (next year) and this
 * year closes on 31 January: run the suite on a day in that season (E2E_CLOCK_START), e.g. a Monday
 * in November. Every saved change is undone at the end of its journey, so the policy overview and
 * the other journeys see the policies as seeded.
 */
async function openYear(page: Page): Promise<number> {
  const today = amsterdamDay(await serverNow(page.request));
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  expect(month === 1 || month >= 11, `a year is open for a change on ${today}: November to January`).toBe(
    true,
  );
  return month === 1 ? year : year + 1;
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

const cardOf = (person: Locator, group: RegExp, card: RegExp | string) =>
  person.getByRole('radiogroup', { name: group }).getByRole('radio', { name: card });

async function pick(person: Locator, group: RegExp, card: RegExp | string) {
  await cardOf(person, group, card).check();
}

/** Opens "Polis wijzigen" from the menu's path; with one year open it goes straight to that year. */
async function openEditor(page: Page, year: number): Promise<void> {
  await page.goto('/polis-wijzigen');
  await expect(page).toHaveURL(new RegExp(`/polis-wijzigen/${year}/`));
  await expect(page.getByRole('heading', { level: 1, name: `Polis wijzigen voor ${year}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Uw nieuwe premie' })).toBeVisible();
}

/** Chooses a card, saves, and waits for the confirmation. */
async function saveWith(page: Page, person: string, group: RegExp, card: RegExp | string) {
  await pick(region(page, person), group, card);
  await expect(page.getByText(/^Nu betaalt u /)).toBeVisible();
  await page.getByRole('button', { name: 'Wijziging opslaan' }).click();
  await expect(page.getByRole('heading', { name: 'Uw wijziging is opgeslagen' })).toBeFocused();
}

/** Jan's premium a month on the policy overview's tab of the year. */
async function janMonthly(page: Page, year: number): Promise<number> {
  await page.goto('/polisoverzicht');
  await page.getByRole('tab', { name: new RegExp(`^${year}`) }).click();
  const row = region(page, 'Jan de Vries').getByRole('row', { name: /Totaal per maand/ });
  await expect(row).toContainText(/€\s[1-9]/);
  const amount = /€\s([\d.]+),(\d{2})/.exec((await row.textContent()) ?? '');
  return Number(amount?.[1]?.replaceAll('.', '')) * 100 + Number(amount?.[2]);
}

test('jan.devries raises his voluntary excess to 500 and pays less on the overview, then goes back', async ({
  page,
}) => {
  await logIn(page, 'jan.devries');
  const year = await openYear(page);
  const before = await janMonthly(page, year);

  await openEditor(page, year);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectAccessible(page);
  await saveWith(page, 'Jan de Vries', /^Eigen risico/, /Vrijwillig eigen risico 500 euro/);
  await expect(page.getByRole('status')).toContainText(`1 januari ${year}`);
  await expect(page.getByRole('status')).toContainText('nieuw polisblad en een brief');
  await expectAccessible(page);

  expect(await janMonthly(page, year)).toBeLessThan(before);

  await page.goto(`/polis-wijzigen/${year}/ZZ-PARTICULIER/10000001/true`);
  await saveWith(page, 'Jan de Vries', /^Eigen risico/, /Geen vrijwillig eigen risico/);
  expect(await janMonthly(page, year)).toBe(before);
});

test('jan.devries adds Tandarts 1000 for Anna after the medical selection, then goes back', async ({
  page,
}) => {
  await logIn(page, 'jan.devries');
  const year = await openYear(page);
  await openEditor(page, year);
  const anna = region(page, 'Anna de Vries');

  // The cover waits for the medical selection: the click opens the questions, not the choice.
  await cardOf(anna, /^Tandartsverzekering/, /Tandarts 1000/).click();
  const dialog = page.getByRole('dialog', { name: 'Medische selectie tandartsverzekering' });
  await expect(dialog).toContainText('Anna de Vries');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();
  await expect(anna.getByRole('radio', { name: /Tandarts 250/ })).toBeChecked();

  await cardOf(anna, /^Tandartsverzekering/, /Tandarts 1000/).click();
  const answer = (question: RegExp, choice: string) =>
    dialog.getByRole('radiogroup', { name: question }).getByRole('radio', { name: choice }).check();
  await answer(/^Is de verzekerde in de afgelopen 2 jaar bij de tandarts geweest/, 'Ja');
  await answer(/^Heeft de verzekerde in de afgelopen 2 jaar een orthodontische/, 'Nee');
  await answer(/^Heeft de verzekerde een aangeboren afwijking/, 'Nee');
  await answer(/^Zijn er bij de verzekerde 4 of meer/, 'Nee');
  await dialog.getByRole('checkbox', { name: 'Nee, geen van deze behandelingen' }).check();
  await dialog.getByRole('checkbox', { name: /naar waarheid beantwoord/ }).check();
  await dialog.getByRole('textbox', { name: /Ondertekening/ }).fill('Jan de Vries');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(dialog).toBeHidden();
  await expect(anna.getByRole('radio', { name: /Tandarts 1000/ })).toBeChecked();
  await page.getByRole('button', { name: 'Wijziging opslaan' }).click();
  await expect(page.getByRole('heading', { name: 'Uw wijziging is opgeslagen' })).toBeFocused();

  await page.goto(`/polis-wijzigen/${year}/ZZ-PARTICULIER/10000001/true`);
  await expect(region(page, 'Anna de Vries').getByRole('radio', { name: /Tandarts 1000/ })).toBeChecked();
  await saveWith(page, 'Anna de Vries', /^Tandartsverzekering/, /Tandarts 250/);
});

test('peter.jansen is told to pay his open bills before he can change his policy, and shown how to', async ({
  page,
}) => {
  const origin = labelOrigin('aev');
  await logInOn(page, origin, 'peter.jansen', demoPassword);
  await page.goto(`${origin}/polis-wijzigen`);
  await expect(page.getByRole('heading', { level: 1, name: 'Polis wijzigen' })).toBeVisible();
  await expect(page.getByText('Betaal eerst uw openstaande rekeningen')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bekijk uw rekeningen' })).toHaveAttribute(
    'href',
    '/rekeningen-en-betalingen',
  );
  await expect(page.getByRole('link', { name: 'Vraag een betalingsregeling aan' })).toHaveAttribute(
    'href',
    '/betalingsregeling',
  );
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expectAccessible(page);

  // On his phone, in English: next year's tab (where the switching-season tile leads), then his bills.
  const nextYear = Number(amsterdamDay(await serverNow(page.request)).slice(0, 4)) + 1;
  await page.goto(`${origin}/polisoverzicht?jaar=${nextYear}`);
  // The language switch is in the header from 768 px on.
  await page.getByRole('button', { name: 'English' }).first().click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('tab', { name: `${nextYear} (offer)`, selected: true })).toBeVisible();
  await page.getByRole('link', { name: 'Edit policy' }).click();
  await expect(page).toHaveURL(new RegExp(`/polis-wijzigen/${nextYear}/`));
  await expect(page.getByText('Please pay your open bills first')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a payment arrangement' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'See your bills' }).click();
  await expect(page).toHaveURL(/\/rekeningen-en-betalingen/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Nederlands' }).first().click();
});

test('mark.peters cannot combine his employer package with the label additional cover', async ({ page }) => {
  const origin = labelOrigin('pve');
  await logInOn(page, origin, 'mark.peters', demoPassword);
  const year = await openYear(page);
  await page.goto(`${origin}/polis-wijzigen`);
  await expect(page).toHaveURL(new RegExp(`/polis-wijzigen/${year}/PVE-WERKGEVER/`));
  const mark = region(page, 'Mark Peters');
  await expect(mark.getByRole('radio', { name: /Extra Aanvullend Collectief/ })).toBeChecked();

  await pick(mark, /^Aanvullende verzekering/, /Aanvullend 1 ster/);
  const conflict = page.getByRole('alert').filter({ hasText: 'Deze pakketten gaan niet samen' });
  await expect(conflict).toContainText(
    'Mark Peters kan Aanvullend 1 ster niet combineren met Extra Aanvullend Collectief',
  );
  await expectAccessible(page);
  await conflict.getByRole('button', { name: 'Kies Extra Aanvullend Collectief' }).click();
  await expect(conflict).toBeHidden();
  await expect(mark.getByRole('radio', { name: 'Geen aanvullende verzekering' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Wijziging opslaan' })).toBeDisabled();
});

test('the edit screen reads per person on a phone, in English', async ({ page }) => {
  await logIn(page, 'jan.devries');
  const year = await openYear(page);
  await openEditor(page, year);
  await page.getByRole('button', { name: 'English' }).first().click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: `Change your policy for ${year}` })).toBeVisible();
  const anna = region(page, 'Anna de Vries');
  await expect(anna.getByRole('radiogroup', { name: /^Dental insurance/ })).toBeVisible();
  await expect(region(page, 'Tim de Vries')).toContainText('Children up to 18 are insured free');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Nederlands' }).first().click();
});

test('anna.devries, the partner, is told that only the policyholder changes the policy', async ({ page }) => {
  await logIn(page, 'anna.devries');
  await page.goto('/polis-wijzigen');
  await expect(page.getByText('Alleen de verzekeringnemer kan de polis wijzigen')).toBeVisible();
  await expect(
    page.getByText(/Alleen de verzekeringnemer, die de verzekering heeft afgesloten/),
  ).toBeVisible();
  await expectAccessible(page);
});
