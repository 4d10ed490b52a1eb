import { isPayableInvoice } from '@mijn/domain';
import type { InvoiceFacts } from './invoices-wire.ts';

/**
 * What an online payment of the invoice asks: what is still owed plus the statutory collection
 * costs it carries; null when the customer does not pay it themselves now (nothing owed, direct
 * debit scheduled, in an arrangement, in debt relief or bankruptcy).
 */
export function owedOnline(
  invoice: Pick<InvoiceFacts, 'statusId' | 'remaining' | 'collectionCosts'>,
): { amountCents: number; collectionCostsCents: number } | null {
  if (!isPayableInvoice({ status: { id: invoice.statusId }, remaining: invoice.remaining })) return null;
  return {
    amountCents: invoice.remaining + invoice.collectionCosts,
    collectionCostsCents: invoice.collectionCosts,
  };
}
