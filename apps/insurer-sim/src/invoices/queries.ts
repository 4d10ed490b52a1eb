import {
  arrangementsDisabled,
  collectionCostsOf,
  collectionDateOf,
  firstVisibleInvoiceDate,
} from '@mijn/domain';
import { type InsurerPort, refuse } from '@mijn/insurer';
import { and, asc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { invoicePayments } from '../db/schema/invoice-payments.ts';
import { invoices } from '../db/schema/invoices.ts';
import { agreements, customers } from '../db/schema/policies.ts';

type Port = InsurerPort['invoices'];
type InvoiceRow = typeof invoices.$inferSelect;
type Payment = {
  receivedOn: string;
  amount: number;
  source: (typeof invoicePayments.$inferSelect)['source'];
};

/**
 * The money received towards each of these invoices, oldest first, from the ledger: what a payment
 * paid of the invoice itself, without the collection costs or an overpayment it also carried.
 */
async function paymentsOf(db: InsurerDatabase, invoiceNumbers: readonly string[]) {
  const byInvoice = new Map<string, Payment[]>();
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

function factsOf(row: InvoiceRow, labelCode: string, payments: readonly Payment[]) {
  return {
    invoiceNumber: row.invoiceNumber,
    agreementId: row.agreementId,
    labelCode,
    kind: row.kind,
    description: row.description,
    invoiceDate: row.invoiceDate,
    expirationDate: row.expirationDate,
    paymentDate: row.paymentDate,
    premiumPeriod:
      row.premiumPeriodStart && row.premiumPeriodEnd
        ? { start: row.premiumPeriodStart, end: row.premiumPeriodEnd }
        : null,
    amount: row.amountCents,
    postSurcharge: row.postSurchargeCents,
    paperPost: row.paperPostCents,
    remaining: row.remainingCents,
    statusId: row.statusId,
    paymentMethod: row.paymentType,
    collectionDate: collectionDateOf(row),
    collectionCosts: collectionCostsOf(row),
    payments: [...payments],
  };
}

/** Invoices of the agreements a person holds (spec §6: they belong to the policyholder) kept by spec §9. */
export function heldInvoices(db: InsurerDatabase, policyholderNumber: string, onDay: string, only?: SQL) {
  return db
    .select({ invoice: invoices, labelCode: agreements.labelCode })
    .from(invoices)
    .innerJoin(agreements, eq(agreements.agreementId, invoices.agreementId))
    .where(
      and(
        eq(agreements.policyholderNumber, policyholderNumber),
        gte(invoices.invoiceDate, firstVisibleInvoiceDate(onDay)),
        only,
      ),
    )
    .orderBy(asc(invoices.invoiceDate), asc(invoices.invoiceNumber));
}

export async function invoicesOfPolicyholder(
  db: InsurerDatabase,
  { viewer, onDay }: Parameters<Port['ofPolicyholder']>[0],
): ReturnType<Port['ofPolicyholder']> {
  const [held] = await db
    .select({ agreementId: agreements.agreementId })
    .from(agreements)
    .where(eq(agreements.policyholderNumber, viewer.customerNumber))
    .limit(1);
  if (!held) return { invoices: [], mayArrange: false };
  const rows = await heldInvoices(db, viewer.customerNumber, onDay);
  const payments = await paymentsOf(
    db,
    rows.map((row) => row.invoice.invoiceNumber),
  );
  return {
    invoices: rows.map((row) =>
      factsOf(row.invoice, row.labelCode, payments.get(row.invoice.invoiceNumber) ?? []),
    ),
    mayArrange: !arrangementsDisabled(rows.map((row) => row.invoice)),
  };
}

export async function oneInvoice(
  db: InsurerDatabase,
  { viewer, invoiceNumber, onDay }: Parameters<Port['one']>[0],
): ReturnType<Port['one']> {
  const [row] = await heldInvoices(
    db,
    viewer.customerNumber,
    onDay,
    eq(invoices.invoiceNumber, invoiceNumber),
  ).limit(1);
  const [addressee] = await db
    .select({
      customerNumber: customers.customerNumber,
      initials: customers.initials,
      prefix: customers.prefix,
      lastName: customers.lastName,
      street: customers.street,
      houseNumber: customers.houseNumber,
      houseNumberAddition: customers.houseNumberAddition,
      zipCode: customers.zipCode,
      city: customers.city,
    })
    .from(customers)
    .where(eq(customers.customerNumber, viewer.customerNumber));
  if (!row || !addressee) return refuse('unknown-invoice');
  const payments = await paymentsOf(db, [invoiceNumber]);
  return {
    invoice: factsOf(row.invoice, row.labelCode, payments.get(invoiceNumber) ?? []),
    addressee,
  };
}
