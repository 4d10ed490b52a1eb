import { expect, type Locator, type Page } from '@playwright/test';

/** The card of a claim on My care costs at a phone's width, by its care provider. */
export const claimCard = (page: Page, provider: string): Locator =>
  page.getByRole('listitem').filter({ hasText: provider }).first();

/** A figure of a claim card: the value under its term. */
export const cardFigure = (card: Locator, term: string): Locator =>
  card.getByText(term, { exact: true }).locator('xpath=following-sibling::*[1]');

const words = {
  nl: {
    reimbursed: 'Vergoed',
    excess: 'Eigen risico',
    nothing: 'Wij vergoeden niets van deze declaratie.',
    went: 'ging naar uw eigen risico',
    payee: 'Uitbetaald aan',
    provider: 'Zorgverlener',
  },
  en: {
    reimbursed: 'Reimbursed',
    excess: 'Excess',
    nothing: 'We reimburse nothing of this claim.',
    went: 'went to your excess',
    payee: 'Paid to',
    provider: 'Care provider',
  },
} as const;

const figure = async (card: Locator, term: string) =>
  ((await cardFigure(card, term).textContent()) ?? '').replace(/\s/g, ' ');

/**
 * A handled claim's card tells one story of its money (issue 34): its headline names the amount
 * 'Vergoed' shows, or says nothing is reimbursed; what the excess took is said as such; and the
 * money goes to the account holder by name (`payee`) or to the care provider, never 'the insured'.
 */
export async function expectMoneyToldAsOne(card: Locator, language: 'nl' | 'en', payee?: string) {
  const said = words[language];
  const reimbursed = await figure(card, said.reimbursed);
  const excess = await figure(card, said.excess);
  if (reimbursed === '€ 0,00') await expect(card).toContainText(said.nothing);
  else await expect(card).toContainText(`${said.reimbursed}: ${reimbursed}`);
  if (excess !== '€ 0,00') await expect(card).toContainText(`${excess} ${said.went}`);
  const paidTo = await figure(card, said.payee);
  if (payee !== undefined) expect(paidTo).toBe(payee);
  else expect(paidTo === said.provider || /^[A-Z]\. /.test(paidTo), `paid to "${paidTo}"`).toBe(true);
}
