import type { Invoice, InvoicePayment, InvoicesReply } from '@mijn/contract';
import { and, asc, eq, gte, inArray, type SQL } from 'drizzle-orm';
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
import { agreements, invoicePayments, invoices, labels } from '../../db/schema.ts';
import type { ReaderLanguage } from '../../http/reader-language.ts';

type InvoiceRow = typeof invoices.$inferSelect;
type LabelRow = Pick<typeof labels.$inferSelect, 'brandName' | 'uzoviCode'>;

/** The reply's view of one stored invoice, with what the core derives from it and what was paid on it. */
export function invoiceView(
  row: InvoiceRow,
  label: LabelRow,
  language: ReaderLanguage,
  payments: readonly InvoicePayment[],
): Invoice {
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
    payments: [...payments],
  };
}

/**
 * The money received towards each of these invoices, oldest first, from the ledger: what a payment
 * paid of the invoice itself, without the collection costs or an overpayment it also carried.
 */
export async function paymentsOf(
  db: Db,
  invoiceNumbers: readonly string[],
): Promise<Map<string, InvoicePayment[]>> {
  const byInvoice = new Map<string, InvoicePayment[]>();
  if (invoiceNumbers.length === 0) return byInvoice;
  const rows = await db
    .select()
    .from(invoicePayments)
    .where(inArray(invoicePayments.invoiceNumber, [...invoiceNumbers]))
    .orderBy(asc(invoicePayments.receivedOn), asc(invoicePayments.createdAt));
  for (const row of rows) {
    const amount = row.amountCents - row.collectionCostsCents - row.overpaidCents;
    if (amount <= 0) continue;
    const list = byInvoice.get(row.invoiceNumber) ?? [];
    list.push({ receivedOn: row.receivedOn, amount, source: row.source });
    byInvoice.set(row.invoiceNumber, list);
  }
  return byInvoice;
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
        eq(agreements.policyholderNumber, auth.user.customerNumber),
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
    .where(eq(agreements.policyholderNumber, auth.user.customerNumber))
    .limit(1);
  if (!held) return { invoices: [], isPaymentArrangementsDisabled: true };
  const rows = await heldInvoices(db, auth, today).orderBy(
    asc(invoices.invoiceDate),
    asc(invoices.invoiceNumber),
  );
  const payments = await paymentsOf(
    db,
    rows.map((row) => row.invoice.invoiceNumber),
  );
  return {
    invoices: rows.map((row) =>
      invoiceView(row.invoice, row.label, language, payments.get(row.invoice.invoiceNumber) ?? []),
    ),
    isPaymentArrangementsDisabled: arrangementsDisabled(rows.map((row) => row.invoice)),
  };
}

/** One invoice the user may see, or null: unknown, past the retention window, or someone else's. */
export async function heldInvoice(db: Db, auth: AccessAuth, invoiceNumber: string, today: string) {
  const [row] = await heldInvoices(db, auth, today, eq(invoices.invoiceNumber, invoiceNumber)).limit(1);
  return row ?? null;
}
