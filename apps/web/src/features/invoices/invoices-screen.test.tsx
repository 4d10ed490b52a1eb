import type { InvoicesReply } from '@mijn/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { statusColours } from '../../components/tone-badge/tone-badge.tsx';
import { i18n } from '../../lib/i18n.ts';
import { signIn } from '../../test/fixtures.ts';
import { testInvoice } from '../../test/invoices.ts';
import { matchOnly } from '../../test/media-query.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { InvoicesScreen } from './invoices-screen.tsx';

const paid = testInvoice('202608000021', {
  paymentDate: '2026-08-28',
  remaining: 0,
  status: { id: 9, status: 'Betaald' },
  invoicePaymentType: 'DirectDebit',
  collectionDate: '2026-08-28',
});
const reminder = testInvoice('202609000021', { status: { id: 2, status: 'Herinnering' } });
const open = testInvoice('202610000021', { expirationDate: '2026-10-28', remaining: 7_125 });
const peters: InvoicesReply = { invoices: [paid, reminder, open], isPaymentArrangementsDisabled: false };
const nothingOwed: InvoicesReply = { invoices: [paid], isPaymentArrangementsDisabled: false };

const requested: string[] = [];
function show(reply: InvoicesReply) {
  requested.length = 0;
  server.use(
    http.get('*/api/Debitan/Invoices', () => HttpResponse.json(reply)),
    http.get('*/api/Debitan/OnlinePayments/Availability', () => HttpResponse.json({ isAvailable: true })),
    http.get('*/api/Debitan/Invoices/:invoiceNumber/Attachments', ({ params }) => {
      requested.push(String(params.invoiceNumber));
      return new HttpResponse(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="Factuur ${params.invoiceNumber}.pdf"`,
        },
      });
    }),
  );
  signIn(['mayReadInvoice']);
  return renderWithProviders(<InvoicesScreen />, { path: '/rekeningen-en-betalingen' });
}

/** A phone-sized window: only the screen's own 'narrow' query matches. */
const narrowWindow = () => matchOnly('74.99em');

const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

/** WCAG relative luminance contrast of a colour against white. */
function contrastWithWhite(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

/** Pins the browser's today; overdue is counted from it. 20 October 2026: the reminder is 22 days late. */
function pinToday(day = '2026-10-20') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T10:00:00Z`));
}

beforeEach(() => pinToday());

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('nl-NL'));
});

