import { readFile } from 'node:fs/promises';
import { expect, suiteYear, test } from '../support/clock.ts';

import { expectAccessible, labelOrigin, logInOn } from '../support/home-login.ts';

const password = 'Welkom-2026!';
const thisYear = suiteYear();

test('jan.devries reads his policy overview, switches year, and opens his reimbursement documents', async ({
  page,
}) => {
  await logInOn(page, labelOrigin(null), 'jan.devries', password);

  await page.goto('/polisoverzicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Polisoverzicht' })).toBeVisible();
  await expect(page.getByRole('tab', { name: String(thisYear), selected: true })).toBeVisible();
  const agreement = page.getByRole('region', { name: /^Overeenkomst / });
  await expect(agreement).toBeVisible();

  const jan = agreement.getByRole('region', { name: 'Jan de Vries' });
  await expect(jan.getByText('Verzekeringnemer')).toBeVisible();
  await expect(jan.getByText(/^\d{4} \d{4} \d{4}$/)).toBeVisible();
  const janTable = jan.getByRole('table', { name: 'Premie van Jan de Vries per maand' });
  await expect(janTable.getByRole('rowheader', { name: /Basisverzekering/ })).toBeVisible();
  await expect(janTable.getByRole('row', { name: /Totaal per maand/ })).toContainText(/€\s[1-9]/);

  const tim = agreement.getByRole('region', { name: 'Tim de Vries' });
  await expect(tim.getByText('Medeverzekerde')).toBeVisible();
  await expect(tim.getByText('Gratis meeverzekerd')).toBeVisible();
  await expect(tim.getByRole('rowheader', { name: /Basisverzekering/ })).toBeVisible();
  await expect(tim.getByRole('row', { name: /Totaal per maand/ })).toContainText('€ 0,00');

  await expect(agreement.getByRole('row', { name: /U betaalt per/ })).toContainText(/€\s[1-9]/);
  await expect(agreement.getByRole('link', { name: 'Polis wijzigen' })).toBeVisible();
  await expect(agreement.getByRole('link', { name: 'Verzekerde bijschrijven' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: String(thisYear - 1) }).click();
  await expect(page.getByRole('tab', { name: String(thisYear - 1), selected: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Overeenkomst / })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Jan de Vries' }).getByText(`01-01-${thisYear - 1}`, { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: String(thisYear) }).click();
  await expect(page.getByRole('region', { name: 'Tim de Vries' })).toBeVisible();
  await expectAccessible(page);

  // The tab is in the address (?jaar=), so the switching season's home tile opens next year's.
  await expect(page).toHaveURL(new RegExp(`[?&]jaar=${thisYear}`));
  await page.goto(`/polisoverzicht?jaar=${thisYear + 1}`);
  await expect(page.getByRole('tab', { name: `${thisYear + 1} (aanbod)`, selected: true })).toBeVisible();
  await expect(page.getByText(`Uw polis voor ${thisYear + 1}`)).toBeVisible();
  await expectAccessible(page);
  await page.goBack();
  await expect(page.getByRole('tab', { name: String(thisYear), selected: true })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Policy overview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tim de Vries' }).getByText('Co-insured')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Nederlands' }).first().click();

  await page.goto('/vergoedingsdocumenten');
  await expect(page.getByRole('heading', { level: 1, name: 'Vergoedingsdocumenten' })).toBeVisible();
  const popular = page.getByRole('region', { name: 'Meest gevraagd' });
  await expect(popular.getByRole('button', { name: /^Download / }).first()).toBeVisible();
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await popular
    .getByRole('button', { name: /^Download / })
    .first()
    .click();
  const download = await downloading;
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');

  const perProduct = page.getByRole('region', { name: 'Polisvoorwaarden per product' });
  const allProducts = await perProduct.getByRole('heading', { level: 3 }).count();
  await page.getByRole('combobox', { name: 'Verzekerde' }).selectOption({ label: 'Tim de Vries' });
  await expect(perProduct.getByRole('heading', { level: 3 })).not.toHaveCount(0);
  expect(await perProduct.getByRole('heading', { level: 3 }).count()).toBeLessThan(allProducts);
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Jaar' }).selectOption(String(thisYear - 1));
  await expect(page.getByRole('region', { name: 'Meest gevraagd' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
});
