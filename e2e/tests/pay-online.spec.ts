import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/clock.ts';
import { expectAccessible, labelOrigin, logInOn } from '../support/home-login.ts';

const password = 'Welkom-2026!';
/** The bills still to pay, as a list of cards or a table. */
const toPay = 'Rekeningen die u nog moet betalen, de oudste eerst';
const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

/** The open-invoices tile on home says how many bills are still open. */
async function openOnHomeTile(page: Page): Promise<number> {
  const tile = page.getByRole('region', { name: /Uw overzicht/ });
  await expect(tile).toHaveAttribute('aria-busy', 'false');
  const text = await tile.getByText(/^\d+ rekening(en)? sta(at|an) nog open\.$/).textContent();
  return Number(text?.match(/^\d+/)?.[0]);
}

/** At the simulated iDEAL: choose a bank, then what the bank does; each page checked with axe. */
async function atTheBank(page: Page, decision: 'Betalen' | 'Annuleren en terug') {
  await expect(page.getByRole('heading', { level: 1, name: 'Kies uw bank' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'ING' }).check();
  await page.getByRole('button', { name: 'Verder naar uw bank' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ING: betaling goedkeuren' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: decision }).click();
}

test('peter.jansen pays his newest open bill with iDEAL after a cancelled attempt, and it turns Betaald', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const origin = labelOrigin('aev');
  await page.setViewportSize(phone);
  await logInOn(page, origin, 'peter.jansen', password);
  const openBefore = await openOnHomeTile(page);
  expect(openBefore).toBeGreaterThanOrEqual(3);

  // On the phone, the bills to pay come first, the oldest at the top: the newest is the last.
  await page.getByRole('link', { name: 'Rekeningen bekijken en betalen' }).click();
  const cards = page.getByRole('list', { name: toPay });
  const newest = cards.getByRole('listitem').filter({ hasText: 'Openstaand' }).last();
  const invoiceNumber = (await newest.getByText(/^\d{12,}$/).textContent()) ?? '';
  expect(invoiceNumber).not.toBe('');
  await newest.getByRole('button', { name: /^Betalen met iDEAL/ }).click();
  await expect(page).toHaveURL(/\/api\/dev\/ideal\/tr_/);
  await atTheBank(page, 'Annuleren en terug');

  await expect(page).toHaveURL(`${origin}/rekeningen-en-betalingen?betaling=${invoiceNumber}`);
  const outcome = page.getByRole('region', { name: 'Uw betaling' });
  await expect(outcome.getByRole('status')).toContainText('U heeft de betaling geannuleerd');
  await expect(outcome).toBeFocused();
  const card = (number: string): Locator =>
    page.getByRole('list', { name: toPay }).getByRole('listitem').filter({ hasText: number });
  await expect(card(invoiceNumber)).toContainText('Openstaand');
  await expectAccessible(page);

  // Again on a wide screen: this time the bank pays, and the webhook books it; the paid bill then
  // moves from the bills to pay to the other bills.
  await page.setViewportSize(desktop);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(invoiceNumber) }) });
  await row.getByRole('button', { name: /^Betalen met iDEAL/ }).click();
  await atTheBank(page, 'Betalen');
  await expect(page).toHaveURL(`${origin}/rekeningen-en-betalingen?betaling=${invoiceNumber}`);
  await expect(outcome.getByRole('status')).toContainText('Bedankt, uw betaling is gelukt');
  await expect(outcome).toBeFocused();
  await expect(row).toContainText('Betaald');
  await expect(row.getByRole('button', { name: /^Betalen met iDEAL/ })).toHaveCount(0);
  await expect(
    page.getByText(/^U moet nog €\s[\d.,]+ betalen, verdeeld over \d+ rekeningen\.$/),
  ).toContainText(`verdeeld over ${openBefore - 1} rekeningen`);
  await expectAccessible(page);

  // Home follows: one bill fewer is open.
  await page
    .getByRole('link', { name: /naar de startpagina$/ })
    .first()
    .click();
  await expect.poll(() => openOnHomeTile(page)).toBe(openBefore - 1);
});
