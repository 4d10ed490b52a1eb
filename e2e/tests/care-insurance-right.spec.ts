import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { sharpBillPng } from '../support/claim-files.ts';
import { expect, test } from '../support/clock.ts';
import { homeTileTitles, labelOrigin, logInOn } from '../support/home-login.ts';
import { chooseLanguageOnPhone } from '../support/main-menu.ts';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const reminder = 'Verzekeringsrecht controleren';

const question = (page: Page, name: RegExp) => page.getByRole('radiogroup', { name });
const answer = (page: Page, name: RegExp, choice: 'Ja' | 'Nee') =>
  question(page, name).getByRole('radio', { name: choice }).check();

// The only journey that sends ruben's check: once sent, his home reminder is gone for the rest of
// the suite, so the reminder itself is asserted here, before and after.
test('ruben.koster, living in Belgium, completes the insurance-right check on his phone and the reminder is gone', async ({
  page,
}) => {
  await logInOn(page, labelOrigin(null), 'ruben.koster', 'Welkom-2026!');
  expect(await homeTileTitles(page)).toContain(reminder);
  const toCheck = page.getByRole('link', { name: 'Controle invullen' });
  await expect(toCheck).toHaveAttribute('href', '/verzekeringsrecht');

  await page.setViewportSize(phone);
  await toCheck.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verzekeringsrecht' })).toBeVisible();
  await expectAccessible(page);

  // Sending too early names every missing answer and the missing document, and focuses the first.
  const send = page.getByRole('button', { name: 'Controle versturen' });
  await send.click();
  await expect(page.getByText('Dit veld is verplicht.')).toHaveCount(4);
  await expect(page.getByText('Voeg minimaal 1 bestand toe.')).toBeVisible();
  await expect(question(page, /in loondienst in Nederland/).getByRole('radio', { name: 'Ja' })).toBeFocused();
  await expectAccessible(page);

  // Without a Dutch source the last Dutch income is asked; his Dutch wages make it moot again.
  const lastIncome = question(page, /laatste inkomen uit Nederland/);
  await answer(page, /in loondienst in Nederland/, 'Nee');
  await answer(page, /Nederlandse uitkering/, 'Nee');
  await answer(page, /ander inkomen/, 'Ja');
  await answer(page, /als zelfstandige/, 'Nee');
  await expect(lastIncome).toBeVisible();
  await answer(page, /in loondienst in Nederland/, 'Ja');
  await expect(lastIncome).toHaveCount(0);

  // The evidence is a required document: one file, a later one replaces it (spec §5, issue 34).
  const evidence = page.getByRole('button', { name: 'Bewijsstuk Bestand kiezen' });
  await expect(page.getByText(/Eén bestand; een nieuw bestand vervangt het vorige\./)).toBeVisible();
  await evidence.setInputFiles({
    name: 'jaaropgave.png',
    mimeType: 'image/png',
    buffer: sharpBillPng(600, 800, 41),
  });
  await expect(page.getByText('Leesbaar', { exact: true })).toBeVisible();
  await evidence.setInputFiles({ name: 'loonstrook.png', mimeType: 'image/png', buffer: sharpBillPng() });
  const files = page.getByRole('list', { name: '1 toegevoegd bestand' });
  await expect(files.getByText('loonstrook.png')).toBeVisible();
  await expect(files.getByText('jaaropgave.png')).toHaveCount(0);
  await expect(page.getByText('Leesbaar', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectAccessible(page);
  await chooseLanguageOnPhone(page, 'English');
  await expect(page.getByRole('button', { name: 'Supporting document Choose a file' })).toBeVisible();
  await expect(page.getByText(/One file; a new file replaces the previous one\./)).toBeVisible();
  await expect(page.getByRole('list', { name: '1 added file' }).getByText('loonstrook.png')).toBeVisible();
  await expectAccessible(page);
  await chooseLanguageOnPhone(page, 'Nederlands');

  await send.click();
  await expect(page.getByRole('heading', { name: 'Uw controle is verstuurd' })).toBeFocused();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Naar home' }).click();
  expect(await homeTileTitles(page)).not.toContain(reminder);

  // Back at the check, in English on a wide screen: it is being processed, nothing to fill in.
  await page.setViewportSize(desktop);
  await page.goto('/verzekeringsrecht');
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByText('Your check is being processed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send check' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Nederlands' }).first().click();
  await expect(page.getByText('Uw controle is in behandeling')).toBeVisible();
});
