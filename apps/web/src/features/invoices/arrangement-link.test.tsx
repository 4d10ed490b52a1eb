import type { InvoicesReply } from '@mijn/contract';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { InvoicesScreen } from './invoices-screen.tsx';

const owed: InvoicesReply = {
  isPaymentArrangementsDisabled: false,
  invoices: [
    {
      invoiceNumber: '202609000021',
      agreementId: 10_000_002,
      description: 'Premie september 2026',
      invoiceDate: '2026-08-18',
      expirationDate: '2026-09-28',
      paymentDate: null,
      premiePeriod: { startDate: '2026-09-01', endDate: '2026-09-30' },
      amount: 14_250,
      remaining: 14_250,
      status: { id: 2, status: 'Herinnering' },
      invoicePaymentType: 'Mail',
      collectionDate: null,
      collectionCosts: 0,
      paymentDetails: {
        beneficiary: 'Aemstel',
        iban: 'NL37INGB0009101000',
        bic: 'INGBNL2A',
        bank: 'ING',
        description: '',
      },
    },
  ],
};

describe('the way from the bills to a payment arrangement', () => {
  it.each([
    [['mayReadInvoice', 'mayCreatePaymentArrangement'] as const, 1],
    [['mayReadInvoice'] as const, 0],
  ])('is offered with the flags %j: %i link', async (flags, links) => {
    server.use(http.get('*/api/Debitan/Invoices', () => HttpResponse.json(owed)));
    signIn([...flags]);
    renderWithProviders(<InvoicesScreen />, { path: '/rekeningen-en-betalingen' });
    await screen.findByText(/U moet nog/);
    const link = screen.queryAllByRole('link', { name: /Vraag een betalingsregeling aan/ });
    expect(link).toHaveLength(links);
    if (links) expect(link[0]).toHaveAttribute('href', '/betalingsregeling');
  });
});
