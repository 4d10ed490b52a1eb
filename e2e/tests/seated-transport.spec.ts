import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { addDays, amsterdamDay } from '../support/amsterdam-time.ts';
import { expect, test } from '../support/clock.ts';
import { logIn } from '../support/login.ts';

const phone = { width: 390, height: 844 };

/**
 * A photo of a doctor's statement as a phone would take it: black text on white paper, rendered by
 * the browser itself at A5 size so the server's readability analysis has real content to judge.
 */
async function photographedStatement(browser: Browser): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: 1240, height: 1748 } });
  const paper = await context.newPage();
  const lines = Array.from(
    { length: 24 },
    (_, index) =>
      `<p>Regel ${index + 1}: de patiënt is aangewezen op een rolstoel en kan niet zelfstandig reizen.</p>`,
  ).join('');
  await paper.setContent(
    `<body style="margin:80px;font:32px/1.5 serif;color:#000;background:#fff">
      <h1 style="font-size:56px">Verklaring behandelaar</h1>${lines}<p>Dr. A. Jansen, huisarts</p></body>`,
  );
  const photo = await paper.screenshot({ type: 'png' });
  await context.close();
  return photo;
}

const question = (page: Page, name: RegExp) => page.getByRole('radiogroup', { name });
const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`(Stap|Step) \\d (van|of) 4: ${name}`) });

test('jan.devries requests seated transport as a wheelchair user and finds the letter in his message box', async ({
  page,
  browser,
  clockStart,
}) => {
  await logIn(page, 'jan.devries');
  await page.setViewportSize(phone);
  await page.goto('/aanvraag-zittend-ziekenvervoer');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Zittend ziekenvervoer aanvragen' }),
  ).toBeVisible();
  const persons = question(page, /Voor wie vraagt u vervoer aan/);
  // Himself and his children under 16 (a newborn added by policy-add-insured too), not Anna or Sanne.
  await expect(persons.getByRole('radio', { name: /^(Anna|Sanne) de Vries/ })).toHaveCount(0);
  await expect(persons.getByRole('radio', { name: 'Jan de Vries' })).toBeChecked();
  await expect(persons.getByRole('radio', { name: 'Tim de Vries' })).toBeVisible();
  await expectAccessible(page);

  // Going on too early names every missing answer of the step and moves focus to the first.
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(
    page.getByText('Doorgaan mislukt. Controleer de ingevulde velden en probeer opnieuw.'),
  ).toBeVisible();
  await expect(
    question(page, /Waarvoor heeft u vervoer nodig/)
      .getByRole('radio')
      .first(),
  ).toBeFocused();
  await expectAccessible(page);

  // The purpose first; then only the wheelchair's questions.
  await page.getByRole('radio', { name: /Ik ben aangewezen op een rolstoel/ }).check();
  await page.getByRole('radio', { name: 'Eerste aanvraag' }).check();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(stepHeading(page, 'Gegevens')).toBeFocused();
  await expect(page.getByLabel(/Gezichtsscherpte/)).toHaveCount(0);
  await page.getByLabel(/Hoeveel meter kunt u maximaal lopen/).fill('30');
  await question(page, /langdurig aangewezen op een rolstoel/)
    .getByRole('radio', { name: 'Nee' })
    .check();
  await expect(page.getByLabel(/Hoeveel maanden/)).toBeVisible();
  await page.getByLabel(/Hoeveel maanden/).fill('14');
  await page.getByLabel(/Vanaf welke datum/).fill(addDays(amsterdamDay(clockStart), 7));
  await page.getByLabel(/Tot en met welke datum/).fill(addDays(amsterdamDay(clockStart), 120));
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText('Dit getal is te hoog.')).toBeVisible();
  await expect(page.getByLabel(/Hoeveel maanden/)).toBeFocused();
  await page.getByLabel(/Hoeveel maanden/).fill('6');
  await page.getByRole('button', { name: 'Volgende' }).click();

  // The travel mode, asked once: a taxi needs its reason and asks about an escort.
  await expect(stepHeading(page, 'Reizen')).toBeFocused();
  await expect(page.getByRole('region', { name: 'Wat vergoeden wij?' })).toContainText('per kilometer');
  await question(page, /Hoe reist u naar uw behandeling/)
    .getByRole('radio', { name: /taxi/ })
    .check();
  await page
    .getByLabel(/Waarom kunt u alleen met een taxi reizen/)
    .fill('Ik kan niet overstappen met mijn rolstoel.');
  await question(page, /begeleiding nodig/)
    .getByRole('radio', { name: 'Ja' })
    .check();
  await page.getByLabel(/Bijlagen bij uw aanvraag/).setInputFiles({
    name: 'verklaring-huisarts.png',
    mimeType: 'image/png',
    buffer: await photographedStatement(browser),
  });
  await expect(page.getByRole('list', { name: '1 toegevoegd bestand' }).getByText('Leesbaar')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Volgende' }).click();

  // The review: every answer, with "Wijzigen" per step.
  await expect(stepHeading(page, 'Controleren')).toBeFocused();
  await expect(page.getByRole('region', { name: 'Reizen' })).toContainText('Met een taxi of vervoerder');
  await expect(page.getByRole('region', { name: 'Gegevens' })).toContainText('30 meter');
  await expect(page.getByRole('button', { name: /^Wijzigen: / })).toHaveCount(3);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();

  const done = page.getByRole('heading', { name: 'Uw aanvraag is verstuurd' });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expect(page.getByText(/voor Jan de Vries op/)).toBeVisible();
  await expect(page.getByText('Uw kenmerk:')).toBeVisible();
  await expect(page.getByText(/^ZV-\d{4}-\d{5}$/)).toBeVisible();
  await expectAccessible(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Naar de berichtenbox' }).click();
  await expect(page).toHaveURL(/\/berichtenbox/);
  await expect(page.getByRole('heading', { level: 1, name: 'Berichtenbox' })).toBeVisible();
  const letters = page.getByRole('region', { name: 'Berichten' });
  await expect(
    letters.getByRole('button', { name: /^Uw aanvraag zittend ziekenvervoer/ }).first(),
  ).toBeVisible();
  await expectAccessible(page);
});