describe('InvoicesScreen', () => {
  it('lists the bills to pay first, the longest overdue at the top, and the others newest first', async () => {
    show(peters);
    const toPay = await screen.findByRole('table', {
      name: 'Rekeningen die u nog moet betalen, de oudste eerst',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Rekeningen en betalingen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Te betalen' })).toBeInTheDocument();
    expect(
      within(toPay)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Rekening',
      'Datum',
      'Premieperiode',
      'Bedrag',
      'Openstaand',
      'Status',
      'Betaalwijze',
      'Acties',
    ]);
    const rows = (table: HTMLElement) =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(rows(toPay)).toEqual(['Premie 2026-09202609000021', 'Premie 2026-10202610000021']);
    const others = screen.getByRole('table', {
      name: /^Rekeningen van 01-01-2024 tot en met vandaag, nieuwste eerst/,
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Overige rekeningen' })).toBeInTheDocument();
    expect(rows(others)).toEqual(['Premie 2026-08202608000021']);

    const reminderRow = within(toPay)
      .getByRole('rowheader', { name: /202609000021/ })
      .closest('tr')!;
    const cells = within(reminderRow)
      .getAllByRole('cell')
      .map((cell) => plain(cell.textContent));
    expect(cells.slice(0, 6)).toEqual([
      'datum 18-08-2026Te laat sinds 29-09-2026 (22 dagen)',
      'vanaf 01-09-2026t/m 30-09-2026',
      '€ 142,50',
      '€ 142,50',
      'Herinnering',
      'Overmaken',
    ]);
    const openRow = within(toPay)
      .getByRole('rowheader', { name: /202610000021/ })
      .closest('tr')!;
    expect(plain(within(openRow).getAllByRole('cell')[0]?.textContent)).toBe(
      'datum 18-08-2026vervalt 28-10-2026',
    );
    const paidRow = within(others)
      .getByRole('rowheader', { name: /202608000021/ })
      .closest('tr')!;
    expect(within(paidRow).getByText('Automatische incasso')).toBeInTheDocument();
    expect(within(paidRow).getByText('28-08-2026')).toBeInTheDocument();
  });

  it.each([
    ['2026-10-28', 'vervalt 28-10-2026', 'De eerstvolgende vervaldatum is 28-10-2026.'],
    [
      '2026-10-29',
      'Te laat sinds 29-10-2026 (1 dag)',
      'De oudste rekening is 1 dag te laat: de vervaldatum was 28-10-2026.',
    ],
    [
      '2026-12-07',
      'Te laat sinds 29-10-2026 (40 dagen)',
      'De oudste rekening is 40 dagen te laat: de vervaldatum was 28-10-2026.',
    ],
  ])('on %s says of a bill due on 28 October: %s', async (today, line, summary) => {
    pinToday(today);
    narrowWindow();
    show({ invoices: [paid, open], isPaymentArrangementsDisabled: false });
    const card = await screen.findByRole('listitem', { name: 'Premie 2026-10' });
    if (line.startsWith('Te laat'))
      expect(plain(within(card).getByText(/^Te laat sinds/).textContent)).toBe(line);
    else expect(within(card).queryByText(/^Te laat sinds/)).not.toBeInTheDocument();
    expect(screen.getByText(summary)).toBeInTheDocument();
  });

  it('guides a customer in arrears: early signalling with help at 40 days, and not paying twice', async () => {
    pinToday('2026-11-06');
    show(peters);
    expect(await screen.findByText('Hulp bij betalingsproblemen')).toBeInTheDocument();
    expect(screen.getByText(/^Uw premie is 39 dagen te laat\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar geldfit.nl' })).toHaveAttribute(
      'href',
      'https://www.geldfit.nl',
    );
    expect(
      screen.getByText(/uiterlijk op 11 november 2026\. Betaal dan niet nog een keer\.$/),
    ).toBeInTheDocument();
  });

  it('explains a part payment: what came in, when and how, and what is left', async () => {
    narrowWindow();
    const half = testInvoice('202611000021', {
      amount: 13_230,
      remaining: 6_615,
      expirationDate: '2026-11-27',
      payments: [{ receivedOn: '2026-10-15', amount: 6_615, source: 'bankTransfer' }],
    });
    show({ invoices: [paid, half], isPaymentArrangementsDisabled: false });
    const card = await screen.findByRole('listitem', { name: 'Premie 2026-11' });
    expect(plain(within(card).getByText(/ontvangen op/).textContent)).toBe(
      '€ 66,15 ontvangen op 15-10-2026 (overboeking).',
    );
    expect(plain(within(card).getByText(/^Nog te betalen/).textContent)).toBe(
      'Nog te betalen: € 66,15 van € 132,30. De rest kunt u online betalen of overmaken met de betaalgegevens bij de rekening.',
    );
    // A paid bill needs no explaining.
    const paidCard = screen.getByRole('listitem', { name: 'Premie 2026-08' });
    expect(within(paidCard).queryByText(/^Nog te betalen/)).not.toBeInTheDocument();
  });

  it('colours reminder orange and paid green with white text of at least 4.5:1, and other statuses grey', async () => {
    show(peters);
    await screen.findAllByRole('table');
    const tone = (text: string) =>
      screen
        .getAllByText(text)
        .map((element) => element.closest('[data-tone]')?.getAttribute('data-tone'))
        .find(Boolean);
    expect(tone('Herinnering')).toBe('warning');
    expect(tone('Betaald')).toBe('positive');
    expect(tone('Openstaand')).toBe('neutral');
    for (const colour of Object.values(statusColours))
      expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
  });

  it('sums what is owed, says how late the oldest bill is and warns about the reminder', async () => {
    show(peters);
    expect(plain((await screen.findByText(/^U moet nog/)).textContent)).toBe(
      'U moet nog € 213,75 betalen, verdeeld over 2 rekeningen.',
    );
    expect(
      screen.getByText('De oudste rekening is 22 dagen te laat: de vervaldatum was 28-09-2026.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/U heeft een herinnering gekregen/)).toBeInTheDocument();
  });

  it.each([
    [3, 'Aanmaning', /^U heeft een aanmaning gekregen/],
    [4, 'Sommatie', /^U heeft een sommatie gekregen/],
    [6, 'Incassobureau', /^Een rekening is overgedragen aan het incassobureau/],
  ])('warns of the furthest arrears step reached: %i %s', async (id, status, warning) => {
    show({ ...peters, invoices: [paid, reminder, testInvoice('202607000021', { status: { id, status } })] });
    expect(await screen.findByText(warning)).toBeInTheDocument();
    expect(screen.queryByText(/U heeft een herinnering gekregen/)).not.toBeInTheDocument();
  });

  it('tells jan he owes nothing', async () => {
    show(nothingOwed);
    expect(await screen.findByText('U hoeft op dit moment niets te betalen.')).toBeInTheDocument();
    expect(screen.queryByText(/^U moet nog/)).not.toBeInTheDocument();
    expect(screen.queryByText('Al betaald?')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Te betalen' })).not.toBeInTheDocument();
  });

  it('shows one card per invoice on a phone, with the status in words', async () => {
    narrowWindow();
    show(peters);
    const list = await screen.findByRole('list', { name: /^Rekeningen die u nog moet betalen/ });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(screen.getByRole('list', { name: /^Rekeningen van/ })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByRole('listitem', { name: 'Premie 2026-09' });
    expect(plain(within(card).getByText(/^Te laat sinds/).textContent)).toBe(
      'Te laat sinds 29-09-2026 (22 dagen)',
    );
    expect(within(card).getByText('Herinnering')).toBeInTheDocument();
    expect(within(card).getByText('202609000021')).toBeInTheDocument();
    expect(plain(within(card).getByText('Openstaand').nextElementSibling?.textContent)).toBe('€ 142,50');
  });

  it('opens the payment details and copies the IBAN and the payment reference', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    show(peters);
    const toggle = await screen.findByRole('button', {
      name: /^Betaalgegevens ?, rekening 202609000021$/,
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByRole('region', { name: 'Betaalgegevens van rekening 202609000021' });
    expect(within(details).getByText('Aemstel Zorg')).toBeInTheDocument();
    expect(within(details).getByText('ING Bank N.V.')).toBeInTheDocument();
    expect(within(details).getByText(/Maak het openstaande bedrag over/)).toBeInTheDocument();

    await user.click(within(details).getByRole('button', { name: 'Kopieer IBAN' }));
    expect(writeText).toHaveBeenLastCalledWith('NL37INGB0009101000');
    expect(await within(details).findByText('IBAN gekopieerd')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Kopieer Betalingskenmerk' }));
    expect(writeText).toHaveBeenLastCalledWith('202609000021');
  });

  it('downloads the invoice PDF from its attachments endpoint', async () => {
    const user = userEvent.setup();
    const objectUrl = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    show(peters);
    await user.click(
      await screen.findByRole('button', { name: /^Rekening \(PDF\) ?, rekening 202609000021$/ }),
    );
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(requested).toEqual(['202609000021']);
    expect(clicked.mock.contexts[0]).toHaveProperty('download', 'Factuur 202609000021.pdf');
  });

  it('speaks English', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    show(peters);
    expect(
      await screen.findByRole('table', { name: /^Bills from 01-01-2024 until today, newest first/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Bills you still have to pay, oldest first' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Overdue since 29-09-2026 (22 days)')).toBeInTheDocument();
    expect(
      screen.getByText('The oldest bill is 22 days overdue: it was due on 28-09-2026.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bills and payments' })).toBeInTheDocument();
    expect(screen.getByText('Reminder')).toBeInTheDocument();
    expect(screen.getAllByText('Bank transfer')).toHaveLength(2);
    expect(plain(screen.getByText(/^You still have to pay/).textContent)).toBe(
      'You still have to pay € 213,75, spread over 2 bills.',
    );
  });
});
