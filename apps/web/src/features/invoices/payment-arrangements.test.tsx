import type { InvoicesReply, PaymentArrangement, PaymentArrangementsReply } from '@mijn/contract';
import type { PermissionFlag } from '@mijn/domain';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { paymentArrangementsQuery } from '../../lib/queries/index.ts';
import { signIn } from '../../test/fixtures.ts';
import { testInvoice } from '../../test/invoices.ts';
import { matchOnly } from '../../test/media-query.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { InvoicesScreen } from './invoices-screen.tsx';

const excess = testInvoice('202611000062', {
  description: 'Eigen risico',
  premiePeriod: null,
  amount: 38_500,
  remaining: 25_666,
  status: { id: 5, status: 'Betalingsregeling' },
  invoicePaymentType: 'DirectDebit',
});
const evas: InvoicesReply = { invoices: [excess], isPaymentArrangementsDisabled: false };

/** eva.smit's excess bill in 3 terms, the first collected. */
const running: PaymentArrangement = {
  id: 'eva-1',
  agreementId: 10_000_061,
  statusId: 2,
  status: 'running',
  requestedOn: '2026-10-21',
  isReplaceable: false,
  invoiceNumbers: [excess.invoiceNumber],
  numberOfTerms: 3,
  startDate: '2026-11-04',
  ibanEnding: '2857',
  totalAmount: 38_500,
  termAmount: 12_834,
  terms: [
    { number: 1, dueDate: '2026-11-04', amount: 12_834, collectedOn: '2026-11-04' },
    { number: 2, dueDate: '2026-12-04', amount: 12_833, collectedOn: null },
    { number: 3, dueDate: '2027-01-04', amount: 12_833, collectedOn: null },
  ],
};
const completed: PaymentArrangement = {
  ...running,
  id: 'old-1',
  statusId: 3,
  status: 'completed',
  invoiceNumbers: ['202501000061'],
  terms: running.terms.map((term) => ({ ...term, collectedOn: term.dueDate })),
};
const waiting: PaymentArrangement = {
  ...running,
  id: 'new-1',
  statusId: 1,
  status: 'requested',
  isReplaceable: true,
  requestedOn: '2026-11-20',
  terms: running.terms.map((term) => ({ ...term, collectedOn: null })),
};

let asked = 0;
/** The bills screen on eva's invoices and the given arrangements, for a user with the given flags. */
function show(
  arrangements: PaymentArrangement[],
  flags: readonly PermissionFlag[] = ['mayReadInvoice', 'mayCreatePaymentArrangement'],
) {
  asked = 0;
  const reply: PaymentArrangementsReply = {
    paymentArrangments: arrangements,
    hasUnproccessedPaymentArrangments: arrangements.some((arrangement) => arrangement.status === 'requested'),
    accountsOnFile: [],
  };
  server.use(
    http.get('*/api/Debitan/Invoices', () => HttpResponse.json(evas)),
    http.get('*/api/Debitan/OnlinePayments/Availability', () => HttpResponse.json({ isAvailable: true })),
    http.get('*/api/Debitan/PaymentArrangements', () => {
      asked += 1;
      return HttpResponse.json(reply);
    }),
  );
  signIn(flags);
  return renderWithProviders(<InvoicesScreen />, { path: '/rekeningen-en-betalingen' });
}

/** The cached state of the arrangements query: whether it ran, and how it ended. */
function arrangementsState(queryClient: QueryClient) {
  return queryClient.getQueryState(paymentArrangementsQuery().queryKey);
}

const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

