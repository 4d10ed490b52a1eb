import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { expect, moveServerClock, serverNow, test } from '../support/clock.ts';
import { logIn } from '../support/login.ts';

const phone = { width: 390, height: 844 };
/** CARE_REQUEST_DELAY_SECONDS as the suite's server runs (the default). */
const answerDelayMs = 60_000;

const question = (page: Page, name: RegExp) => page.getByRole('radiogroup', { name });
const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`(Stap|Step) \\d (van|of) 3: ${name}`) });

test('jan.devries asks mental-health mediation for himself, is sent to the youth desk for Tim, and reads the answer', async ({
  page,
  request,
}) => {
  await logIn(page, 'jan.devries');
  await page.setViewportSize(phone);
  await page.goto('/zorgbemiddeling-aanvragen');
  await expect(page.getByRole('heading', { level: 1, name: 'Zorgbemiddeling aanvragen' })).toBeVisible();
  await expect(
    question(page, /Voor wie zoekt u zorg/).getByRole('radio', { name: 'Jan de Vries' }),
  ).toBeChecked();
  await expectAccessible(page);

  // Mental health for Tim (9): the youth desk of the municipality, at once and when going on.
  await page.getByRole('radio', { name: /Geestelijke gezondheidszorg/ }).check();
  await question(page, /Voor wie zoekt u zorg/)
    .getByRole('radio', { name: 'Tim de Vries' })
    .check();
  const youthDesk = page.getByText(/jeugdloket \(wijkteam\) van uw gemeente/);
  await expect(youthDesk).toBeVisible();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(stepHeading(page, 'Soort zorg')).toBeVisible();
  await expect(
    question(page, /Voor wie zoekt u zorg/)
      .getByRole('radio')
      .first(),
  ).toBeFocused();
  await expectAccessible(page);
  // The same in English on a desktop, then back to Dutch for the journeys after this one.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request care mediation' })).toBeVisible();
  await expect(page.getByText(/youth desk \(neighbourhood team\) of your municipality/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Nederlands' }).first().click();
  await expect(youthDesk).toBeVisible();
  await page.setViewportSize(phone);

  // For himself the questions of his situation follow.
  await question(page, /Voor wie zoekt u zorg/)
    .getByRole('radio', { name: 'Jan de Vries' })
    .check();
  await expect(youthDesk).toHaveCount(0);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(stepHeading(page, 'Uw situatie')).toBeFocused();

  // Another mediation service searching already blocks; not on a waiting list warns.
  const otherService = question(page, /andere zorgbemiddelingsdienst/);
  await otherService.getByRole('radio', { name: 'Ja' }).check();
  await expect(page.getByText(/Wij kunnen niet bemiddelen zolang/)).toBeVisible();
  await otherService.getByRole('radio', { name: 'Nee' }).check();
  await page.getByRole('radio', { name: /Basis-ggz/ }).check();
  await question(page, /verwijzing van uw huisarts/)
    .getByRole('radio', { name: 'Ja' })
    .check();
  const referrer = page.getByRole('group', { name: 'Wie u verwees' });
  await referrer.getByLabel(/Naam/).fill('Huisartsenpraktijk De Bilt');
  await referrer.getByLabel(/AGB-code/).fill('0101234');
  await question(page, /al op een wachtlijst/)
    .getByRole('radio', { name: 'Nee' })
    .check();
  await expect(page.getByText('Meld u ook zelf aan')).toBeVisible();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText('Vul een AGB-code van 8 cijfers in.')).toBeVisible();
  await expect(referrer.getByLabel(/AGB-code/)).toBeFocused();
  await expectAccessible(page);
  await referrer.getByLabel(/AGB-code/).fill('01012345');
  await page.getByRole('button', { name: 'Volgende' }).click();

  await expect(stepHeading(page, 'Contact')).toBeFocused();
  await page.getByLabel(/Op welk telefoonnummer/).fill('0612345678');
  await page.getByLabel(/Hoe ver wilt u maximaal reizen/).fill('30');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();

  const done = page.getByRole('heading', { name: 'Uw aanvraag is verstuurd' });
  await expect(done).toBeFocused();
  await expect(page.getByText(/voor Jan de Vries op/)).toBeVisible();
  const reference = (await page.getByText(/^ZB-[0-9A-F]{8}$/).textContent()) ?? '';
  await expectAccessible(page);

  // The simulated core answers after CARE_REQUEST_DELAY_SECONDS with care providers and their
  // waiting times, as a letter: move the server clock past it, then look.
  await moveServerClock(request, new Date((await serverNow(request)).getTime() + answerDelayMs + 1_000));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Naar berichtenbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Berichtenbox' })).toBeVisible();
  const answer = page
    .getByRole('region', { name: 'Berichten' })
    .getByRole('button', { name: /^Zorgbemiddeling: zorgaanbieders met hun wachttijd/ })
    .first();
  await expect(async () => {
    await page.reload();
    await expect(answer).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  // Reading it keeps the unread counts of the other journeys as they were.
  await answer.click();
  const letter = page.getByRole('dialog', { name: 'Zorgbemiddeling: zorgaanbieders met hun wachttijd' });
  await expect(letter).toContainText(reference);
  await expect(letter).toContainText('geestelijke gezondheidszorg');
  await expect(letter).toContainText('Wachttijd');
  await expectAccessible(page);
});
