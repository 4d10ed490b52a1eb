import type { DeclarationSummary } from '@mijn/contract';
import { type DeclarationStatus, declarationStatusNames, fullName } from '@mijn/domain';
import { desc, eq, inArray } from 'drizzle-orm';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { visibleCustomerNumbers } from '../../auth/customer-access.ts';
import type { Db } from '../../db/client.ts';
import { customers, declarations } from '../../db/schema.ts';

/** How many declarations the home preview shows. */
export const PREVIEW_SIZE = 5;

/** The columns a summary shows, so the lists read no more than they answer (decision 0059, round 2). */
export const summaryColumns = {
  declaration: {
    declarationId: declarations.declarationId,
    recordId: declarations.recordId,
    invoiceId: declarations.invoiceId,
    customerNumber: declarations.customerNumber,
    receivedDate: declarations.receivedDate,
    treatmentDate: declarations.treatmentDate,
    lastTreatmentDate: declarations.lastTreatmentDate,
    careType: declarations.careType,
    careProvider: declarations.careProvider,
    submittedBy: declarations.submittedBy,
    receiverOfReimbursement: declarations.receiverOfReimbursement,
    declaredCents: declarations.declaredCents,
    compensatedCents: declarations.compensatedCents,
    uncompensatedCents: declarations.uncompensatedCents,
    excessCents: declarations.excessCents,
    gvsContributionCents: declarations.gvsContributionCents,
    status: declarations.status,
    year: declarations.year,
    isRead: declarations.isRead,
    paidOutOn: declarations.paidOutOn,
    rejectionCodes: declarations.rejectionCodes,
    payeeName: declarations.payeeName,
    payeeIban: declarations.payeeIban,
  },
  customer: { firstName: customers.firstName, prefix: customers.prefix, lastName: customers.lastName },
};

type Row = {
  declaration: Pick<typeof declarations.$inferSelect, keyof typeof summaryColumns.declaration>;
  customer: Pick<typeof customers.$inferSelect, keyof typeof summaryColumns.customer>;
};

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
    // The payee's IBAN leaves the server as its last 4 characters only.
    payee:
      d.payeeIban && d.payeeName
        ? { name: d.payeeName, ibanEnding: d.payeeIban.replace(/\s+/g, '').slice(-4) }
        : null,
  };
}

/** The latest declarations of the customers the user may see (own; the main insured's children under 16). */
export async function declarationsPreview(db: Db, auth: AccessAuth, today: string) {
  const visible = [...(await visibleCustomerNumbers(db, auth, today))];
  const rows = await db
    .select(summaryColumns)
    .from(declarations)
    .innerJoin(customers, eq(customers.customerNumber, declarations.customerNumber))
    .where(inArray(declarations.customerNumber, visible))
    .orderBy(desc(declarations.receivedDate), desc(declarations.declarationId))
    .limit(PREVIEW_SIZE);
  return { declarations: rows.map(toDeclarationSummary) };
}
