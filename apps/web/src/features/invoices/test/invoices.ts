import type { Invoice } from '@mijn/contract';

const paymentDetails = (invoiceNumber: string) => ({
  beneficiary: 'Aemstel Zorg',
  iban: 'NL37INGB0009101000',
  bic: 'INGBNL2A',
  bank: 'ING Bank N.V.',
  description: invoiceNumber,
});

/** An open premium invoice of peter's agreement, with the changes a test needs. */
export function invoice(invoiceNumber: string, changes: Partial<Invoice>): Invoice {
  return {
    invoiceNumber,
    agreementId: 10000002,
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
    paymentDetails: paymentDetails(invoiceNumber),
    ...changes,
  };
}
