import type { InvoicesReply, OnlinePayment } from '@mijn/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { setSessionNavigator } from '../../lib/session/index.ts';
import { signIn } from '../../test/fixtures.ts';
import { testInvoice } from '../../test/invoices.ts';
import { matchOnly } from '../../test/media-query.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { InvoicesScreen } from './invoices-screen.tsx';

const reminder = testInvoice('202609000021', { status: { id: 2, status: 'Herinnering' } });
const open = testInvoice('202610000021', { remaining: 7_125 });
const paidBefore = testInvoice('202608000021', { remaining: 0, status: { id: 9, status: 'Betaald' } });
const owed: InvoicesReply = { invoices: [paidBefore, reminder, open], isPaymentArrangementsDisabled: false };
const openPaid: InvoicesReply = {
  invoices: [paidBefore, reminder, { ...open, remaining: 0, status: { id: 9, status: 'Betaald' } }],
  isPaymentArrangementsDisabled: false,
};

/** The list of the bills still to pay. */
const toPay = /^Rekeningen die u nog moet betalen/;

interface Scenario {
  invoices?: () => InvoicesReply;
  available?: boolean;
  start?: () => Response;
  payment?: () => OnlinePayment | Response;
  path?: string;
}

const started: string[] = [];
let invoiceRequests = 0;

function render(scenario: Scenario = {}) {
  started.length = 0;
  invoiceRequests = 0;
  server.use(
    http.get('*/api/Debitan/Invoices', () => {
      invoiceRequests += 1;
      return HttpResponse.json((scenario.invoices ?? (() => owed))());
    }),
    http.get('*/api/Debitan/OnlinePayments/Availability', () =>
      HttpResponse.json({ isAvailable: scenario.available ?? true }),
    ),
    http.post('*/api/Debitan/Invoices/:invoiceNumber/OnlinePayment', ({ params }) => {
      started.push(String(params.invoiceNumber));
      return (
        scenario.start?.() ??
        HttpResponse.json({ checkoutUrl: `http://localhost/api/dev/ideal/tr_${params.invoiceNumber}` })
      );
    }),
    http.get('*/api/Debitan/Invoices/:invoiceNumber/OnlinePayment', () => {
      const answer = scenario.payment?.() ?? new HttpResponse(null, { status: 404 });
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
  );
  signIn(['mayReadInvoice']);
  return renderWithProviders(<InvoicesScreen />, { path: scenario.path ?? '/rekeningen-en-betalingen' });
}

const payment = (status: OnlinePayment['status']): OnlinePayment => ({
  invoiceNumber: open.invoiceNumber,
  status,
  amount: 7_125,
  startedAt: '2026-10-12T08:00:00.000Z',
});

const returned = `/rekeningen-en-betalingen?betaling=${open.invoiceNumber}`;
const outcome = () => screen.findByRole('region', { name: 'Uw betaling' });

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('nl-NL'));
});

