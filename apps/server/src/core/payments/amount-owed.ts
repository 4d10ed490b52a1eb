import { collectionCostsOf, isPayableInvoice } from '@mijn/domain';
import type { invoices } from '../../db/schema.ts';

type InvoiceRow = Pick<typeof invoices.$inferSelect, 'statusId' | 'remainingCents'>;

/**
 * What an online payment of the invoice asks: what is still owed plus the statutory collection
 * costs it carries; null when the customer does not pay it themselves now (nothing owed, direct
 * debit scheduled, in an arrangement, in debt relief or bankruptcy).
 */
export function owedOnline(
  invoice: InvoiceRow,
): { amountCents: number; collectionCostsCents: number } | null {
  if (!isPayableInvoice({ status: { id: invoice.statusId }, remaining: invoice.remainingCents })) return null;
  const collectionCostsCents = collectionCostsOf(invoice);
  return { amountCents: invoice.remainingCents + collectionCostsCents, collectionCostsCents };
}
