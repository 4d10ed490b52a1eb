import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { expectMoneyToldAsOne } from '../support/claim-cards.ts';
import { expect, suiteYear, test } from '../support/clock.ts';
import { logIn } from '../support/login.ts';
import { chooseLanguageOnPhone } from '../support/main-menu.ts';

const thisYear = suiteYear();
const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

const claimsTable = (page: Page, who: string, year = thisYear) =>
  page.getByRole('table', { name: `Declaraties van ${who} in ${year}` });

/** Every row header (provider, care type, insured) of the claims table. */
async function rowHeaders(page: Page, who: string, year = thisYear): Promise<string[]> {
  const table = claimsTable(page, who, year);
  await expect(table).toBeVisible();
  return table.getByRole('rowheader').allTextContents();
}

test("jan.devries sees his and Tim's claims but not Sanne's, filters on Tim and opens a claim's bills", async ({
  page,
}) => {
  await logIn(page, 'jan.devries');
  // From the home tile, as a person goes: the page's heading takes the focus.
  await page.getByRole('link', { name: 'Bekijk uw zorgkosten' }).first().click();
  await expect(page).toHaveURL(/\/mijn-zorgkosten/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn zorgkosten' })).toBeFocused();

  const everyone = await rowHeaders(page, 'alle verzekerden');
  expect(everyone.some((header) => header.endsWith('Jan de Vries'))).toBe(true);
  expect(everyone.some((header) => header.endsWith('Tim de Vries'))).toBe(true);
  expect(everyone.some((header) => header.includes('Sanne'))).toBe(false);
  await expect(page.getByText('Jeugd-ggz Utrecht')).toHaveCount(0);
  const insured = page.getByRole('combobox', { name: 'Verzekerde' });
  // Himself and his children under 16 (a newborn added by policy-add-insured too), not Anna or Sanne.
  await expect(insured.locator('option').first()).toHaveText('Alle verzekerden');
  await expect(insured.locator('option', { hasText: /^(Jan|Tim) de Vries$/ })).toHaveCount(2);
  await expect(insured.locator('option', { hasText: /Anna|Sanne/ })).toHaveCount(0);

  // Under "Alle verzekerden" each person's own excess: Jan's is used, Tim (9) has none.
  const excess = page.getByRole('region', { name: `Eigen risico per verzekerde in ${thisYear}` });
  const janExcess = excess.getByRole('region', { name: 'Jan de Vries' });
  await expect(
    janExcess.getByRole('progressbar', { name: /^Eigen risico van Jan de Vries: [\d,]+% verbruikt$/ }),
  ).toBeVisible();
  await expect(janExcess.getByText('Totaal')).toBeVisible();
  await expect(excess.getByRole('region', { name: 'Tim de Vries' })).toContainText(
    'Tot 18 jaar betaalt Tim de Vries geen eigen risico.',
  );
  await expect(page.getByRole('region', { name: /^Verbruik van / })).toHaveCount(0);

  const table = claimsTable(page, 'alle verzekerden');
  await expect(table.getByText('Afgehandeld').first()).toBeVisible();
  // Unread claims carry 'Nieuw' on the first visit; the screen then marks them read (ReadAll).
  await expect(table.getByText('Nieuw').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zorgkosten indienen' })).toHaveAttribute(
    'href',
    '/indienen-zorgkosten',
  );
  await expectAccessible(page);

  await page.reload();
  await expect(claimsTable(page, 'alle verzekerden')).toBeVisible();
  await expect(page.getByText('Nieuw')).toHaveCount(0);

  await insured.selectOption({ label: 'Tim de Vries' });
  await expect(page).toHaveURL(/customerNumber=\d{8}/);
  const timNumber = /customerNumber=(\d{8})/.exec(page.url())?.[1];
  const timOnly = await rowHeaders(page, 'Tim de Vries');
  expect(timOnly.length).toBeGreaterThan(0);
  expect(timOnly.every((header) => header.endsWith('Tim de Vries'))).toBe(true);
  await expect(page.getByRole('region', { name: `Verbruik van Tim de Vries in ${thisYear}` })).toBeVisible();

  const firstToggle = claimsTable(page, 'Tim de Vries')
    .getByRole('button', { name: /^Details van declaratie .* tonen$/ })
    .first();
  const controls = await firstToggle.getAttribute('aria-controls');
  // The button's name changes once open; hold on to it by what it controls.
  const toggle = page.locator(`button[aria-controls="${controls}"]`);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const detail = page.getByRole('region', { name: /^Details van declaratie / });
  await expect(detail.getByRole('heading', { name: /^Nota / }).first()).toBeVisible();
  await expect(detail.getByRole('table', { name: /^Behandelingen op nota / }).first()).toBeVisible();
  await expect(detail.getByText(/^Tim de Vries, geboren /)).toBeVisible();
  await expect(toggle).toHaveAccessibleName(/^Details van declaratie .* verbergen$/);
  await expectAccessible(page);

  // The filters live in the address: a link with year and person opens them preselected.
  await page.goto(`/mijn-zorgkosten?year=${thisYear - 1}&customerNumber=${timNumber}`);
  await expect(claimsTable(page, 'Tim de Vries', thisYear - 1)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Jaar' })).toHaveValue(String(thisYear - 1));
  await page.getByRole('combobox', { name: 'Jaar' }).selectOption(String(thisYear));
  await expect(page).toHaveURL(new RegExp(`year=${thisYear}`));
  await expect(page).toHaveURL(new RegExp(`customerNumber=${timNumber}`));
  await expect(claimsTable(page, 'Tim de Vries')).toBeVisible();

  await page.setViewportSize(phone);
  const cards = page.getByRole('list', { name: `Declaraties van Tim de Vries in ${thisYear}` });
  await expect(cards).toBeVisible();
  await expect(page.getByRole('table', { name: /^Declaraties van/ })).toHaveCount(0);
  const cardToggle = cards.getByRole('button', { name: /^Details van declaratie .* tonen$/ }).first();
  await cardToggle.click();
  const cardDetail = cards.getByRole('region', { name: /^Details van declaratie / }).first();
  await expect(cardDetail.getByRole('list', { name: /^Behandelingen op nota / }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectAccessible(page);

  await page.setViewportSize(desktop);
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My care costs' })).toBeVisible();
  await expect(page.getByRole('table', { name: `Claims of Tim de Vries in ${thisYear}` })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize(phone);
  await expect(page.getByRole('list', { name: `Claims of Tim de Vries in ${thisYear}` })).toBeVisible();
  await expectAccessible(page);

  // On a phone, in English and in Dutch, everyone's excess person by person.
  await page.getByRole('combobox', { name: 'Insured person' }).selectOption({ label: 'All insured persons' });
  const everyonesExcess = page.getByRole('region', { name: `Excess per insured person in ${thisYear}` });
  await expect(
    everyonesExcess.getByRole('progressbar', { name: /^Excess of Jan de Vries: [\d,]+% used$/ }),
  ).toBeVisible();
  await expect(everyonesExcess.getByRole('region', { name: 'Tim de Vries' })).toContainText(
    'Until 18, Tim de Vries pays no excess.',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectAccessible(page);
  // The language switch is in the header from 768 px on.
  await page.setViewportSize(desktop);
  await page.getByRole('button', { name: 'Nederlands' }).first().click();
  await page.setViewportSize(phone);
  await expect(
    page.getByRole('region', { name: `Eigen risico per verzekerde in ${thisYear}` }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize(desktop);
});

test('sanne.devries (17) sees only her own claims, and her father cannot ask for them by address', async ({
  page,
}) => {
  await logIn(page, 'sanne.devries');
  await page.goto('/mijn-zorgkosten');
  const headers = await rowHeaders(page, 'alle verzekerden');
  expect(headers.length).toBeGreaterThan(0);
  expect(headers.every((header) => header.endsWith('Sanne de Vries'))).toBe(true);
  await expect(page.getByText('Jeugd-ggz Utrecht')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Verzekerde' }).locator('option')).toHaveText([
    'Alle verzekerden',
    'Sanne de Vries',
  ]);
  await expect(
    page.getByRole('region', { name: `Verbruik van Sanne de Vries in ${thisYear}` }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize(phone);
  await expect(
    page.getByRole('list', { name: `Declaraties van alle verzekerden in ${thisYear}` }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.setViewportSize(desktop);
  await page.getByRole('combobox', { name: 'Verzekerde' }).selectOption({ label: 'Sanne de Vries' });
  await expect(page).toHaveURL(/customerNumber=\d{8}/);
  const sanneNumber = /customerNumber=(\d{8})/.exec(page.url())?.[1];
  await page.getByRole('link', { name: 'Uitloggen' }).first().click();
  await expect(page).toHaveURL(/\/inloggen/);

  // A link naming Sanne is not Jan's to follow: the screen shows his own circle and stays logged in.
  await logIn(page, 'jan.devries');
  const askedForSanne: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/') && request.url().includes(String(sanneNumber))) {
      askedForSanne.push(request.url());
    }
  });
  await page.goto(`/mijn-zorgkosten?customerNumber=${sanneNumber}`);
  await expect(claimsTable(page, 'alle verzekerden')).toBeVisible();
  await expect(page.getByText('Jeugd-ggz Utrecht')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Verzekerde' })).toHaveValue('all');
  await expect(page).toHaveURL(/\/mijn-zorgkosten/);
  expect(askedForSanne).toEqual([]);
});

test('jan.devries reads on his phone, in Dutch and English, one story of the money of every handled claim', async ({
  page,
}) => {
  await logIn(page, 'jan.devries');
  await page.setViewportSize(phone);
  // Last year: every claim in it is handled or not applicable, paid to the provider or to Jan's account.
  await page.goto(`/mijn-zorgkosten?year=${thisYear - 1}`);
  for (const [language, list, handled] of [
    ['nl', `Declaraties van alle verzekerden in ${thisYear - 1}`, 'Afgehandeld'],
    ['en', `Claims of all insured persons in ${thisYear - 1}`, 'Handled'],
  ] as const) {
    if (language === 'en') await chooseLanguageOnPhone(page, 'English');
    const cards = page
      .getByRole('list', { name: list })
      .getByRole('listitem')
      .filter({ has: page.getByText(handled, { exact: true }) });
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) await expectMoneyToldAsOne(cards.nth(index), language);
    await expect(page.getByText(/betaalden|Uitbetaald op \d|We paid/)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectAccessible(page);
  }
  await chooseLanguageOnPhone(page, 'Nederlands');
});
