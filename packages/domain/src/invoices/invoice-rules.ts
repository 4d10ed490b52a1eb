import { yearOf } from '../dates/insurer-calendar.ts';
import type { IsoDate } from '../dates/iso-date.ts';
import { invoiceStatus, invoiceStatusNames, isInvoiceStatus } from '../invoice-status.ts';
import type { PaymentMethod } from '../payment-methods.ts';

/** Invoices of these years stay visible: this year and the two before (spec §9). */
export const INVOICE_YEARS_KEPT = 2;

export function firstVisibleInvoiceDate(today: string): string {
  return `${yearOf(today) - INVOICE_YEARS_KEPT}-01-01`;
}

export function statusInfo(id: number): { id: number; status: string } {
  return { id, status: isInvoiceStatus(id) ? invoiceStatusNames[id] : 'Onbekend' };
}

/** No new arrangement while an invoice is with a collection agency, in debt relief or bankruptcy. */
const blockingStatuses: ReadonlySet<number> = new Set([
  invoiceStatus.collectionAgency,
  invoiceStatus.debtRelief,
  invoiceStatus.bankruptcy,
]);

export function arrangementsDisabled(
  invoices: readonly { statusId: number; remainingCents: number }[],
): boolean {
  return invoices.some((invoice) => blockingStatuses.has(invoice.statusId) && invoice.remainingCents > 0);
}

/**
 * A direct-debit invoice is collected on its due date: the premium collection day (spec §9), or the
 * day of the retry after a failed attempt. One in a payment arrangement is collected in its terms,
 * and one whose direct debit failed twice is paid by the customer, so neither has a collection date.
 */
export function collectionDateOf(invoice: {
  paymentType: PaymentMethod;
  statusId: number;
  expirationDate: IsoDate;
}): IsoDate | null {
  const collected = invoice.statusId === invoiceStatus.directDebit || invoice.statusId === invoiceStatus.paid;
  return invoice.paymentType === 'DirectDebit' && collected ? invoice.expirationDate : null;
}

/** Dutch statutory collection costs (Wet incassokosten): 15% of the debt, at least 40 euro. */
export const STATUTORY_COLLECTION_MINIMUM_CENTS = 4_000;
export const STATUTORY_COLLECTION_PERCENT = 15;
/** Above this debt the law's lower percentages apply; a premium invoice never comes near it. */
const STATUTORY_FIRST_BRACKET_CENTS = 250_000;

/** The statutory collection costs on a debt: what the summons warns of and the collection agency charges. */
export function statutoryCollectionCosts(debtCents: number): number {
  if (debtCents <= 0) return 0;
  const base = Math.min(debtCents, STATUTORY_FIRST_BRACKET_CENTS);
  return Math.max(
    STATUTORY_COLLECTION_MINIMUM_CENTS,
    Math.round((base * STATUTORY_COLLECTION_PERCENT) / 100),
  );
}

/**
 * Costs are charged only once the summons' statutory 14 days have passed unpaid, that is from the
 * hand-over to the collection agency on (a reminder, a notice and a summons are free), while money is owed.
 */
export function collectionCostsOf(invoice: { statusId: number; remainingCents: number }): number {
  return invoice.statusId === invoiceStatus.collectionAgency
    ? statutoryCollectionCosts(invoice.remainingCents)
    : 0;
}
