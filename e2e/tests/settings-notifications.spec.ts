import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { expect, test } from '../support/clock.ts';
import { logIn } from '../support/login.ts';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

/** Each e-mail switch by its name: whether it is on, and what it says its e-mail holds. */
async function expectSwitches(page: Page, switches: [name: string, on: boolean, email: string][]) {
  for (const [name, on, email] of switches) {
    const toggle = page.getByRole('switch', { name, exact: true });
    if (on) await expect(toggle).toBeChecked();
    else await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(email);
  }
}

test('jan.devries reads what each e-mail sends on a phone, in Dutch and English; a new letter is announced by default', async ({
  page,
}) => {
  await logIn(page, 'jan.devries');
  await page.setViewportSize(phone);
  await page.goto('/instellingen');
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
  await expect(
    page.getByText('Wij sturen deze e-mails naar jan.devries@example.nl. U kiest zelf welke.'),
  ).toBeVisible();
  await expectSwitches(page, [
    [
      'Declaratie uitbetaald',
      false,
      'Een e-mail met het declaratienummer, het bedrag en de dag waarop wij betalen.',
    ],
    [
      'Nieuwe brief in uw berichtenbox',
      true,
      'Een e-mail dat er een brief voor u klaarstaat, zonder wat erin staat. U leest de brief na het inloggen.',
    ],
    [
      'Rekening niet op tijd betaald',
      false,
      'Een e-mail met het factuurnummer, het bedrag en de vervaldatum.',
    ],
  ]);
  const contact = page.getByRole('region', { name: 'Uw contactgegevens' });
  await expect(contact.getByText('E-mail over nieuwe premies en voorwaarden')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Uw inloggegevens' })).toContainText('jan.devries');
  await expect(page.getByRole('switch', { name: /Pushmeldingen op dit apparaat/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  const paid = page.getByRole('switch', { name: 'Declaratie uitbetaald', exact: true });
  await paid.click({ force: true });
  await expect(paid).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Declaratie uitbetaald', exact: true })).toBeChecked();
  await expectAccessible(page);

  // The language switch sits in the header on a wide screen.
  await page.setViewportSize(desktop);
  await page.getByRole('button', { name: 'English' }).first().click();
  await page.setViewportSize(phone);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(
    page.getByText('We send these e-mails to jan.devries@example.nl. You choose which.'),
  ).toBeVisible();
  await expectSwitches(page, [
    ['Claim paid', true, 'An e-mail with the claim number, the amount and the day we pay.'],
    [
      'New letter in your message box',
      true,
      'An e-mail that a letter is waiting for you, without what it says. You read the letter after logging in.',
    ],
    ['Bill not paid on time', false, 'An e-mail with the invoice number, the amount and the due date.'],
  ]);
  await expect(
    page
      .getByRole('region', { name: 'Your contact details' })
      .getByText('E-mail about new premiums and conditions'),
  ).toBeVisible();
  await expectAccessible(page);

  // Other journeys read Jan's screens and messages in Dutch.
  await page.setViewportSize(desktop);
  await page.getByRole('button', { name: 'Nederlands' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
});
