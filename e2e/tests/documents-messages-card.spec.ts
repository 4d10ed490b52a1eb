import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/clock.ts';
import { expectAccessible, labelOrigin, logInOn } from '../support/home-login.ts';
import { switchLanguage } from '../support/language.ts';

const password = 'Welkom-2026!';
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

/** What a PDF says of itself in its catalogue and metadata, which pdfkit writes uncompressed. */
function declared(pdf: Buffer): { language: string | undefined; title: string | undefined } {
  const text = pdf.toString('utf8');
  return {
    language: /\/Lang \(([^)]+)\)/.exec(text)?.[1],
    title: /<dc:title>\s*<rdf:Alt>\s*<rdf:li[^>]*>([^<]+)</.exec(text)?.[1],
  };
}

/**
 * Opens the newest letter of the message box on a phone and downloads its PDF: the letter's title as
 * the list shows it, the file name the browser saves, and the PDF's own language and title.
 */
async function downloadNewestLetter(page: Page, labels: { list: string; download: string; close: string }) {
  await page.setViewportSize(phone);
  await page.goto(`${labelOrigin('c4l')}/berichtenbox`);
  const letter = page.getByRole('region', { name: labels.list }).getByRole('button').first();
  const title = (await letter.locator('.mijn-document-name').innerText()).split(' (')[0] ?? '';
  await letter.click();
  const viewer = page.getByRole('dialog', { name: title });
  await expect(viewer.getByRole('heading', { name: title })).toBeVisible();
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await viewer.getByRole('button', { name: labels.download }).click();
  const download = await downloading;
  const pdf = await readFile((await download.path())!);
  await viewer.getByRole('button', { name: labels.close }).last().click();
  return { title, fileName: download.suggestedFilename(), pdf: declared(pdf) };
}

/** The name a title is saved under: without the characters a file name cannot hold (decision 0010). */
const savedAs = (title: string) =>
  `${title
    .replace(/[/\\:*?"<>|;]/g, '')
    .replace(/\s+/g, ' ')
    .trim()}.pdf`;

const dutchBox = { list: 'Berichten', download: 'Download als pdf', close: 'Sluiten' };
const englishBox = { list: 'Messages', download: 'Download as PDF', close: 'Close' };

async function unreadOnTile(page: Page): Promise<number> {
  await page.goto('/');
  const tile = page.getByRole('region', { name: /Uw overzicht/ });
  await expect(tile).toHaveAttribute('aria-busy', 'false');
  const text = await tile.getByText(/ongelezen berichte?n? in uw berichtenbox/).textContent();
  return Number(/\d+/.exec(text ?? '')?.[0] ?? 0);
}

test('jan.devries opens an unread letter and sees the unread count drop', async ({ page }) => {
  await logInOn(page, labelOrigin(null), 'jan.devries', password);
  const before = await unreadOnTile(page);
  expect(before).toBeGreaterThan(0);

  await page.goto('/berichtenbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Berichtenbox' })).toBeVisible();
  const count = page.getByTestId('unread-count');
  await expect(count).toHaveText(/\d+ ongelezen/);
  const unreadBefore = Number(/\d+/.exec((await count.textContent()) ?? '')?.[0]);
  await expectAccessible(page);

  const list = page.getByRole('region', { name: 'Berichten' });
  const letter = list.getByRole('button', { name: /\(ongelezen\)/ }).first();
  const title = ((await letter.locator('.mijn-document-name').textContent()) ?? '').replace(
    ' (ongelezen)',
    '',
  );
  // The letter opens in the app as text; the PDF is the second action.
  await letter.click();
  const viewer = page.getByRole('dialog', { name: title });
  await expect(viewer.getByText(/^Beste /)).toBeVisible();
  await expect(viewer.getByText(/Bel ons:/)).toBeVisible();
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Download als pdf' }).click();
  const download = await downloading;
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await viewer.getByRole('button', { name: 'Sluiten' }).last().click();
  await expect(viewer).toBeHidden();
  await expect(count).toHaveText(new RegExp(`^${unreadBefore - 1} ongelezen`));
  await expect(list.getByRole('button', { name: new RegExp(`^${title} `) }).first()).toBeVisible();

  // The filters and a cluster page pass axe too.
  // The switch takes clicks once the closing viewer has let go of the page; until then a click is lost.
  const unreadOnly = page.getByRole('switch', { name: 'Alleen ongelezen' });
  await expect(async () => unreadOnly.check({ force: true })).toPass();
  await expect(list.getByRole('button', { name: /\(ongelezen\)/ })).toHaveCount(unreadBefore - 1);
  await page.getByRole('navigation', { name: 'Soort berichten' }).getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/berichtenbox\/.+/);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Message box' })).toBeVisible();
  await expectAccessible(page);
  await switchLanguage(page, 'Nederlands');

  // The newest unread letter is within the 6-month window of the home tile, so the tile drops too.
  expect(await unreadOnTile(page)).toBe(before - 1);
});