test('in English at phone width: dialysis, the address filled from the postcode, and the hardship clause', async ({
  page,
}) => {
  await logIn(page, 'jan.devries');
  await page.goto('/aanvraag-zittend-ziekenvervoer');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Zittend ziekenvervoer aanvragen' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'English' }).first().click();
  await page.setViewportSize(phone);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Request seated patient transport' }),
  ).toBeVisible();

  await page.getByRole('radio', { name: /Kidney dialysis/ }).check();
  await page.getByRole('radio', { name: /First request/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Details')).toBeFocused();
  await expect(page.getByText('Netherlands', { exact: true })).toBeVisible();
  await page.getByLabel(/^Postcode/).fill('3584 cx');
  await page.getByLabel(/House number/).fill('100');
  await expect(page.getByText('Address found: Heidelberglaan, Utrecht.')).toBeVisible();
  await expect(page.getByLabel(/Street/)).toHaveValue('Heidelberglaan');
  await expect(page.getByLabel(/Town or city/)).toHaveValue('Utrecht');
  await page.getByLabel(/House number/).fill('7');
  await expect(page.getByText('We cannot find this address. Please type the street and town.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('radio', { name: /hardship clause/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await question(page, /more than one care provider/)
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByRole('button', { name: 'Add a care provider' }).click();
  await expect(
    page.getByRole('group', { name: 'Care provider 2' }).getByLabel(/Name of the care provider/),
  ).toBeFocused();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('Could not continue. Check the fields you filled in and try again.'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Nederlands' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Zittend ziekenvervoer aanvragen' }),
  ).toBeVisible();
});
