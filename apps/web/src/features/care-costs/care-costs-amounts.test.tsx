import type { DeclarationDetail, DeclarationSummary } from '@mijn/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { signIn } from '../../test/fixtures.ts';
import { matchOnly } from '../../test/media-query.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CareCostsScreen } from './care-costs-screen.tsx';
import { careCostsHandlers, declaration, detailOf, janNumber, timClaim } from './test/care-costs-fixtures.ts';

/** Amounts are written with a no-break space after the euro sign. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

/** A phone-sized window: only the screen's own 'narrow' query matches. */
const narrowWindow = () => matchOnly('74.99em');

function open(declarations: DeclarationSummary[], details?: DeclarationDetail[]) {
  server.use(...careCostsHandlers({ declarations, details }));
  signIn([], { customerNumber: janNumber, permissions: ['login', 'r-dec', 'r-ins', 'r-exc'] });
  return renderWithProviders(<CareCostsScreen />, { path: '/mijn-zorgkosten' });
}

/** The card of one claim on a phone and the text a person reads on it. */
async function cardText(claim: DeclarationSummary) {
  narrowWindow();
  open([claim]);
  const card = await screen.findByRole('listitem', { name: claim.careProvider });
  return { card, text: plain(card.textContent) ?? '' };
}

const chargedToExcess = declaration({
  declarationId: 'D-4004',
  careProvider: 'Ziekenhuis Oost',
  receiverOfReimbursement: 'M',
  declarationAmount: 12_000,
  compensatedAmount: 0,
  uncompensatedAmount: 12_000,
  excessAmount: 12_000,
});

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('nl-NL'));
});

