import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { amsterdamDay } from '../support/amsterdam-time.ts';
import { expect, serverNow, test } from '../support/clock.ts';
import { labelOrigin, logInOn } from '../support/home-login.ts';
import { demoPassword, logIn } from '../support/login.ts';

/**
 * The payment term chosen with the policy (decision 0048). Nothing is saved: payment-details and
 * bills-payments read jan's monthly term. The suite's clock runs in the switching season; from
 * 10 December a term chosen now no longer starts on 1 January (spec §9), and the screen says so.
 */
async function openYear(page: Page): Promise<{ year: number; termReachesJanuary: boolean }> {
  const today = amsterdamDay(await serverNow(page.request));
  const month = Number(today.slice(5, 7));
  expect(month >= 11, `next year is open for a change on ${today}: November or December`).toBe(true);
  const year = Number(today.slice(0, 4)) + 1;
  return { year, termReachesJanuary: today < `${year - 1}-12-10` };
}

const euros = (text: string | null): number => {
  const amount = /€\s([\d.]+),(\d{2})/.exec(text ?? '');
  return Number(amount?.[1]?.replaceAll('.', '')) * 100 + Number(amount?.[2]);
};

test('jan.devries sees what paying per year costs, with 1% off, before he saves', async ({ page }) => {
  await logIn(page, 'jan.devries');
  const { year, termReachesJanuary } = await openYear(page);
  await page.goto('/polis-wijzigen');
  await expect(page).toHaveURL(new RegExp(`/polis-wijzigen/${year}/`));
  const totals = page.getByRole('region', { name: 'Uw nieuwe premie' });
  await expect(totals).toBeVisible();

  if (!termReachesJanuary) {
    await expect(totals).toContainText('U betaalt per maand.');
    await expect(totals).toContainText(`Een nieuwe betaaltermijn gaat nu niet meer op 1 januari ${year} in.`);
    return;
  }
  const term = totals.getByRole('radiogroup', { name: /^Betaaltermijn/ });
  await expect(term.getByRole('radio', { name: 'Per maand' })).toBeChecked();
  const monthly = euros(
    await totals
      .getByText(/^€.*per maand$/)
      .last()
      .textContent(),
  );
  expect(monthly).toBeGreaterThan(0);

  await term.getByRole('radio', { name: 'Per jaar (1% korting)' }).check();
  const discountLine = totals.getByText('Korting voor uw betaaltermijn (1%)');
  await expect(discountLine).toBeVisible();
  const discount = Math.round((monthly * 12) / 100);
  await expect(totals.getByText('U betaalt per jaar', { exact: true })).toBeVisible();
  await expect(totals).toContainText(
    new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' })
      .format((monthly * 12 - discount) / 100)
      .replace(/\s/g, ' '),
  );
  await expect(page.getByRole('button', { name: 'Wijziging opslaan' })).toBeEnabled();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Terug naar uw huidige polis' }).click();
  await expect(term.getByRole('radio', { name: 'Per maand' })).toBeChecked();
  await expect(discountLine).toBeHidden();
  await expect(page.getByRole('button', { name: 'Wijziging opslaan' })).toBeDisabled();
});

test("mark.peters sees his employer's payment term, read-only", async ({ page }) => {
  const origin = labelOrigin('pve');
  await logInOn(page, origin, 'mark.peters', demoPassword);
  await page.goto(`${origin}/polis-wijzigen`);
  const totals = page.getByRole('region', { name: 'Uw nieuwe premie' });
  await expect(totals).toContainText('Uw werkgever regelt de betaling van de premie');
  await expect(totals.getByRole('radiogroup', { name: /^Betaaltermijn/ })).toHaveCount(0);
});
