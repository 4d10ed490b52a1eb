import type { StatusTone } from './status-tone.ts';

/**
 * Invoice status ids (spec §4). The spec notes another reading with different ids for payment
 * arrangement and direct debit; this list is the one spec §4 writes out in full.
 */
export const invoiceStatus = {
  open: 1,
  reminder: 2,
  notice: 3,
  summons: 4,
  paymentArrangement: 5,
  collectionAgency: 6,
  debtRelief: 7,
  bankruptcy: 8,
  paid: 9,
  directDebit: 10,
} as const;
export type InvoiceStatus = (typeof invoiceStatus)[keyof typeof invoiceStatus];

export const invoiceStatusNames: Record<InvoiceStatus, string> = {
  1: 'Openstaand',
  2: 'Herinnering',
  3: 'Aanmaning',
  4: 'Sommatie',
  5: 'Betalingsregeling',
  6: 'Incassobureau',
  7: 'Schuldhulptraject',
  8: 'Faillissement',
  9: 'Betaald',
  10: 'AutomatischeIncasso',
};

export function isInvoiceStatus(value: number): value is InvoiceStatus {
  return Object.values(invoiceStatus).includes(value as InvoiceStatus);
}

/** Reminder orange, notice and summons in the error colour, paid positive, every other status grey. */
export function invoiceStatusTone(status: number): StatusTone {
  switch (status) {
    case invoiceStatus.reminder:
      return 'warning';
    case invoiceStatus.notice:
    case invoiceStatus.summons:
      return 'error';
    case invoiceStatus.paid:
      return 'positive';
    default:
      return 'neutral';
  }
}
