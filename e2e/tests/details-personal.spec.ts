import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { expect, test } from '../support/clock.ts';
import { switchLanguage } from '../support/language.ts';
import { logIn } from '../support/login.ts';
import { openFromMainMenu } from '../support/main-menu.ts';

const phone = { width: 390, height: 844 };

/** Fills the address part of the edit form, with the labels of the screen's language. */
async function fillAddress(
  page: Page,
  labels: { postalCode: RegExp; houseNumber: RegExp; street: RegExp; city: RegExp },
  address: { postalCode: string; houseNumber: string; street: string; city: string },
) {
  const form = page.getByRole('region', { name: /^(Adres|Address)$/ });
  await form.getByLabel(labels.postalCode).fill(address.postalCode);
  await form.getByLabel(labels.houseNumber).fill(address.houseNumber);
  await form.getByLabel(labels.street).fill(address.street);
  await form.getByLabel(labels.city).fill(address.city);
}

// No other spec reads Jan's address; the second journey moves him back all the same.
test('jan.devries moves house: a wrong postal code is refused, the right one saved and shown', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'jan.devries');
  const details = page.waitForResponse('**/api/Customer/GetCustomerDetails**');
  await openFromMainMenu(page, 'Mijn gegevens', 'Persoonlijke gegevens');
  await expect(page).toHaveURL(/\/persoonlijke-gegevens$/);
  const address = page.getByRole('region', { name: 'Adres' });
  await expect(address.getByText('3521 AB Utrecht')).toBeVisible();
  const birth = page.getByRole('region', { name: 'Geboorte en BSN' });
  await expect(birth.getByText(/^•+\d{3}$/)).toBeVisible();
  await expectAccessible(page);

  // The privacy-sensitive data popup (spec §2) before the BSN shows; only then does it travel.
  await birth.getByRole('button', { name: 'Geboortedatum en BSN tonen' }).click();
  const popup = page.getByRole('dialog', { name: 'Privacygevoelige gegevens tonen' });
  await expect(popup.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  await expectAccessible(page);
  const revealed = page.waitForResponse('**/api/Customer/RevealSocialSecurityNumber**');
  await popup.getByRole('button', { name: 'Gegevens tonen' }).click();
  await expect(popup).toBeHidden();
  const { socialSecurityNumber: bsn } = await (await revealed).json();
  expect(bsn).toMatch(/^\d{9}$/);
  await expect(birth.getByText(bsn)).toBeVisible();
  const masked = (await (await details).json()).socialSecurityNumber;
  expect(masked).toBe(`••••••${bsn.slice(-3)}`);

  await page.getByRole('link', { name: 'Gegevens wijzigen' }).click();
  await expect(page).toHaveURL(/\/persoonlijke-gegevens-wijzigen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Persoonlijke gegevens wijzigen' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Wat u hier niet wijzigt' })).toBeVisible();
  await expectAccessible(page);

  const dutch = { postalCode: /^Postcode/, houseNumber: /^Huisnummer/, street: /^Straat/, city: /^Plaats/ };
  await fillAddress(page, dutch, {
    postalCode: '1055 T',
    houseNumber: '7',
    street: 'Tulpstraat',
    city: 'Amsterdam',
  });
  await page.getByRole('button', { name: 'Opslaan' }).click();
  const postalCode = page.getByLabel(/^Postcode/);
  await expect(
    page.getByText('Vul een geldige postcode in: vier cijfers en twee letters, bijvoorbeeld 1234 AB.'),
  ).toBeVisible();
  await expect(postalCode).toBeFocused();
  await expectAccessible(page);

  await postalCode.fill('1055 TX');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/persoonlijke-gegevens$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Persoonlijke gegevens' })).toBeFocused();
  await expect(page.getByText('Uw gegevens zijn opgeslagen.')).toBeVisible();
  // Tim (9) lives with him and moves along; the alert says so.
  await expect(page.getByText(/Tim de Vries verhuist mee naar uw nieuwe adres\./)).toBeVisible();
  await expect(address.getByText('Tulpstraat 7')).toBeVisible();
  await expect(address.getByText('1055 TX Amsterdam')).toBeVisible();
  await expectAccessible(page);

  // Another screen reads the same details: a transport claim starts from the new home address.
  await page.goto('/indienen-zorgkosten');
  await page.getByRole('radio', { name: /^Vervoerskosten/ }).check();
  await page.getByRole('button', { name: 'Volgende' }).click();
  const from = page.getByRole('group', { name: 'Vertrekadres' });
  await expect(from.getByLabel('Straat')).toHaveValue('Tulpstraat');
  await expect(from.getByLabel('Plaats')).toHaveValue('Amsterdam');
});

test('jan.devries moves back on his phone, in English', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'jan.devries');
  await switchLanguage(page, 'English');
  await page.setViewportSize(phone);
  await page.goto('/persoonlijke-gegevens');
  const address = page.getByRole('region', { name: 'Address' });
  await expect(address.getByText('1055 TX Amsterdam')).toBeVisible();
  await expectAccessible(page);

  // The BSN, masked, is asked whole only after the popup; hidden again, it is masked again.
  const birth = page.getByRole('region', { name: 'Birth and BSN' });
  await expect(birth.getByText(/^•{6}\d{3}$/)).toBeVisible();
  await birth.getByRole('button', { name: 'Show date of birth and BSN' }).click();
  const popup = page.getByRole('dialog', { name: 'Show privacy-sensitive details' });
  await expect(popup.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  const revealed = page.waitForResponse('**/api/Customer/RevealSocialSecurityNumber**');
  await popup.getByRole('button', { name: 'Show details' }).click();
  const { socialSecurityNumber: bsn } = await (await revealed).json();
  await expect(birth.getByText(bsn)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await expectAccessible(page);
  await birth.getByRole('button', { name: 'Hide date of birth and BSN' }).click();
  await expect(birth.getByText(bsn)).toBeHidden();
  await expect(birth.getByText(`••••••${bsn.slice(-3)}`)).toBeVisible();

  await page.getByRole('link', { name: 'Change details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change personal details' })).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  const english = {
    postalCode: /^Postcode/,
    houseNumber: /^House number/,
    street: /^Street/,
    city: /^Town or city/,
  };
  await fillAddress(page, english, {
    postalCode: '3521AB',
    houseNumber: '12',
    street: 'Lindelaan',
    city: 'Utrecht',
  });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/persoonlijke-gegevens$/);
  await expect(page.getByText('Your details have been saved.')).toBeVisible();
  await expect(page.getByText(/Tim de Vries moves to your new address too\./)).toBeVisible();
  await expect(address.getByText('Lindelaan 12')).toBeVisible();
  await expect(address.getByText('3521 AB Utrecht')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await expectAccessible(page);
});
