import type { Invoice, InvoicesReply } from '@mijn/contract';
import { and, asc, eq, gte, type SQL } from 'drizzle-orm';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { insurerAccountOf } from '../../core/insurer-account.ts';
import { invoiceDescription } from '../../core/invoice-description.ts';
import {
  arrangementsDisabled,
  collectionCostsOf,
  collectionDateOf,
  firstVisibleInvoiceDate,
  statusInfo,
} from '../../core/invoice-rules.ts';
import type { Db } from '../../db/client.ts';
import { agreements, invoices, labels } from '../../db/schema.ts';
import type { ReaderLanguage } from '../../http/reader-language.ts';

type InvoiceRow = typeof invoices.$inferSelect;
type LabelRow = Pick<typeof labels.$inferSelect, 'brandName' | 'uzoviCode'>;

/** The reply's view of one stored invoice, with what the core derives from it. */
export function invoiceView(row: InvoiceRow, label: LabelRow, language: ReaderLanguage): Invoice {
  return {
    invoiceNumber: row.invoiceNumber,
    agreementId: row.agreementId,
    description: invoiceDescription(row, language),
    invoiceDate: row.invoiceDate,
    expirationDate: row.expirationDate,
    paymentDate: row.paymentDate,
    premiePeriod:
      row.premiumPeriodStart && row.premiumPeriodEnd
        ? { startDate: row.premiumPeriodStart, endDate: row.premiumPeriodEnd }
        : null,
    amount: row.amountCents,
    remaining: row.remainingCents,
    status: statusInfo(row.statusId),
    invoicePaymentType: row.paymentType,
    collectionDate: collectionDateOf(row),
    collectionCosts: collectionCostsOf(row),
    paymentDetails: { ...insurerAccountOf(label), description: row.invoiceNumber },
  };
}

/** Invoices of the agreements the user holds (spec §6: they belong to the policyholder) kept by spec §9. */
function heldInvoices(db: Db, auth: AccessAuth, today: string, only?: SQL) {
  return db
    .select({ invoice: invoices, label: { brandName: labels.brandName, uzoviCode: labels.uzoviCode } })
    .from(invoices)
    .innerJoin(agreements, eq(agreements.agreementId, invoices.agreementId))
    .innerJoin(labels, eq(labels.code, agreements.labelCode))
    .where(
      and(
        eq(agreements.policyholderNumber, auth.claims.customerNumber),
        gte(invoices.invoiceDate, firstVisibleInvoiceDate(today)),
        only,
      ),
    );
}

export async function invoicesOf(
  db: Db,
  auth: AccessAuth,
  today: string,
  language: ReaderLanguage,
): Promise<InvoicesReply> {
  const [held] = await db
    .select({ agreementId: agreements.agreementId })
    .from(agreements)
    .where(eq(agreements.policyholderNumber, auth.claims.customerNumber))
    .limit(1);
  if (!held) return { invoices: [], isPaymentArrangementsDisabled: true };
  const rows = await heldInvoices(db, auth, today).orderBy(
    asc(invoices.invoiceDate),
    asc(invoices.invoiceNumber),
  );
  return {
    invoices: rows.map((row) => invoiceView(row.invoice, row.label, language)),
    isPaymentArrangementsDisabled: arrangementsDisabled(rows.map((row) => row.invoice)),
  };
}

/** One invoice the user may see, or null: unknown, past the retention window, or someone else's. */
export async function heldInvoice(db: Db, auth: AccessAuth, invoiceNumber: string, today: string) {
  const [row] = await heldInvoices(db, auth, today, eq(invoices.invoiceNumber, invoiceNumber)).limit(1);
  return row ?? null;
}
