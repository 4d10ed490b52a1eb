import { invoiceStatus, isPaymentTerm, premiumDueDate } from '@mijn/domain';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type agreements, invoices } from '../../db/schema.ts';
import { recordInvoicePayment } from '../../insurer/legacy/payments.ts';
import { agreementCover, periodPremium } from '../invoices/premium-of-period.ts';

/** A premium period already invoiced that the change re-priced: the difference was invoiced or credited. */
export interface InvoiceCorrection {
  invoiceNumber: string;
  correctedInvoiceNumber: string;
  periodStart: string;
  periodEnd: string;
  /** Positive: invoiced on top; negative: credited. */
  differenceCents: number;
}

type InvoiceRow = typeof invoices.$inferSelect;
type Agreement = Pick<typeof agreements.$inferSelect, 'agreementId' | 'paymentMethod'>;

/** Correction numbers: the premium's period and agreement, 3 for a correction, and its sequence. */
const correctionNumber = (premium: InvoiceRow, sequence: number) =>
  `${premium.invoiceNumber.slice(0, -1)}3${String(sequence).padStart(2, '0')}`;

/** The months a period covers, its first and last included. */
const monthsOf = (start: string, end: string) =>
  (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 +
  Number(end.slice(5, 7)) -
  Number(start.slice(5, 7)) +
  1;

const descriptionOf = (premium: InvoiceRow, differenceCents: number) =>
  `${differenceCents > 0 ? 'Premiecorrectie' : 'Creditnota premie'} ${premium.premiumPeriodStart?.slice(0, 7)} (polis gewijzigd)`;

/**
 * Corrects the premium invoices of the year the change re-priced (decision 0046): per invoiced
 * period the premium engine prices the new cover; a higher premium gets an invoice for the
 * difference, paid like a premium (collected on the next collection day by direct debit, else
 * open); a lower one a credit note booked as a payment on the period's invoice, so less is collected,
 * or refunded when it was paid (kept as overpaid, as every overpayment). Earlier corrections of the
 * period count, so correcting twice never charges twice.
 */
export async function correctInvoicedPremiums(
  db: Db,
  agreement: Agreement,
  year: number,
  today: string,
): Promise<InvoiceCorrection[]> {
  const yearInvoices = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.agreementId, agreement.agreementId),
        inArray(invoices.kind, ['premium', 'other']),
        gte(invoices.premiumPeriodStart, `${year}-01-01`),
        lte(invoices.premiumPeriodStart, `${year}-12-31`),
      ),
    );
  const cover = await agreementCover(db, agreement.agreementId, `${year}-01-01`, `${year}-12-31`);
  const corrections: InvoiceCorrection[] = [];
  for (const premium of yearInvoices.filter((invoice) => invoice.kind === 'premium')) {
    const { premiumPeriodStart: start, premiumPeriodEnd: end } = premium;
    if (start === null || end === null) continue;
    const term = monthsOf(start, end);
    if (!isPaymentTerm(term)) throw new Error(`Invoice ${premium.invoiceNumber} covers ${term} months`);
    const earlier = yearInvoices.filter(
      (invoice) => invoice.kind === 'other' && invoice.premiumPeriodStart === start,
    );
    const invoicedCents =
      premium.amountCents -
      premium.postSurchargeCents -
      premium.paperPostCents +
      earlier.reduce((sum, invoice) => sum + invoice.amountCents, 0);
    const differenceCents = periodPremium(cover, start, term) - invoicedCents;
    if (differenceCents === 0) continue;
    const invoiceNumber = correctionNumber(premium, earlier.length + 1);
    const raises = differenceCents > 0;
    await db.insert(invoices).values({
      invoiceNumber,
      agreementId: agreement.agreementId,
      kind: 'other',
      description: descriptionOf(premium, differenceCents),
      invoiceDate: today,
      expirationDate: raises ? premiumDueDate(start, today) : today,
      paymentDate: raises ? null : today,
      premiumPeriodStart: start,
      premiumPeriodEnd: end,
      amountCents: differenceCents,
      remainingCents: raises ? differenceCents : 0,
      statusId: !raises
        ? invoiceStatus.paid
        : agreement.paymentMethod === 'DirectDebit'
          ? invoiceStatus.directDebit
          : invoiceStatus.open,
      paymentType: agreement.paymentMethod,
    });
    if (!raises) {
      await recordInvoicePayment(db, {
        reference: `CR-${invoiceNumber}`,
        invoiceNumber: premium.invoiceNumber,
        source: 'credit',
        amountCents: -differenceCents,
        receivedOn: today,
      });
    }
    corrections.push({
      invoiceNumber,
      correctedInvoiceNumber: premium.invoiceNumber,
      periodStart: start,
      periodEnd: end,
      differenceCents,
    });
  }
  return corrections;
}
