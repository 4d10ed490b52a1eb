import {
  type IsoDate,
  invoiceStatus,
  invoiceStatusNames,
  isInvoiceStatus,
  type PaymentMethod,
  premiumCollectionDate,
  yearOf,
} from '@mijn/domain';

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
 * A direct-debit invoice is collected on the premium collection day (spec §9) of the month it falls
 * due; one in a payment arrangement is collected in its terms instead, so it has no such day.
 */
export function collectionDateOf(invoice: {
  paymentType: PaymentMethod;
  statusId: number;
  expirationDate: IsoDate;
}): IsoDate | null {
  if (invoice.paymentType !== 'DirectDebit' || invoice.statusId === invoiceStatus.paymentArrangement) {
    return null;
  }
  return premiumCollectionDate(yearOf(invoice.expirationDate), Number(invoice.expirationDate.slice(5, 7)));
}

/** Dutch statutory collection costs (Wet incassokosten): 15% of the debt, at least 40 euro. */
export const STATUTORY_COLLECTION_MINIMUM_CENTS = 4_000;
export const STATUTORY_COLLECTION_PERCENT = 15;
/** Above this debt the law's lower percentages apply; a premium invoice never comes near it. */
const STATUTORY_FIRST_BRACKET_CENTS = 250_000;

/** Costs are charged only from the summons on (a reminder and a notice are free), while money is owed. */
const chargingStatuses: ReadonlySet<number> = new Set([
  invoiceStatus.summons,
  invoiceStatus.collectionAgency,
]);

export function collectionCostsOf(invoice: { statusId: number; remainingCents: number }): number {
  if (!chargingStatuses.has(invoice.statusId) || invoice.remainingCents <= 0) return 0;
  const base = Math.min(invoice.remainingCents, STATUTORY_FIRST_BRACKET_CENTS);
  return Math.max(
    STATUTORY_COLLECTION_MINIMUM_CENTS,
    Math.round((base * STATUTORY_COLLECTION_PERCENT) / 100),
  );
}
