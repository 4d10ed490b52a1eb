import { addDays, declarationStatus, invoiceStatus } from '@mijn/domain';
import type {
  ClaimsStatementFacts,
  PolicyScheduleFacts,
  PremiumNoteFacts,
  PremiumReminderFacts,
} from '@mijn/insurer';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { reminderReference } from '../../core/documents/collection-account.ts';
import type { Db } from '../client.ts';
import { declarations, type invoices, policyProducts, products } from '../schema.ts';

type InvoiceRow = typeof invoices.$inferInsert;

/** The claims of one insured handled (received) in a period, as a claims statement lists them. */
export async function claimsStatementFacts(
  db: Db,
  insured: { customerNumber: string; firstName: string },
  from: string,
  to: string,
): Promise<ClaimsStatementFacts> {
  const rows = await db
    .select()
    .from(declarations)
    .where(
      and(
        eq(declarations.customerNumber, insured.customerNumber),
        eq(declarations.status, declarationStatus.handled),
        gte(declarations.receivedDate, from),
        lte(declarations.receivedDate, to),
      ),
    )
    .orderBy(asc(declarations.treatmentDate));
  return {
    kind: 'claimsStatement',
    insuredFirstName: insured.firstName,
    from,
    to,
    claims: rows.map((row) => ({
      declarationId: row.declarationId,
      treatmentDate: row.treatmentDate,
      careProvider: row.careProvider,
      declaredCents: row.declaredCents,
      compensatedCents: row.compensatedCents,
      excessCents: row.excessCents,
    })),
  };
}

/** The products on a policy in a year and the household's monthly premium: a policy schedule. */
export async function policyScheduleFacts(
  db: Db,
  policyNumber: string,
  year: number,
  monthlyPremiumCents: number | null,
): Promise<PolicyScheduleFacts> {
  const rows = await db
    .select({ name: products.name, type: products.type })
    .from(policyProducts)
    .innerJoin(products, eq(products.id, policyProducts.productId))
    .where(
      and(
        eq(policyProducts.policyNumber, policyNumber),
        lte(policyProducts.startDate, `${year}-12-31`),
        gte(policyProducts.endDate, `${year}-01-01`),
      ),
    )
    .orderBy(asc(products.sortOrder));
  return { kind: 'policySchedule', year, products: rows, monthlyPremiumCents };
}

const isOpen = (invoice: InvoiceRow) => invoice.remainingCents > 0 && invoice.statusId !== invoiceStatus.paid;

/**
 * The premium note of an invoice. It says the premium is collected only when it is paid by a
 * running direct debit and the household has nothing overdue on the day of the note.
 */
export function premiumNoteFacts(
  invoice: InvoiceRow,
  all: readonly InvoiceRow[],
  writtenOn: string,
): PremiumNoteFacts {
  const overdue = all.some((other) => isOpen(other) && other.expirationDate < writtenOn);
  return {
    kind: 'premiumNote',
    invoiceNumber: invoice.invoiceNumber,
    periodStart: invoice.premiumPeriodStart ?? invoice.invoiceDate,
    periodEnd: invoice.premiumPeriodEnd ?? invoice.expirationDate,
    amountCents: invoice.amountCents,
    dueDate: invoice.expirationDate,
    collection: invoice.paymentType === 'DirectDebit' && !overdue ? 'directDebit' : 'transfer',
  };
}

/** A reminder of the premiums overdue on the day it is written; pay within 14 days. */
export function premiumReminderFacts(
  agreementId: number,
  all: readonly InvoiceRow[],
  writtenOn: string,
): PremiumReminderFacts {
  const overdue = all.filter(
    (invoice) => invoice.kind === 'premium' && isOpen(invoice) && invoice.expirationDate < writtenOn,
  );
  return {
    kind: 'premiumReminder',
    invoices: overdue.map((invoice) => ({
      invoiceNumber: invoice.invoiceNumber,
      periodStart: invoice.premiumPeriodStart ?? invoice.invoiceDate,
      periodEnd: invoice.premiumPeriodEnd ?? invoice.expirationDate,
      openCents: invoice.remainingCents,
    })),
    totalCents: overdue.reduce((sum, invoice) => sum + invoice.remainingCents, 0),
    dueDate: addDays(writtenOn, 14),
    reference: reminderReference(agreementId, writtenOn),
  };
}
