import type { InsurerPort } from '@mijn/insurer';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import {
  paymentArrangementInvoices,
  paymentArrangements,
  paymentArrangementTerms,
} from '../db/schema/payment-arrangements.ts';
import { agreements } from '../db/schema/policies.ts';

type Port = InsurerPort['arrangements'];
type Arrangement = Awaited<ReturnType<Port['ofPolicyholder']>>['arrangements'][number];
export type ArrangementRow = typeof paymentArrangements.$inferSelect;

/**
 * A request the insurer has not taken up yet: its processing time has not come. Once it has, the
 * insurer is (about to be) processing it, and a new request must wait for the outcome (decision 0039).
 */
export const isWaiting = (row: ArrangementRow, at: Date) =>
  row.status === 'requested' && row.processAfter.getTime() > at.getTime();

/** The arrangements with their invoices and terms, as the port answers them. */
export async function arrangementFacts(
  db: InsurerDatabase,
  rows: readonly ArrangementRow[],
  at: Date,
): Promise<Arrangement[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const shares = await db
    .select()
    .from(paymentArrangementInvoices)
    .where(inArray(paymentArrangementInvoices.arrangementId, ids))
    .orderBy(asc(paymentArrangementInvoices.position));
  const terms = await db
    .select()
    .from(paymentArrangementTerms)
    .where(inArray(paymentArrangementTerms.arrangementId, ids))
    .orderBy(asc(paymentArrangementTerms.number));
  return rows.map((row) => ({
    id: row.id,
    agreementId: row.agreementId,
    status: row.status,
    requestedOn: row.requestedOn,
    replaceable: isWaiting(row, at),
    invoiceNumbers: shares
      .filter((share) => share.arrangementId === row.id)
      .map((share) => share.invoiceNumber),
    numberOfTerms: row.numberOfTerms,
    startDate: row.startDate,
    iban: row.iban,
    total: row.totalCents,
    terms: terms
      .filter((term) => term.arrangementId === row.id)
      .map((term) => ({
        number: term.number,
        dueDate: term.dueDate,
        amount: term.amountCents,
        collectedOn: term.collectedOn,
      })),
  }));
}

/** The account each agreement the policyholder holds pays from: its premium's, else its excess bills'. */
export async function accountsOnFile(db: InsurerDatabase, policyholderNumber: string) {
  const rows = await db
    .select({
      agreementId: agreements.agreementId,
      premiumIban: agreements.premiumIban,
      excessIban: agreements.excessIban,
    })
    .from(agreements)
    .where(eq(agreements.policyholderNumber, policyholderNumber))
    .orderBy(asc(agreements.agreementId));
  return rows.flatMap(({ agreementId, premiumIban, excessIban }) => {
    const iban = premiumIban ?? excessIban;
    return iban ? [{ agreementId, iban }] : [];
  });
}

export async function arrangementsOfPolicyholder(
  db: InsurerDatabase,
  { viewer, at }: Parameters<Port['ofPolicyholder']>[0],
): ReturnType<Port['ofPolicyholder']> {
  const rows = await db
    .select({ arrangement: paymentArrangements })
    .from(paymentArrangements)
    .innerJoin(agreements, eq(agreements.agreementId, paymentArrangements.agreementId))
    .where(eq(agreements.policyholderNumber, viewer.customerNumber))
    .orderBy(desc(paymentArrangements.createdAt));
  return {
    arrangements: await arrangementFacts(
      db,
      rows.map((row) => row.arrangement),
      new Date(at),
    ),
    accountsOnFile: await accountsOnFile(db, viewer.customerNumber),
  };
}
