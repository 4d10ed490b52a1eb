import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { daysBefore } from '../support/amsterdam-time.ts';
import { photographBill } from '../support/bill-photo.ts';
import { expect, test } from '../support/clock.ts';
import { logIn } from '../support/login.ts';

const phone = { width: 390, height: 844 };

/** Everything the person does, counted: a tap, a tick or a photo taken is one interaction. */
function counted(page: Page) {
  let interactions = 0;
  const steps = new Set<string>();
  return {
    click: async (target: Locator) => {
      interactions += 1;
      await target.click();
    },
    check: async (target: Locator) => {
      interactions += 1;
      await target.check();
    },
    photograph: async (target: Locator, photo: Buffer, name: string) => {
      interactions += 1;
      await target.setInputFiles({ name, mimeType: 'image/png', buffer: photo });
    },
    /** The step now shown ("Stap 2 van 3: Nota"), focused, accessible, and counted once. */
    step: async (name: RegExp) => {
      const heading = page.getByRole('heading', { level: 2, name });
      await expect(heading).toBeVisible();
      steps.add((await heading.textContent()) ?? '');
      await expectAccessible(page);
      return heading;
    },
    get interactions() {
      return interactions;
    },
    get steps() {
      return [...steps];
    },
  };
}

test('jan.devries claims a physiotherapy bill for Tim by photo on a phone: at most 3 steps and 8 interactions', async ({
  page,
  clockStart,
}) => {
  // Text recognition of the photo takes seconds on a busy machine.
  test.setTimeout(120_000);
  const treated = daysBefore(clockStart, 4);
  const [year, month, day] = treated.split('-');
  const photo = await photographBill(page.context(), [
    'Fysiotherapie Het Anker',
    'Havenstraat 8, 3511 AB Utrecht',
    'Factuur 2026-3187',
    'Patient: T. de Vries',
    `Behandeldatum: ${day}-${month}-${year}`,
    'Fysiotherapie zitting 30 minuten',
    'Totaal te betalen: EUR 48,25',
  ]);
  await logIn(page, 'jan.devries');
  await page.setViewportSize(phone);
  const person = counted(page);

  // From the phone's home screen, one tap to claim.
  await page.goto('/');
  await person.click(page.getByRole('link', { name: 'Declareren' }));
  await expect(page).toHaveURL(/\/indienen-zorgkosten$/);
  await person.step(/^Stap 1 van 3: Voor wie/);
  await expect(page.getByRole('radiogroup', { name: 'Wat voor kosten zijn het?' })).toHaveCount(0);
  await person.click(page.getByRole('radio', { name: 'Tim de Vries' }));
  await person.click(page.getByRole('button', { name: 'Volgende' }));

  await expect(await person.step(/^Stap 2 van 3: Nota/)).toBeFocused();
  const camera = page.getByRole('button', { name: 'Foto maken' });
  await expect(camera).toHaveAttribute('capture', 'environment');
  await person.photograph(camera, photo, 'foto-nota.png');
  await expect(
    page.getByRole('list', { name: '1 toegevoegd bestand' }).getByText('Leesbaar', { exact: true }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Nog een pagina fotograferen' })).toBeVisible();
  await expectAccessible(page);
  await person.click(page.getByRole('button', { name: 'Volgende' }));

  // The server read the photo: nothing of the bill is typed.
  await expect(await person.step(/^Stap 3 van 3: Controleren en indienen/)).toBeFocused();
  const read = page.locator('dl.mijn-claim-summary');
  await expect(read).toContainText('Fysiotherapie Het Anker', { timeout: 30_000 });
  await expect(read).toContainText('Tim de Vries');
  await expect(read).toContainText('Fysiotherapie');
  await expect(read).toContainText('€ 48,25');
  await expect(page.getByLabel('Zorgverlener')).toHaveCount(0);
  await expect(page.getByLabel('Bedrag van de nota')).toHaveCount(0);
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await person.check(page.getByLabel('Ik verklaar dat ik alles naar waarheid heb ingevuld'));
  await person.click(page.getByRole('button', { name: 'Declaratie indienen' }));
  await expect(page.getByRole('heading', { level: 2, name: 'Uw declaratie is ingediend' })).toBeFocused();
  await expectAccessible(page);

  // Issue 12's measure: today's phone claim took 7 screens and 17 interactions.
  expect(person.steps).toHaveLength(3);
  expect(person.interactions).toBeLessThanOrEqual(8);
  test.info().annotations.push({
    type: 'measured',
    description: `${person.steps.length} steps, ${person.interactions} interactions from home`,
  });

  await page.getByRole('link', { name: 'Bekijk uw zorgkosten' }).click();
  const claim = page.getByRole('listitem').filter({ hasText: 'Fysiotherapie Het Anker' }).first();
  await expect(claim).toContainText('Tim de Vries');
  // The claims department handles it a few seconds later, as Jan sees when he looks again; its
  // letter then waits in his message box (before the journeys that count his letters).
  await expect(async () => {
    await page.reload();
    await expect(claim).toContainText('Afgehandeld', { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
});
