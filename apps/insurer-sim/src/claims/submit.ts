import { declarationStatus, formalName, insurerToday, yearOf } from '@mijn/domain';
import { type Refusal, refuse } from '@mijn/insurer';
import { and, desc, eq } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { claimAttachments, claimSubmissions, declarations } from '../db/schema/claims.ts';
import { agreements, customers, policies } from '../db/schema/policies.ts';
import { policyRunsOn } from '../policies/periods.ts';
import { type Benefit, coverTypeFor } from './adjudicate.ts';
import type { ClaimLines } from './claim-lines.ts';
import { type EarlierClaim, earlierClaimOf } from './earlier-claim.ts';
import { insuredCover } from './insured-cover.ts';

/** A file sent with a claim, stored by the portal under `storageKey`. */
export interface ClaimFile {
  fileName: string;
  extension: string;
  size: number;
  sha256: string;
  storageKey: string;
}

/** A claim for care the customer paid themselves, as the claims department takes it in. */
export interface ClaimSubmission {
  /** The ids the portal gave the claim: the declaration's and its record's. */
  declarationId: string;
  recordId: string;
  /** The logged-in person who sent it. */
  submittedBy: string;
  /** The insured the care was for. */
  customerNumber: string;
  receivedAt: Date;
  claim: ClaimLines;
  /** Another account than the one on file, named by the policyholder. */
  iban?: string;
  /** The customer confirmed that a bill like an earlier one is another bill. */
  confirmedNotDuplicate: boolean;
  /** Without two of the same content. */
  attachments: readonly ClaimFile[];
  /** The form as sent, which the claims job still reads back (decision 0022) until it reads the lines. */
  form: unknown;
  /** When the claims job may handle it: the demo's pace. */
  handleAfter: Date;
}

export type ClaimRefusal =
  | Refusal<'no-policy', undefined>
  | Refusal<'iban-only-by-policyholder', undefined>
  | Refusal<'no-known-iban', undefined>
  | Refusal<'likely-duplicate', { duplicateOf: EarlierClaim }>;

/** The insured's policy on the treatment date (else their latest), with its agreement. */
async function policyOf(db: InsurerDatabase, customerNumber: string, day: string) {
  const select = () =>
    db
      .select({ policy: policies, agreement: agreements })
      .from(policies)
      .innerJoin(agreements, eq(agreements.agreementId, policies.agreementId))
      .orderBy(desc(policies.startDate))
      .limit(1);
  const [onDay] = await select().where(and(eq(policies.customerNumber, customerNumber), policyRunsOn(day)));
  return onDay ?? (await select().where(eq(policies.customerNumber, customerNumber)))[0];
}

/** The benefit a claim counts under before its prior approvals are looked up. */
function provisionalBenefit(claim: ClaimLines): Benefit {
  if (claim.kind === 'abroad') return { kind: 'abroad' };
  if (claim.kind === 'transport') return { kind: 'transport', approvedDates: new Set() };
  return {
    kind: 'care',
    careType: claim.careType as Exclude<ClaimLines['careType'], 'abroad' | 'transport'>,
  };
}

/**
 * Takes a claim in: decides the account the money goes to (spec §6: the policyholder's; only the
 * policyholder names another), refuses one likely sent before unless the customer confirmed it is
 * another bill, and stores the declaration in progress, the submission the claims job handles and
 * its files, in one transaction.
 */
export async function submitClaim(
  db: InsurerDatabase,
  submission: ClaimSubmission,
): Promise<{ receivedDate: string } | ClaimRefusal> {
  const { claim, customerNumber } = submission;
  const insured = await policyOf(db, customerNumber, claim.treatmentDate);
  if (!insured) return refuse('no-policy');
  const { policy, agreement } = insured;
  const isPolicyholder = agreement.policyholderNumber === submission.submittedBy;
  if (submission.iban && !isPolicyholder) return refuse('iban-only-by-policyholder');
  const iban = (submission.iban ?? agreement.reimbursementIban ?? '').replace(/\s+/g, '').toUpperCase();
  if (!iban) return refuse('no-known-iban');
  const [payee] = await db
    .select()
    .from(customers)
    .where(eq(customers.customerNumber, agreement.policyholderNumber));
  if (!payee) throw new Error(`Agreement ${agreement.agreementId} has no policyholder`);

  const careProvider = claim.careProvider.slice(0, 100);
  if (!submission.confirmedNotDuplicate) {
    const duplicateOf = await earlierClaimOf(
      db,
      {
        customerNumber,
        fileHashes: submission.attachments.map((file) => file.sha256),
        careProvider,
        treatmentDate: claim.treatmentDate,
        declaredCents: claim.totalCents,
      },
      { scope: 'in-progress-or-accepted', matching: 'same-file-or-bill' },
    );
    if (duplicateOf) return refuse('likely-duplicate', { duplicateOf });
  }

  const receivedDate = insurerToday(submission.receivedAt);
  const year = yearOf(claim.treatmentDate);
  const cover = await insuredCover(db, customerNumber, year);
  const coverProductType = coverTypeFor(provisionalBenefit(claim), cover, claim.treatmentDate);
  await db.transaction(async (tx) => {
    await tx.insert(declarations).values({
      declarationId: submission.declarationId,
      recordId: submission.recordId,
      invoiceId: null,
      customerNumber,
      policyNumber: policy.policyNumber,
      receivedDate,
      treatmentDate: claim.treatmentDate,
      lastTreatmentDate: claim.lastTreatmentDate,
      careType: claim.careType,
      careProvider,
      submittedBy: 'V',
      receiverOfReimbursement: 'D',
      coverProductType,
      declaredCents: claim.totalCents,
      compensatedCents: 0,
      uncompensatedCents: 0,
      status: declarationStatus.inProgress,
      year,
      isRead: true,
      payeeName: formalName(payee),
      payeeIban: iban,
      kind: claim.kind,
    });
    const [stored] = await tx
      .insert(claimSubmissions)
      .values({
        declarationId: submission.declarationId,
        form: submission.form,
        submittedByCustomerNumber: submission.submittedBy,
        forCustomerNumber: customerNumber,
        iban,
        handleAfter: submission.handleAfter,
      })
      .returning({ id: claimSubmissions.id });
    if (!stored) throw new Error('The submission was not stored');
    if (submission.attachments.length > 0) {
      await tx
        .insert(claimAttachments)
        .values(submission.attachments.map((file) => ({ submissionId: stored.id, ...file })));
    }
  });
  return { receivedDate };
}
