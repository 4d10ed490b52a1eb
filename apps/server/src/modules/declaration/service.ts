import type { DeclarationSummary } from '@mijn/contract';
import { type DeclarationStatus, declarationStatusNames, fullName } from '@mijn/domain';
import { desc, eq, inArray } from 'drizzle-orm';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { visibleCustomerNumbers } from '../../auth/customer-access.ts';
import type { Db } from '../../db/client.ts';
import { customers, declarations } from '../../db/schema.ts';

/** How many declarations the home preview shows. */
export const PREVIEW_SIZE = 5;

type Row = { declaration: typeof declarations.$inferSelect; customer: typeof customers.$inferSelect };

export function toDeclarationSummary({ declaration: d, customer }: Row): DeclarationSummary {
  const status = d.status as DeclarationStatus;
  return {
    declarationId: d.declarationId,
    recordId: d.recordId,
    invoiceId: d.invoiceId,
    customerNumber: d.customerNumber,
    fullName: fullName(customer),
    receivedDate: d.receivedDate,
    treatmentDate: d.treatmentDate,
    lastTreatmentDate: d.lastTreatmentDate,
    careType: d.careType,
    careProvider: d.careProvider,
    submittedBy: d.submittedBy,
    receiverOfReimbursement: d.receiverOfReimbursement,
    declarationAmount: d.declaredCents,
    compensatedAmount: d.compensatedCents,
    uncompensatedAmount: d.uncompensatedCents,
    excessAmount: d.excessCents,
    contributionAmount: d.gvsContributionCents,
    status,
    statusName: declarationStatusNames[status],
    year: d.year,
    hasReadRights: true,
    isRead: d.isRead,
    paidOutOn: d.paidOutOn,
    rejectionCodes: d.rejectionCodes,
  };
}

/** The latest declarations of the customers the user may see (own; the main insured's children under 16). */
export async function declarationsPreview(db: Db, auth: AccessAuth, today: string) {
  const visible = [...(await visibleCustomerNumbers(db, auth, today))];
  const rows = await db
    .select({ declaration: declarations, customer: customers })
    .from(declarations)
    .innerJoin(customers, eq(customers.customerNumber, declarations.customerNumber))
    .where(inArray(declarations.customerNumber, visible))
    .orderBy(desc(declarations.receivedDate), desc(declarations.declarationId))
    .limit(PREVIEW_SIZE);
  return { declarations: rows.map(toDeclarationSummary) };
}
