import type { Browser } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { expect, test } from '../support/clock.ts';
import { logIn } from '../support/login.ts';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

/** A one-page PDF of a bill, printed by the browser itself. */
async function billPdf(browser: Browser): Promise<Buffer> {
  const context = await browser.newContext();
  const paper = await context.newPage();
  await paper.setContent('<h1>Nota fysiotherapie</h1><p>Factuurnummer 2026-000123, bedrag € 45,50</p>');
  const pdf = await paper.pdf({ format: 'A5' });
  await context.close();
  return pdf;
}

test('jan.devries reads the contact page in Dutch and English, on a desktop and a phone', async ({
  page,
}) => {
  await logIn(page, 'jan.devries');
  await page.goto('/contact-opnemen');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact opnemen' })).toBeVisible();
  for (const card of [
    'Contactformulier',
    'Bel ons',
    'Veelgestelde vragen',
    'Post en e-mail',
    'Sociale media',
    'Klachten',
  ]) {
    await expect(page.getByRole('region', { name: card })).toBeVisible();
  }
  const call = page.getByRole('region', { name: 'Bel ons' });
  await expect(call.getByRole('link', { name: /^0\d{2}-\d{7}$/ })).toBeVisible();
  await expect(call.getByText(/^(Nu bereikbaar|Nu gesloten)$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Post en e-mail' })).toContainText('Postbus 9101');
  await expect(
    page.getByRole('region', { name: 'Klachten' }).getByRole('link', { name: /SKGZ/ }),
  ).toHaveAttribute('href', 'https://www.skgz.nl');
  await expectAccessible(page);

  // The contact question overlay: the subject first, then where the answer may already be.
  await page.getByRole('button', { name: 'Stel uw vraag' }).click();
  const overlay = page.getByRole('dialog', { name: 'Waar gaat uw vraag over?' });
  await overlay.getByRole('button', { name: 'Mijn zorgpas' }).click();
  await expect(overlay.getByRole('link', { name: 'Naar Zorgpas en EHIC' })).toBeVisible();
  await expectAccessible(page);
  await overlay.getByRole('link', { name: 'Vraag stellen via het formulier' }).click();
  await expect(page).toHaveURL(/\/contactformulier\?onderwerp=insurance-card$/);
  await expect(page.getByRole('combobox', { name: /Waar gaat uw vraag over/ })).toHaveValue('insurance-card');

  await page.goto('/contact-opnemen');
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Complaints' })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize(phone);
  await expect(page.getByRole('region', { name: 'Call us' })).toBeVisible();
  await expectAccessible(page);
  // The language switch is in the header on a wider screen.
  await page.setViewportSize(desktop);
  await page.getByRole('button', { name: 'Nederlands' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact opnemen' })).toBeVisible();
  await page.setViewportSize(phone);
  await expect(page.getByRole('region', { name: 'Bel ons' })).toBeVisible();
  await expectAccessible(page);
});

test('jan.devries sends a question with a PDF on his phone and later finds the answer in his message box', async ({
  page,
  browser,
}) => {
  await logIn(page, 'jan.devries');
  await page.setViewportSize(phone);
  await page.goto('/contactformulier');
  await expect(page.getByRole('heading', { level: 1, name: 'Contactformulier' })).toBeVisible();
  await expectAccessible(page);

  // Going on without a subject and question names both.
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText('Dit veld is verplicht.')).toHaveCount(2);
  await expect(page.getByRole('combobox', { name: /Waar gaat uw vraag over/ })).toBeFocused();

  await page
    .getByRole('combobox', { name: /Waar gaat uw vraag over/ })
    .selectOption('Een rekening of betaling');
  await page.getByRole('textbox', { name: /Factuurnummer/ }).fill('2026 000123');
  await page
    .getByRole('textbox', { name: /^Uw vraag/ })
    .fill('Waarom is deze nota niet vergoed? Ik heb de rekening bijgevoegd.');
  await page.getByLabel(/Bijlagen/).setInputFiles({
    name: 'nota-fysiotherapie.pdf',
    mimeType: 'application/pdf',
    buffer: await billPdf(browser),
  });
  await expect(page.getByText('nota-fysiotherapie.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText(/Vul het nummer in zoals het op uw brief of rekening staat/)).toBeVisible();
  await page.getByRole('textbox', { name: /Factuurnummer/ }).fill('2026-000123');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Volgende' }).click();

  await expect(page.getByRole('heading', { level: 2, name: /Samenvatting/ })).toBeFocused();
  const summary = page.getByRole('region', { name: 'Uw vraag' });
  await expect(summary).toContainText('Een rekening of betaling');
  await expect(summary).toContainText('2026-000123');
  await expect(summary).toContainText('nota-fysiotherapie.pdf');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Vraag versturen' }).click();

  const sent = page.getByRole('heading', { name: 'Uw vraag is verstuurd' });
  await expect(sent).toBeFocused();
  await expect(page.getByText(/binnen 5 werkdagen antwoord, uiterlijk op/)).toBeVisible();
  const reference = (await page.getByText(/^VR-[0-9A-F]{8}$/).textContent()) ?? '';
  await expectAccessible(page);
  // The language switch is in the header on a wider screen; the message box is read there too.
  await page.setViewportSize(desktop);
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { name: 'Your question has been sent' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Nederlands' }).first().click();

  // Customer service answers after a few seconds: jan looks in his message box until it is there.
  await page.getByRole('link', { name: 'Naar uw berichtenbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Berichtenbox' })).toBeVisible();
  const answer = page
    .getByRole('region', { name: 'Berichten' })
    .getByRole('button', { name: /^Antwoord op uw vraag/ })
    .first();
  await expect(async () => {
    await page.reload();
    await expect(answer).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  // Reading it keeps the unread counts of the other journeys as they were.
  await answer.click();
  const letter = page.getByRole('dialog', { name: 'Antwoord op uw vraag' });
  await expect(letter).toContainText('Waarom is deze nota niet vergoed?');
  await expect(letter).toContainText(reference);
  await expect(letter).toContainText('Rekeningen en betalingen');
  await expectAccessible(page);
});
