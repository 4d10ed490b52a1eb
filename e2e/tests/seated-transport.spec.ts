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
  await expect(persons.getByRole('radio')).toHaveCount(2);
  await expect(persons.getByRole('radio', { name: 'Jan de Vries' })).toBeChecked();
  await expect(persons.getByRole('radio', { name: 'Tim de Vries' })).toBeVisible();
  await expectAccessible(page);

  // Sending too early names every missing answer and moves focus to the first.
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(
    page.getByText('Doorgaan mislukt. Controleer de ingevulde velden en probeer opnieuw.'),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Eerste aanvraag' })).toBeFocused();
  await expectAccessible(page);

  await page.getByRole('radio', { name: 'Eerste aanvraag' }).check();
  await page.getByRole('radio', { name: /Rolstoel/ }).check();
  await page.getByLabel(/Hoeveel meter kunt u maximaal lopen/).fill('30');
  await question(page, /langdurig aangewezen op een rolstoel/)
    .getByRole('radio', { name: 'Nee' })
    .check();
  await expect(page.getByLabel(/Hoeveel maanden/)).toBeVisible();
  await page.getByLabel(/Hoeveel maanden/).fill('14');
  await page.getByLabel(/Vanaf welke datum/).fill(addDays(amsterdamDay(clockStart), 7));
  await page.getByLabel(/Tot en met welke datum/).fill(addDays(amsterdamDay(clockStart), 120));

  // The travel cascade: not by own transport, not by public transport, only by taxi.
  await question(page, /eigen vervoer/)
    .getByRole('radio', { name: 'Nee' })
    .check();
  await question(page, /openbaar vervoer/)
    .getByRole('radio', { name: 'Nee' })
    .check();
  await question(page, /alleen met een taxi/)
    .getByRole('radio', { name: 'Ja' })
    .check();
  await page
    .getByLabel(/Waarom kunt u alleen met een taxi reizen/)
    .fill('Ik kan niet overstappen met mijn rolstoel.');
  await question(page, /begeleiding nodig/)
    .getByRole('radio', { name: 'Ja' })
    .check();
  await expectAccessible(page);

  await page.getByLabel(/Bijlagen bij uw aanvraag/).setInputFiles({
    name: 'verklaring-huisarts.png',
    mimeType: 'image/png',
    buffer: await photographedStatement(browser),
  });
  await expect(page.getByRole('list', { name: '1 toegevoegd bestand' }).getByText('Leesbaar')).toBeVisible();

  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page.getByText('Dit getal is te hoog.')).toBeVisible();
  await expect(page.getByLabel(/Hoeveel maanden/)).toBeFocused();
  await page.getByLabel(/Hoeveel maanden/).fill('6');
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();

  const done = page.getByRole('heading', { name: 'Uw aanvraag is verstuurd' });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expect(page.getByText(/voor Jan de Vries op/)).toBeVisible();
  await expect(page.getByText('Uw aanvraagnummer:')).toBeVisible();
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

test('the form reads in English at phone width, with the hardship clause and its care providers', async ({
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

  await page.getByRole('radio', { name: /Hardship clause/ }).check();
  await question(page, /more than one care provider/)
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByRole('button', { name: 'Add a care provider' }).click();
  await expect(
    page.getByRole('group', { name: 'Care provider 2' }).getByLabel(/Name of the care provider/),
  ).toBeFocused();
  await page.getByRole('radio', { name: /Visually impaired/ }).check();
  await expect(page.getByLabel(/Visual acuity of the left eye/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: /All other situations/ }).check();
  await expect(page.getByText('Netherlands', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Send request' }).click();
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
