import type { Invoice } from '@mijn/contract';

/** An open monthly premium of peter.jansen's agreement, by mail, with what a test changes. */
export function testInvoice(invoiceNumber: string, changes: Partial<Invoice> = {}): Invoice {
  return {
    invoiceNumber,
    agreementId: 10_000_002,
    description: `Premie ${invoiceNumber.slice(0, 4)}-${invoiceNumber.slice(4, 6)}`,
    invoiceDate: '2026-08-18',
    expirationDate: '2026-09-28',
    paymentDate: null,
    premiePeriod: { startDate: '2026-09-01', endDate: '2026-09-30' },
    amount: 14_250,
    remaining: 14_250,
    status: { id: 1, status: 'Openstaand' },
    invoicePaymentType: 'Mail',
    collectionDate: null,
    collectionCosts: 0,
    paymentDetails: {
      beneficiary: 'Aemstel Zorg',
      iban: 'NL37INGB0009101000',
      bic: 'INGBNL2A',
      bank: 'ING Bank N.V.',
      description: invoiceNumber,
    },
    payments: [],
    ...changes,
  };
}
