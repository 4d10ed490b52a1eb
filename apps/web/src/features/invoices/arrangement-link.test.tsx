import type { InvoicesReply } from '@mijn/contract';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/fixtures.ts';
import { testInvoice } from '../../test/invoices.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { InvoicesScreen } from './invoices-screen.tsx';

const owed: InvoicesReply = {
  isPaymentArrangementsDisabled: false,
  invoices: [testInvoice('202609000021', { status: { id: 2, status: 'Herinnering' } })],
};

describe('the way from the bills to a payment arrangement', () => {
  it.each([
    [['mayReadInvoice', 'mayCreatePaymentArrangement'] as const, 1],
    [['mayReadInvoice'] as const, 0],
  ])('is offered with the flags %j: %i link', async (flags, links) => {
    server.use(
      http.get('*/api/Debitan/Invoices', () => HttpResponse.json(owed)),
      http.get('*/api/Debitan/OnlinePayments/Availability', () => HttpResponse.json({ isAvailable: true })),
      http.get('*/api/Debitan/PaymentArrangements', () =>
        HttpResponse.json({ paymentArrangments: [], hasUnproccessedPaymentArrangments: false }),
      ),
    );
    signIn([...flags]);
    renderWithProviders(<InvoicesScreen />, { path: '/rekeningen-en-betalingen' });
    await screen.findByText(/U moet nog/);
    const link = screen.queryAllByRole('link', { name: /Vraag een betalingsregeling aan/ });
    expect(link).toHaveLength(links);
    if (links) expect(link[0]).toHaveAttribute('href', '/betalingsregeling');
  });
});