describe('what a person reads about the money of a claim', () => {
  it("shows no € 0,00 but 'nog niet bekend' in the table while a claim is in progress", async () => {
    open([timClaim]);
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /Apotheek De Linde/ });
    const amounts = within(row)
      .getAllByRole('cell')
      .slice(2, 7)
      .map((cell) => plain(cell.textContent));
    expect(amounts).toEqual([
      '€ 40,00',
      'nog niet bekend',
      'nog niet bekend',
      'nog niet bekend',
      'nog niet bekend',
    ]);
    expect(row.textContent).not.toContain('€ 0,00');
  });

  it('on a card tells in words that the outcome of a claim in progress is not yet known', async () => {
    const { text } = await cardText(timClaim);
    expect(text).toContain('Nog niet bekend: de declaratie is in behandeling.');
    expect(text).toContain('Vergoednog niet bekend');
    expect(text).not.toContain('€ 0,00');
  });

  it('says nothing is reimbursed because the whole amount went to the excess, never that it was paid (issue 34)', async () => {
    const { card, text } = await cardText(chargedToExcess);
    expect(text).toContain('Wij vergoeden niets van deze declaratie.');
    expect(text).toContain(
      '€ 120,00 ging naar uw eigen risico. De zorgverlener kreeg het van ons; wij brengen het bij u in rekening.',
    );
    expect(text).not.toMatch(/betaalden|Uitbetaald op/);
    expect(text).toContain('Vergoed€ 0,00');
    expect(text).not.toContain('vergoeden wij niet');
    expect(within(card).getByRole('link', { name: 'Bekijk wat uw verzekering dekt' })).toHaveAttribute(
      'href',
      '/polisoverzicht',
    );
  });

  it('says what was paid to the person, and gives a reason for each unpaid part', async () => {
    const { text } = await cardText(
      declaration({
        careProvider: 'Apotheek Noord',
        receiverOfReimbursement: 'D',
        declarationAmount: 10_000,
        compensatedAmount: 5_000,
        uncompensatedAmount: 5_000,
        excessAmount: 2_000,
        contributionAmount: 1_000,
      }),
    );
    expect(text).toContain('Vergoed: € 50,00, overgemaakt aan J. de Vries.');
    expect(text).toContain('Uitbetaald aanJ. de Vries');
    expect(text).toContain('€ 20,00 ging naar uw eigen risico.');
    expect(text).toContain('€ 10,00 is uw wettelijke eigen bijdrage voor geneesmiddelen.');
    expect(text).toContain(
      '€ 20,00 vergoeden wij niet: het valt niet onder uw verzekering of boven het maximum.',
    );
  });

  it('says plainly when nothing was paid, and why', async () => {
    const refused = await cardText(
      declaration({
        careProvider: 'Praktijk Zuid',
        receiverOfReimbursement: 'D',
        declarationAmount: 5_000,
        compensatedAmount: 0,
        uncompensatedAmount: 5_000,
        excessAmount: 0,
      }),
    );
    expect(refused.text).toContain('Wij vergoeden niets van deze declaratie.');
    expect(refused.text).toContain('€ 50,00 vergoeden wij niet');
    expect(within(refused.card).getByRole('link', { name: 'Bekijk wat uw verzekering dekt' })).toBeVisible();
  });

  it("gives each unpaid amount on a card the claims department's own reason, with the link to the cover", async () => {
    const { card, text } = await cardText(
      declaration({
        careProvider: 'Fysio Max',
        receiverOfReimbursement: 'D',
        declarationAmount: 10_000,
        compensatedAmount: 2_000,
        uncompensatedAmount: 8_000,
        excessAmount: 3_000,
        rejectionCodes: ['maximum-reached'],
      }),
    );
    expect(text).toContain('€ 30,00 ging naar uw eigen risico.');
    expect(text).toContain(
      '€ 50,00 vergoeden wij niet: het maximum van uw verzekering voor dit jaar is bereikt.',
    );
    expect(text).not.toContain('het valt niet onder uw verzekering of boven het maximum');
    expect(within(card).getByRole('link', { name: 'Bekijk wat uw verzekering dekt' })).toHaveAttribute(
      'href',
      '/polisoverzicht',
    );
  });

  it('says a refused duplicate on a card in English, naming why', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    const { text } = await cardText(
      declaration({
        careProvider: 'Tandartspraktijk Smile',
        receiverOfReimbursement: 'D',
        declarationAmount: 6_600,
        compensatedAmount: 0,
        uncompensatedAmount: 6_600,
        excessAmount: 0,
        rejectionCodes: ['duplicate'],
      }),
    );
    expect(text).toContain('We reimburse nothing of this claim.');
    expect(text).toContain(
      '€ 66,00 is not reimbursed: you already claimed this bill and we have handled it.',
    );
  });

  it('names no unpaid part and links to no cover when everything was paid', async () => {
    const paidInFull = await cardText(
      declaration({
        careProvider: 'Huisarts West',
        receiverOfReimbursement: 'M',
        declarationAmount: 3_000,
        compensatedAmount: 3_000,
        uncompensatedAmount: 0,
        excessAmount: 0,
      }),
    );
    expect(paidInFull.text).toContain('Vergoed: € 30,00, betaald aan de zorgverlener.');
    expect(within(paidInFull.card).queryByRole('link', { name: /dekt/ })).not.toBeInTheDocument();
  });

  it('says in the table row that nothing is reimbursed, next to the excess that took it', async () => {
    open([chargedToExcess]);
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /Ziekenhuis Oost/ });
    expect(plain(row.textContent)).toContain('Wij vergoeden niets van deze declaratie.');
  });

  it('tells the same story in an opened table row, in English', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    open([chargedToExcess]);
    const table = await screen.findByRole('table');
    await userEvent
      .setup()
      .click(within(table).getByRole('button', { name: /Show details of claim D-4004/ }));
    const detail = await screen.findByRole('region', { name: /D-4004/ });
    await within(detail).findByText('We reimburse nothing of this claim.');
    expect(plain(detail.textContent)).toContain(
      '€ 120,00 went to your excess. The care provider received it from us; we will charge it to you.',
    );
    expect(within(detail).getByRole('link', { name: 'See what your insurance covers' })).toHaveAttribute(
      'href',
      '/polisoverzicht',
    );
  });

  it("gives the claims department's own reason for an unpaid part once a row is opened", async () => {
    const aboveMaximum = declaration({
      declarationId: 'D-5005',
      careProvider: 'Fysio Max',
      receiverOfReimbursement: 'D',
      declarationAmount: 10_000,
      compensatedAmount: 4_000,
      uncompensatedAmount: 6_000,
      excessAmount: 0,
    });
    open([aboveMaximum], [detailOf(aboveMaximum, { rejectionCodes: ['maximum-reached'] })]);
    const table = await screen.findByRole('table');
    await userEvent
      .setup()
      .click(within(table).getByRole('button', { name: /Details van declaratie D-5005/ }));
    const detail = await screen.findByRole('region', { name: /D-5005/ });
    await within(detail).findByText(
      '€ 60,00 vergoeden wij niet: het maximum van uw verzekering voor dit jaar is bereikt.',
      { normalizer: (text) => text.replace(/\s/g, ' ') },
    );
    expect(
      within(detail).getByText('Vergoed: € 40,00, overgemaakt aan J. de Vries.', {
        normalizer: (text) => text.replace(/\s/g, ' '),
      }),
    ).toBeInTheDocument();
  });
});