test('jan.devries downloads his card PDF and is refused a second physical card within 3 months', async ({
  page,
}) => {
  await logInOn(page, labelOrigin(null), 'jan.devries', password);
  await page.goto('/zorgpas-ehic');
  await expect(page.getByRole('heading', { level: 1, name: 'Zorgpas en EHIC' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Zorgpas van .*Vries$/ })).toBeVisible();
  await expect(page.getByText(/Laatst bijgewerkt op/)).toBeVisible();
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download als pdf' }).click();
  const download = await downloading;
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);

  await page.getByRole('button', { name: 'Zorgpas aanvragen' }).click();
  const accepted = page.getByRole('dialog', { name: 'Zorgpas aangevraagd' });
  await expect(accepted).toBeVisible();
  await expectAccessible(page);
  await accepted.getByRole('button', { name: 'Sluiten', exact: true }).click();
  await expect(accepted).toBeHidden();

  await page.getByRole('button', { name: 'Zorgpas aanvragen' }).click();
  const denied = page.getByRole('dialog', { name: 'Zorgpas niet aangevraagd' });
  await expect(denied).toContainText('afgelopen 3 maanden');
  await denied.getByRole('button', { name: 'Sluiten', exact: true }).click();

  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Health insurance card and EHIC' })).toBeVisible();
  await expectAccessible(page);
});

test('the card and EHIC stay available offline once opened, and leave at logout', async ({
  page,
  context,
}) => {
  await logInOn(page, labelOrigin(null), 'jan.devries', password);
  await page.goto('/zorgpas-ehic');
  await expect(page.getByRole('region', { name: /^Zorgpas van / })).toBeVisible();
  await expect(page.getByText(/Laatst bijgewerkt op/)).toBeVisible();

  // Once the service worker controls the page, the device goes offline: the kept card is shown.
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
  await page.reload();
  await expect(page.getByRole('region', { name: /^Zorgpas van / })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('U bent offline')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Zorgpas van / })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Europese ziekteverzekeringskaart van / })).toBeVisible();
  await expect(page.getByText(/Opgeslagen op/)).toBeVisible();
  await expectAccessible(page);

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Uitloggen' }).first().click();
  await expect(page).toHaveURL(/\/inloggen/);
  const kept = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('mijn.offline-card.')),
  );
  expect(kept).toEqual([]);
});

test.describe("letters come in the account's language, not the browser's", () => {
  test.describe('with a browser in English and the portal in Dutch', () => {
    test.use({ locale: 'en-US' });

    test('eva.smit downloads her letter in Dutch on her phone', async ({ page }) => {
      await logInOn(page, labelOrigin('c4l'), 'eva.smit', password);
      const letter = await downloadNewestLetter(page, dutchBox);
      await expect(page.getByRole('heading', { level: 1, name: 'Berichtenbox' })).toBeVisible();
      expect(letter.fileName).toBe(savedAs(letter.title));
      expect(letter.pdf).toEqual({ language: 'nl-NL', title: letter.title });
    });
  });

  test('with a browser in Dutch and the portal in English, eva.smit downloads her letter in English', async ({
    page,
  }) => {
    await logInOn(page, labelOrigin('c4l'), 'eva.smit', password);
    await page.goto(`${labelOrigin('c4l')}/berichtenbox`);
    const dutchTitle = await page
      .getByRole('region', { name: dutchBox.list })
      .getByRole('button')
      .first()
      .locator('.mijn-document-name')
      .innerText();
    // The language switch sits in the header on a wide screen.
    await page.setViewportSize(desktop);
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Message box' })).toBeVisible();
    const letter = await downloadNewestLetter(page, englishBox);
    expect(letter.title).not.toBe(dutchTitle.split(' (')[0]);
    expect(letter.fileName).toBe(savedAs(letter.title));
    expect(letter.pdf).toEqual({ language: 'en-GB', title: letter.title });

    // Other journeys read eva's letters in Dutch.
    await page.setViewportSize(desktop);
    await page.getByRole('button', { name: 'Nederlands' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Berichtenbox' })).toBeVisible();
  });
});
