import type { Declaration } from '@mijn/insurer';
import { declarations } from '../db/schema/claims.ts';
import { customers } from '../db/schema/policies.ts';

/** The columns a declaration's facts show, so the lists read no more than they answer (decision 0059). */
export const factColumns = {
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
  person: {
    firstName: customers.firstName,
    prefix: customers.prefix,
    lastName: customers.lastName,
    birthDate: customers.birthDate,
  },
};

/** The claims system's codes: 0 handled, 1 in progress, 2 not applicable. */
const statuses = ['handled', 'in-progress', 'not-applicable'] as const;

type Row = {
  declaration: Pick<typeof declarations.$inferSelect, keyof typeof factColumns.declaration>;
  person: Pick<typeof customers.$inferSelect, keyof typeof factColumns.person>;
};

/** The port's facts of a declaration row, in words instead of the claims system's codes. */
export function toDeclaration({ declaration: d, person }: Row): Declaration {
  const status = statuses[d.status];
  if (!status) throw new Error(`Declaration ${d.declarationId} has unknown status ${d.status}`);
  return {
    declarationId: d.declarationId,
    recordId: d.recordId,
    invoiceId: d.invoiceId,
    customerNumber: d.customerNumber,
    person,
    receivedOn: d.receivedDate,
    treatmentOn: d.treatmentDate,
    lastTreatmentOn: d.lastTreatmentDate,
    careType: d.careType,
    careProvider: d.careProvider,
    status,
    submittedBy: d.submittedBy === 'Z' ? 'care-provider' : 'insured',
    reimbursedTo: d.receiverOfReimbursement === 'D' ? 'insured' : 'care-provider',
    declaredCents: d.declaredCents,
    compensatedCents: d.compensatedCents,
    uncompensatedCents: d.uncompensatedCents,
    excessCents: d.excessCents,
    gvsContributionCents: d.gvsContributionCents,
    year: d.year,
    read: d.isRead,
    paidOutOn: d.paidOutOn,
    rejectionCodes: d.rejectionCodes,
    payee: d.payeeName && d.payeeIban ? { name: d.payeeName, iban: d.payeeIban } : null,
  };
}
