import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { amsterdamDay } from '../support/amsterdam-time.ts';
import { expect, suiteStart, suiteYear, test } from '../support/clock.ts';
import { logIn } from '../support/login.ts';

// Only the medical selections are stored: no policy changes, so no other journey sees a difference.
// Anna's Tandarts 1000 of next year stays unjudged here: policy-edit.spec.ts asks it on the edit screen.
const screenPath = `/medische-selectie/${suiteYear()}/ZZ-PARTICULIER/10000001`;

async function answer(dialog: Locator, question: RegExp, choice: string) {
  await dialog.getByRole('radiogroup', { name: question }).getByRole('radio', { name: choice }).check();
}

async function choose(
  page: Page,
  texts: { person: string; cover: string; start: string },
  who: string,
  cover = 'Tandarts 1000',
) {
  await page.getByRole('radiogroup', { name: texts.person }).getByRole('radio', { name: who }).check();
  await page.getByRole('radiogroup', { name: texts.cover }).getByRole('radio', { name: cover }).check();
  await page.getByRole('button', { name: texts.start }).click();
}

/** The healthy answers of an adult, signed by Jan. */
async function answerHealthy(dialog: Locator) {
  await answer(dialog, /^Is de verzekerde in de afgelopen 2 jaar bij de tandarts geweest/, 'Ja');
  await answer(dialog, /^Heeft de verzekerde in de afgelopen 2 jaar een orthodontische/, 'Nee');
  await answer(dialog, /^Heeft de verzekerde een aangeboren afwijking/, 'Nee');
  await answer(dialog, /^Zijn er bij de verzekerde 4 of meer/, 'Nee');
  await dialog.getByRole('checkbox', { name: 'Nee, geen van deze behandelingen' }).check();
  await dialog.getByRole('checkbox', { name: /naar waarheid beantwoord/ }).check();
  await dialog.getByRole('textbox', { name: /Ondertekening/ }).fill('Jan de Vries');
}

test('jan.devries passes the medical selection for Anna for Tandarts 1000, after cancelling once', async ({
  page,
}) => {
  await logIn(page, 'jan.devries');
  await page.goto(screenPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Medische selectie' })).toBeVisible();
  await expectAccessible(page);
  const texts = { person: 'Voor wie?', cover: 'Welke tandartsverzekering?', start: 'Vragen beantwoorden' };

  await choose(page, texts, 'Anna de Vries');
  const dialog = page.getByRole('dialog', { name: 'Medische selectie tandartsverzekering' });
  await expect(dialog).toContainText('Anna de Vries');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: 'Anna de Vries' })).toBeChecked();

  await page.getByRole('button', { name: texts.start }).click();
  await answerHealthy(dialog);
  await dialog.getByRole('button', { name: 'Bevestigen' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('De medische selectie voor Tandarts 1000 is goedgekeurd.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Polis wijzigen' })).toBeVisible();
  await expectAccessible(page);
});

test('jan.devries is refused for Sanne after declaring 4 extracted teeth, in English on a phone', async ({
  page,
}) => {
  await logIn(page, 'jan.devries');
  await page.goto(screenPath);
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Medical selection' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);

  const texts = { person: 'For whom?', cover: 'Which dental insurance?', start: 'Answer the questions' };
  await choose(page, texts, 'Sanne de Vries');
  const dialog = page.getByRole('dialog', { name: 'Medical selection for dental insurance' });
  await answer(dialog, /^Has the insured person been to the dentist/, 'Yes');
  await answer(dialog, /^Has the insured person had orthodontic/, 'No');
  await answer(dialog, /^Does the insured person have a congenital/, 'No');
  await answer(dialog, /^Have 4 or more teeth/, 'Yes');
  await dialog.getByRole('textbox', { name: /How many teeth/ }).fill('4');
  await dialog.getByRole('checkbox', { name: 'No, none of these treatments' }).check();
  await dialog.getByRole('checkbox', { name: /answered the questions truthfully/ }).check();
  await dialog.getByRole('textbox', { name: /Signature/ }).fill('Jan de Vries');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  // Sanne was seeded 17 years before the suite's first day.
  const born = amsterdamDay(suiteStart());
  const birthDate = `${born.slice(8, 10)}-${born.slice(5, 7)}-${Number(born.slice(0, 4)) - 17}`;
  const refusal = page.getByRole('dialog', { name: 'Medical selection denied' });
  await expect(refusal).toContainText('S. de Vries');
  await expect(refusal).toContainText(birthDate);
  await expect(refusal).toContainText('Tandarts 1000');
  await expect(refusal).toContainText('Choose a dental insurance with a lower cover.');
  await expectAccessible(page);
  await refusal.getByRole('button', { name: 'Understood' }).click();
  await expect(refusal).toBeHidden();
  await expect(page.getByText('Choose a dental insurance with a lower cover.')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Nederlands' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Medische selectie' })).toBeVisible();
});

test("jan.devries is not asked again on the edit screen for Anna's Tandarts 500 approved today", async ({
  page,
}) => {
  await logIn(page, 'jan.devries');
  const nextYear = suiteYear() + 1;
  await page.goto(`/medische-selectie/${nextYear}/ZZ-PARTICULIER/10000001`);
  const texts = { person: 'Voor wie?', cover: 'Welke tandartsverzekering?', start: 'Vragen beantwoorden' };
  await choose(page, texts, 'Anna de Vries', 'Tandarts 500');
  const dialog = page.getByRole('dialog', { name: 'Medische selectie tandartsverzekering' });
  await answerHealthy(dialog);
  await dialog.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByText('De medische selectie voor Tandarts 500 is goedgekeurd.')).toBeVisible();

  // Nothing is saved: the choice lives in this browser session only.
  await page.getByRole('link', { name: 'Polis wijzigen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Polis wijzigen voor ${nextYear}` }),
  ).toBeVisible();
  const dental = page
    .getByRole('region', { name: 'Anna de Vries', exact: true })
    .getByRole('radiogroup', { name: /^Tandartsverzekering/ });
  await dental.getByRole('radio', { name: /Tandarts 500/ }).click();
  await expect(dental.getByRole('radio', { name: /Tandarts 500/ })).toBeChecked();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
});