describe('paying an invoice with iDEAL', () => {
  it('offers iDEAL on every invoice still to pay, and sends the browser to the checkout', async () => {
    const user = userEvent.setup();
    const leave = vi.fn();
    const restore = setSessionNavigator({ leave });
    try {
      render();
      const table = await screen.findByRole('table', { name: toPay });
      const pay = await within(table).findAllByRole('button', { name: /^Betalen met iDEAL/ });
      expect(pay.map((button) => button.textContent)).toEqual([
        'Betalen met iDEAL, rekening 202609000021',
        'Betalen met iDEAL, rekening 202610000021',
      ]);
      await user.click(pay[1]!);
      await waitFor(() =>
        expect(leave).toHaveBeenCalledWith('http://localhost/api/dev/ideal/tr_202610000021'),
      );
      expect(started).toEqual(['202610000021']);
    } finally {
      restore();
    }
  });

  it('offers it on the phone cards too', async () => {
    matchOnly('74.99em');
    render();
    const list = await screen.findByRole('list', { name: toPay });
    const card = within(list).getByRole('listitem', { name: 'Premie 2026-10' });
    expect(await within(card).findByRole('button', { name: /^Betalen met iDEAL/ })).toBeVisible();
  });

  it('says so where online payment is not available, and keeps the transfer details', async () => {
    render({ available: false });
    expect(await screen.findByText('Betalen met iDEAL kan nu niet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Betalen met iDEAL/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Betaalgegevens/ })).toHaveLength(3);
  });

  it('shows the invoices as they are when the invoice was paid meanwhile (another tab)', async () => {
    const user = userEvent.setup();
    let paidElsewhere = false;
    render({
      invoices: () => (paidElsewhere ? openPaid : owed),
      start: () => {
        paidElsewhere = true;
        return HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'Nothing is owed on this invoice that can be paid online',
          },
          { status: 409 },
        );
      },
    });
    const table = await screen.findByRole('table', { name: toPay });
    await user.click(
      await within(table).findByRole('button', { name: /^Betalen met iDEAL ?, rekening 202610000021$/ }),
    );
    expect(await screen.findByText('Er is een fout opgetreden, foutcode: 409')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(table).queryByRole('button', { name: /^Betalen met iDEAL ?, rekening 202610000021$/ }),
      ).toBeNull(),
    );
    expect(invoiceRequests).toBe(2);
  });
});

describe('back from the bank', () => {
  it('waits for the confirmation, then says it is paid, focused and announced, and the invoice is Betaald', async () => {
    let confirmed = false;
    render({
      path: returned,
      payment: () => payment(confirmed ? 'paid' : 'open'),
      invoices: () => (confirmed ? openPaid : owed),
    });
    const panel = await outcome();
    await waitFor(() => expect(panel).toHaveFocus());
    const status = within(panel).getByRole('status');
    expect(await within(status).findByText('We wachten op de bevestiging van uw bank')).toBeInTheDocument();
    confirmed = true;
    expect(
      await within(status).findByText('Bedankt, uw betaling is gelukt', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(status).toHaveTextContent('We hebben € 71,25 ontvangen voor rekening 202610000021.');
    // Paid, it leaves the bills to pay for the other bills.
    await waitFor(() => {
      const others = screen.getByRole('table', { name: /^Rekeningen van/ });
      const row = within(others)
        .getByRole('rowheader', { name: /202610000021/ })
        .closest('tr')!;
      expect(within(row).getByText('Betaald')).toBeInTheDocument();
    });
  });

  it.each([
    [
      'canceled',
      'U heeft de betaling geannuleerd',
      /^Er is niets betaald\. Rekening 202610000021 staat nog open/,
    ],
    ['failed', 'De betaling is niet gelukt', /^Uw bank heeft de betaling niet uitgevoerd\./],
    ['expired', 'De betaling is verlopen', /^De betaling is niet op tijd afgerond\./],
  ] as const)('says the payment was %s and the invoice is still open', async (status, title, text) => {
    render({ path: returned, payment: () => payment(status) });
    const panel = await outcome();
    expect(await within(panel).findByText(title)).toBeInTheDocument();
    expect(within(panel).getByText(text)).toBeInTheDocument();
    expect(within(panel).queryByText(/wachten/)).not.toBeInTheDocument();
  });

  it('says in English how it ended, and closes', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('en-US'));
    const { router } = render({ path: returned, payment: () => payment('expired') });
    const panel = await screen.findByRole('region', { name: 'Your payment' });
    expect(await within(panel).findByText('The payment expired')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close message' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.queryByRole('region', { name: 'Your payment' })).not.toBeInTheDocument();
  });

  it('says it could not find out when the portal does not know the payment', async () => {
    render({ path: returned });
    const panel = await outcome();
    expect(
      await within(panel).findByText(/^We konden niet nagaan hoe uw betaling is afgelopen\./),
    ).toBeInTheDocument();
  });
});
