import type { InvoicesReply, PaymentArrangementsReply } from '@mijn/contract';
import { arrangementBlockOf, type IsoDate, isOwedInvoice, isPayableInvoice } from '@mijn/domain';

/**
 * What the screen does before the wizard (spec §8): tell that arrangements are disabled, that
 * nothing is open, that an earlier request is being processed or may be replaced (the customer is
 * asked), or that no open invoice may join; else the wizard opens.
 */
export type ArrangementGate =
  | 'disabled'
  | 'no-open-invoices'
  | 'processing'
  | 'replace'
  | 'nothing-selectable'
  | 'open';

export function arrangementGate(
  { invoices, isPaymentArrangementsDisabled }: InvoicesReply,
  { paymentArrangments }: PaymentArrangementsReply,
  today: IsoDate,
): ArrangementGate {
  if (isPaymentArrangementsDisabled) return 'disabled';
  if (!invoices.some(isPayableInvoice)) return 'no-open-invoices';
  const waiting = paymentArrangments.find((arrangement) => arrangement.status === 'requested');
  if (waiting) return waiting.isReplaceable ? 'replace' : 'processing';
  const selectable = invoices.some(
    (invoice) => isOwedInvoice(invoice) && arrangementBlockOf(invoice, invoices, today) === null,
  );
  return selectable ? 'open' : 'nothing-selectable';
}
