import { type IsoDate, type PaymentArrangementStatusName, termSchedule } from '@mijn/domain';
import type { InsurerDatabase } from '../db/database.ts';
import {
  paymentArrangementInvoices,
  paymentArrangements,
  paymentArrangementTerms,
} from '../db/schema/payment-arrangements.ts';

/** What one chosen invoice owes now: the terms pay the invoices off in their order. */
export interface OwedInvoice {
  invoiceNumber: string;
  amountCents: number;
}

export interface NewArrangement {
  agreementId: number;
  requestedBy: string;
  requestedOn: IsoDate;
  processAfter: Date;
  numberOfTerms: number;
  startDate: IsoDate;
  iban: string;
  /** What each chosen invoice owes now, in the order the terms pay them off. */
  invoices: readonly OwedInvoice[];
}

/**
 * Stores a request with its invoices and its terms: the total split over the terms, each collected
 * a month after the one before on a business day. It waits as `requested` for the core.
 */
export async function storeArrangement(db: InsurerDatabase, arrangement: NewArrangement): Promise<string> {
  const totalCents = arrangement.invoices.reduce((sum, invoice) => sum + invoice.amountCents, 0);
  const status: PaymentArrangementStatusName = 'requested';
  const [stored] = await db
    .insert(paymentArrangements)
    .values({
      agreementId: arrangement.agreementId,
      requestedBy: arrangement.requestedBy,
      requestedOn: arrangement.requestedOn,
      processAfter: arrangement.processAfter,
      status,
      numberOfTerms: arrangement.numberOfTerms,
      startDate: arrangement.startDate,
      iban: arrangement.iban,
      totalCents,
    })
    .returning({ id: paymentArrangements.id });
  if (!stored) throw new Error('The payment arrangement was not stored');
  await db.insert(paymentArrangementInvoices).values(
    arrangement.invoices.map((invoice, position) => ({
      arrangementId: stored.id,
      invoiceNumber: invoice.invoiceNumber,
      position,
      amountCents: invoice.amountCents,
    })),
  );
  await db.insert(paymentArrangementTerms).values(
    termSchedule(totalCents, arrangement.numberOfTerms, arrangement.startDate).map((term, index) => ({
      arrangementId: stored.id,
      number: index + 1,
      ...term,
    })),
  );
  return stored.id;
}
