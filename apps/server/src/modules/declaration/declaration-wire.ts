import type { DeclarationDetail, DeclarationSummary } from '@mijn/contract';
import { declarationStatus, declarationStatusNames, fullName } from '@mijn/domain';
import type { Declaration, DeclarationDetail as DeclarationDetailFacts } from '@mijn/insurer';
import type { ReaderLanguage } from '../../http/reader-language.ts';
import { rejectionReasonIn } from './rejection-reason.ts';

const statusCodes = {
  handled: declarationStatus.handled,
  'in-progress': declarationStatus.inProgress,
  'not-applicable': declarationStatus.notApplicable,
} as const;

/** A line of the lists: the insurer's facts in the contract's codes. */
export function toDeclarationSummary(d: Declaration): DeclarationSummary {
  const status = statusCodes[d.status];
  return {
    declarationId: d.declarationId,
    recordId: d.recordId,
    invoiceId: d.invoiceId,
    customerNumber: d.customerNumber,
    fullName: fullName(d.person),
    receivedDate: d.receivedOn,
    treatmentDate: d.treatmentOn,
    lastTreatmentDate: d.lastTreatmentOn,
    careType: d.careType,
    careProvider: d.careProvider,
    submittedBy: d.submittedBy === 'care-provider' ? 'Z' : 'V',
    receiverOfReimbursement: d.reimbursedTo === 'insured' ? 'D' : 'M',
    declarationAmount: d.declaredCents,
    compensatedAmount: d.compensatedCents,
    uncompensatedAmount: d.uncompensatedCents,
    excessAmount: d.excessCents,
    contributionAmount: d.gvsContributionCents,
    status,
    statusName: declarationStatusNames[status],
    year: d.year,
    hasReadRights: true,
    isRead: d.read,
    paidOutOn: d.paidOutOn,
    rejectionCodes: d.rejectionCodes,
    // The payee's IBAN leaves the server as its last 4 characters only.
    payee: d.payee && { name: d.payee.name, ibanEnding: d.payee.iban.replace(/\s+/g, '').slice(-4) },
  };
}

/** One declaration with its bills, its reason said in the reader's language. */
export function toDeclarationDetail(d: DeclarationDetailFacts, language: ReaderLanguage): DeclarationDetail {
  return {
    ...toDeclarationSummary(d),
    bills: d.bills.map((bill) => ({
      invoiceId: bill.invoiceId,
      payOutAmount: bill.payOutCents,
      activities: bill.activities.map((activity) => ({
        date: activity.date,
        description: activity.description,
        declaredAmount: activity.declaredCents,
        compensatedAmount: activity.compensatedCents,
      })),
    })),
    collectionRiskAmount: d.collectionRiskCents,
    relation: { prefix: d.person.prefix, lastName: d.person.lastName, dateOfBirth: d.person.birthDate },
    rejectionReason: rejectionReasonIn(language, d.rejectionReason, d.rejectionCodes),
  };
}
