import type { InvoicesReply } from '@mijn/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('nl-NL'));
});

describe('InvoicesScreen', () => {
  it('lists the invoices in a table with dates, period, amounts, status in words and payment type', async () => {
    show(peters);
    const table = await screen.findByRole('table', {
      name: /^Rekeningen van 01-01-\d{4} tot en met vandaag/,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Rekeningen en betalingen' })).toBeInTheDocument();
    expect(
      within(table)
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
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows).toEqual([
      'Premie 2026-08202608000021',
      'Premie 2026-09202609000021',
      'Premie 2026-10202610000021',
    ]);

    const reminderRow = within(table)
      .getByRole('rowheader', { name: /202609000021/ })
      .closest('tr')!;
    const cells = within(reminderRow)
      .getAllByRole('cell')
      .map((cell) => plain(cell.textContent));
    expect(cells.slice(0, 6)).toEqual([
      'datum 18-08-2026vervalt 28-09-2026',
      'vanaf 01-09-2026t/m 30-09-2026',
      '€ 142,50',
      '€ 142,50',
      'Herinnering',
      'Overmaken',
    ]);
    const paidRow = within(table)
      .getByRole('rowheader', { name: /202608000021/ })
      .closest('tr')!;
    expect(within(paidRow).getByText('Automatische incasso')).toBeInTheDocument();
    expect(within(paidRow).getByText('28-08-2026')).toBeInTheDocument();
  });

  it('colours reminder orange and paid green with white text of at least 4.5:1, and other statuses grey', async () => {
    show(peters);
    const table = await screen.findByRole('table');
    const tone = (text: string) =>
      within(table)
        .getAllByText(text)
        .map((element) => element.closest('[data-tone]')?.getAttribute('data-tone'))
        .find(Boolean);
    expect(tone('Herinnering')).toBe('warning');
    expect(tone('Betaald')).toBe('positive');
    expect(tone('Openstaand')).toBe('neutral');
    for (const colour of Object.values(statusColours))
      expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
  });

  it('sums what is owed, names the oldest due date and warns about the reminder', async () => {
    show(peters);
    expect(plain((await screen.findByText(/^U moet nog/)).textContent)).toBe(
      'U moet nog € 213,75 betalen, verdeeld over 2 rekeningen.',
    );
    expect(screen.getByText('De oudste rekening vervalt op 28-09-2026.')).toBeInTheDocument();
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
  });

  it('shows one card per invoice on a phone, with the status in words', async () => {
    narrowWindow();
    show(peters);
    const list = await screen.findByRole('list', { name: /^Rekeningen van/ });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByRole('listitem', { name: 'Premie 2026-09' });
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
      await screen.findByRole('table', { name: /^Bills from 01-01-\d{4} until today/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bills and payments' })).toBeInTheDocument();
    expect(screen.getByText('Reminder')).toBeInTheDocument();
    expect(screen.getAllByText('Bank transfer')).toHaveLength(2);
    expect(plain(screen.getByText(/^You still have to pay/).textContent)).toBe(
      'You still have to pay € 213,75, spread over 2 bills.',
    );
  });
});
