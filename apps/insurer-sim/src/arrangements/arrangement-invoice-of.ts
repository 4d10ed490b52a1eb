import type { ArrangementInvoice } from '@mijn/domain';
import type { invoices } from '../db/schema/invoices.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/** A stored invoice as the domain's arrangement rules read it. */
export function arrangementInvoiceOf(row: InvoiceRow): ArrangementInvoice {
  return {
    invoiceNumber: row.invoiceNumber,
    status: { id: row.statusId },
    remaining: row.remainingCents,
    premiePeriod:
      row.premiumPeriodStart && row.premiumPeriodEnd
        ? { startDate: row.premiumPeriodStart, endDate: row.premiumPeriodEnd }
        : null,
  };
}