/** The card's facts as term: value. */
function factsOf(card: HTMLElement) {
  return within(card)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${plain(term.nextElementSibling?.textContent)}`);
}

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('nl-NL'));
});

describe('the payment arrangements on the bills screen', () => {
  it("shows eva's running arrangement with its terms collected and to come, and leaves a completed one out", async () => {
    show([running, completed]);
    const section = await screen.findByRole('region', { name: 'Uw betalingsregeling' });
    const cards = within(section).getAllByRole('region');
    expect(cards).toHaveLength(1);
    const card = within(section).getByRole('region', { name: 'Betalingsregeling voor Eigen risico' });
    expect(within(card).getByText('Loopt').closest('[data-tone]')).toHaveAttribute('data-tone', 'positive');
    expect(card).toHaveTextContent(/Wij schrijven elke termijn automatisch af .* voor deze rekening geen/);
    expect(factsOf(card)).toEqual([
      'Rekeningnummer: 202611000062',
      'Totaal: € 385,00',
      'Nog te betalen: € 256,66',
      'Afgeschreven: 1 van 3 termijnen',
      'Van uw rekening: eindigend op 2857',
    ]);
    const terms = within(card).getByRole('table', {
      name: 'Termijnen van de betalingsregeling voor Eigen risico',
    });
    expect(
      within(terms)
        .getAllByRole('row')
        .map((row) => plain(row.textContent)),
    ).toEqual([
      'TermijnDatumBedragStatus',
      '104-11-2026€ 128,34Afgeschreven op 04-11-2026',
      '204-12-2026€ 128,33Nog af te schrijven',
      '304-01-2027€ 128,33Nog af te schrijven',
    ]);
  });

  it('lists the terms one under the other on a phone, in English', async () => {
    matchOnly('35.99em');
    await act(() => i18n.changeLanguage('en-US'));
    show([running]);
    const card = await screen.findByRole('region', { name: 'Payment arrangement for Eigen risico' });
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
    const terms = within(card).getByRole('list', {
      name: 'Instalments of the payment arrangement for Eigen risico',
    });
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((item) => plain(item.textContent)),
    ).toEqual([
      'Instalment 1: 04-11-2026€ 128,34Collected on 04-11-2026',
      'Instalment 2: 04-12-2026€ 128,33Still to be collected',
      'Instalment 3: 04-01-2027€ 128,33Still to be collected',
    ]);
    expect(factsOf(card)).toContain('Collected: 1 of 3 instalments');
  });

  it('shows a request still waiting for processing, with nothing collected yet', async () => {
    show([waiting, running]);
    const section = await screen.findByRole('region', { name: 'Uw betalingsregelingen' });
    const [first, second] = within(section).getAllByRole('region');
    expect(within(first!).getByText('Aangevraagd').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'neutral',
    );
    expect(first).toHaveTextContent('Wij verwerken uw aanvraag van 20-11-2026.');
    expect(factsOf(first!)).toContain('Nog te betalen: € 385,00');
    expect(within(first!).getAllByText('Nog af te schrijven')).toHaveLength(3);
    expect(within(second!).getByText('Loopt')).toBeInTheDocument();
  });

  it('shows nothing when no arrangement runs or waits', async () => {
    const { queryClient } = show([completed]);
    await screen.findByRole('table', { name: /^Rekeningen van / });
    await waitFor(() => expect(arrangementsState(queryClient)?.status).toBe('success'));
    expect(asked).toBe(1);
    expect(screen.queryByRole('heading', { name: /betalingsregeling/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Betalingsregelingen laden' })).not.toBeInTheDocument();
  });

  it('does not ask for arrangements without the right to ask for one', async () => {
    const { queryClient } = show([running], ['mayReadInvoice']);
    await screen.findByRole('table', { name: /^Rekeningen van / });
    // Held back by the permission gate: never fetched, not even under way.
    expect(arrangementsState(queryClient)).toMatchObject({ status: 'pending', fetchStatus: 'idle' });
    expect(asked).toBe(0);
    expect(screen.queryByRole('region', { name: /betalingsregeling/i })).not.toBeInTheDocument();
  });

  it('says so when the arrangements cannot be loaded', async () => {
    show([running]);
    server.use(http.get('*/api/Debitan/PaymentArrangements', () => new HttpResponse(null, { status: 500 })));
    expect(
      await screen.findByText(
        'We konden niet nagaan of u een betalingsregeling heeft. Probeer het later opnieuw.',
      ),
    ).toBeInTheDocument();
  });
});
