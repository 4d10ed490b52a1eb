import { invoiceStatus, invoiceStatusNames, isInvoiceStatus, yearOf } from '@mijn/domain';

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
