import {
  addMonths,
  invoiceStatus,
  isPaymentTerm,
  latestInvoicedPeriodStart,
  premiumInvoiceDay,
  premiumPeriodEnd,
  premiumPeriodStart,
  yearOf,
} from '@mijn/domain';
import { ne } from 'drizzle-orm';
import { peopleOnPaperPost } from '../../core/invoices/paper-post.ts';
import {
  type InvoiceInsert,
  type PremiumAgreement,
  premiumInvoice,
} from '../../core/invoices/premium-invoice.ts';
import { type AgreementCover, agreementCover, periodPremium } from '../../core/invoices/premium-of-period.ts';
import type { Db } from '../client.ts';
import { agreements } from '../schema.ts';

/** How many months of monthly premiums the seed goes back; longer terms go back to January. */
const MONTHS_BACK = 4;

/** An invoice as the core has settled it by today: collected or paid on its due date once that came. */
export function settledByToday(invoice: InvoiceInsert, today: string): InvoiceInsert {
  if (invoice.expirationDate > today) return invoice;
  return { ...invoice, statusId: invoiceStatus.paid, remainingCents: 0, paymentDate: invoice.expirationDate };
}

/** A premium invoice made on its period's invoice day, as the premium run makes it. */
async function seededPremiumInvoice(
  db: Db,
  agreement: PremiumAgreement,
  cover: AgreementCover,
  periodStart: string,
): Promise<InvoiceInsert> {
  const premiumCents = periodPremium(cover, periodStart, agreement.paymentTermMonths);
  const onPaper = await peopleOnPaperPost(db, agreement, periodStart);
  return premiumInvoice(agreement, periodStart, premiumCents, premiumInvoiceDay(periodStart), onPaper);
}

/**
 * The premium invoices of every agreement whose premium the customer pays, made, numbered and priced
 * by the premium run's own rules up to the latest period it has invoiced by today, so a first run
 * finds nothing left to invoice; all settled as a customer who pays on time has them. Monthly
 * payers go back four months, other terms to this year's first period.
 */
export async function premiumHistory(db: Db, today: string): Promise<InvoiceInsert[]> {
  const paying = await db.select().from(agreements).where(ne(agreements.paymentMethod, 'BOR'));
  const rows: InvoiceInsert[] = [];
  for (const row of paying) {
    const term = row.paymentTermMonths;
    if (!isPaymentTerm(term)) throw new Error(`Agreement ${row.agreementId} has payment term ${term}`);
    const agreement = { ...row, paymentTermMonths: term };
    const first =
      term === 1 ? premiumPeriodStart(addMonths(today, -MONTHS_BACK), 1) : `${yearOf(today)}-01-01`;
    const latest = latestInvoicedPeriodStart(today, term);
    const cover = await agreementCover(db, row.agreementId, first, premiumPeriodEnd(latest, term));
    for (let start = first; start <= latest; start = addMonths(start, term)) {
      // As the premium run: a period before the agreement started or after it ended is not invoiced.
      if (start < premiumPeriodStart(row.startDate, term)) continue;
      if (row.endDate !== null && row.endDate < start) continue;
      rows.push(settledByToday(await seededPremiumInvoice(db, agreement, cover, start), today));
    }
  }
  return rows;
}
