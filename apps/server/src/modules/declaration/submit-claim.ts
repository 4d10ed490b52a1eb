import { randomInt } from 'node:crypto';
import { declarationLimitIssues, type SubmitDeclarationFields } from '@mijn/contract';
import { declarationStatus, formalName, insurerToday, MAX_DIGITAL_CLAIM_CENTS, yearOf } from '@mijn/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { visibleCustomerNumbers } from '../../auth/customer-access.ts';
import { type ClaimFacts, claimFacts, type SubmittedClaim } from '../../core/claims/claim-form.ts';
import type { Db } from '../../db/client.ts';
import {
  agreements,
  claimAttachments,
  claimSubmissions,
  customers,
  declarations,
  policies,
} from '../../db/schema.ts';
import { HttpError, inputRefused, serverMessages } from '../../http/http-error.ts';
import type { UploadedFile } from '../../http/multipart-route.ts';
import {
  type Benefit,
  coverTypeFor,
  earlierClaimOf,
  expectedHandledBy,
  insuredCover,
} from '../../insurer/legacy/claims.ts';
import { policyRunsOn } from '../../insurer/legacy/policy-periods.ts';

export interface SubmittedReply {
  declarationId: string;
  recordId: string;
  status: typeof declarationStatus.inProgress;
  receivedDate: string;
  expectedHandledBy: string;
}

type ClaimContext = Pick<AppContext, 'db' | 'clock' | 'config' | 'storage'>;

const fieldError = (path: string, message: string) => inputRefused(`body.${path}`, message);

/**
 * The contract's limits against today (dates, an amount in euro), then the 2000 euro digital
 * maximum on the claim's whole total in euro.
 */
function assertClaimable(form: SubmittedClaim, facts: ClaimFacts, today: string): void {
  const [problem] = declarationLimitIssues(form, today);
  if (problem) throw fieldError(problem.path.join('.'), problem.message);
  if (facts.totalCents > MAX_DIGITAL_CLAIM_CENTS) {
    throw fieldError(facts.amountPath, 'validators.max-digital-claim');
  }
}

/** The insured's policy on the treatment date (else their latest), with its agreement. */
async function policyOf(db: Db, customerNumber: string, day: string) {
  const select = () =>
    db
      .select({ policy: policies, agreement: agreements })
      .from(policies)
      .innerJoin(agreements, eq(agreements.agreementId, policies.agreementId))
      .orderBy(desc(policies.startDate))
      .limit(1);
  const [onDay] = await select().where(and(eq(policies.customerNumber, customerNumber), policyRunsOn(day)));
  if (onDay) return onDay;
  const [latest] = await select().where(eq(policies.customerNumber, customerNumber));
  if (!latest) throw new HttpError(404, serverMessages.noPolicyForInsured);
  return latest;
}

/** Ids in the claims system's style; W marks a claim submitted on the web. */
function newIds(year: number) {
  const serial = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return { declarationId: `D${year}W${serial}`, recordId: `R${year}W${serial}` };
}

function provisionalBenefit(facts: ClaimFacts): Benefit {
  if (facts.kind === 'abroad') return { kind: 'abroad' };
  if (facts.kind === 'transport') return { kind: 'transport', approvedDates: new Set() };
  return {
    kind: 'care',
    careType: facts.careType as Exclude<ClaimFacts['careType'], 'abroad' | 'transport'>,
  };
}

/**
 * POST Declaration (spec §7): checks who may claim for whom (spec §6), the dates and the amount,
 * decides the account the money goes to, and stores the declaration in progress, the submission the
 * background job handles after the configured delay, and its attachments, in one transaction.
 */
export async function submitClaim(
  ctx: ClaimContext,
  auth: AccessAuth,
  form: SubmittedClaim,
  files: readonly UploadedFile[],
  /** The form as sent: the claim job reads it back with the contract's schema (decision 0022). */
  sent: SubmitDeclarationFields,
): Promise<SubmittedReply> {
  const { db, clock, config } = ctx;
  const now = clock.now();
  const today = insurerToday(now);
  const user = auth.user.customerNumber;
  const forCustomer = form.CurrentSelectedCustomerNumber;
  if (forCustomer !== user) {
    const visible = await visibleCustomerNumbers(db, auth, today);
    if (!visible.has(forCustomer)) throw new HttpError(403, serverMessages.claimForInsuredNotAllowed);
  }
  const facts = claimFacts(form);
  if (!facts) throw fieldError('Abroad.Currency', serverMessages.currencyNotSupported);
  assertClaimable(form, facts, today);

  const { policy, agreement } = await policyOf(db, forCustomer, facts.treatmentDate);
  // Spec §6: reimbursements go to the policyholder's account; only the policyholder names another.
  const isPolicyholder = agreement.policyholderNumber === user;
  if (form.Iban && !isPolicyholder) throw new HttpError(403, serverMessages.ibanOnlyByPolicyholder);
  const iban = (form.Iban ?? agreement.reimbursementIban ?? '').replace(/\s+/g, '').toUpperCase();
  if (!iban) throw new HttpError(400, serverMessages.noKnownIban);
  const [payee] = await db
    .select()
    .from(customers)
    .where(eq(customers.customerNumber, agreement.policyholderNumber));
  if (!payee) throw new Error(`Agreement ${agreement.agreementId} has no policyholder`);

  const careProvider = facts.careProvider.slice(0, 100);
  if (!form.ConfirmDuplicate) {
    const duplicateOf = await earlierClaimOf(
      db,
      {
        customerNumber: forCustomer,
        fileHashes: files.map((file) => file.sha256),
        careProvider,
        treatmentDate: facts.treatmentDate,
        declaredCents: facts.totalCents,
      },
      { scope: 'in-progress-or-accepted', matching: 'same-file-or-bill' },
    );
    if (duplicateOf) throw new HttpError(409, serverMessages.likelyDuplicateClaim, { duplicateOf });
  }

  const year = yearOf(facts.treatmentDate);
  const cover = await insuredCover(db, forCustomer, year);
  const coverProductType = coverTypeFor(provisionalBenefit(facts), cover, facts.treatmentDate);
  const ids = newIds(year);
  const uniqueFiles = files.filter(
    (file, index) => files.findIndex((other) => other.sha256 === file.sha256) === index,
  );

  await db.transaction(async (tx) => {
    await tx.insert(declarations).values({
      ...ids,
      invoiceId: null,
      customerNumber: forCustomer,
      policyNumber: policy.policyNumber,
      receivedDate: today,
      treatmentDate: facts.treatmentDate,
      lastTreatmentDate: facts.lastTreatmentDate,
      careType: facts.careType,
      careProvider,
      submittedBy: 'V',
      receiverOfReimbursement: 'D',
      coverProductType,
      declaredCents: facts.totalCents,
      compensatedCents: 0,
      uncompensatedCents: 0,
      status: declarationStatus.inProgress,
      year,
      isRead: true,
      payeeName: formalName(payee),
      payeeIban: iban,
      kind: facts.kind,
    });
    const [submission] = await tx
      .insert(claimSubmissions)
      .values({
        declarationId: ids.declarationId,
        form: sent,
        submittedByCustomerNumber: user,
        forCustomerNumber: forCustomer,
        iban,
        handleAfter: new Date(now.getTime() + config.claimHandlingDelaySeconds * 1000),
      })
      .returning({ id: claimSubmissions.id });
    if (!submission) throw new Error('The submission was not stored');
    if (uniqueFiles.length > 0) {
      await tx.insert(claimAttachments).values(
        uniqueFiles.map((file) => ({
          submissionId: submission.id,
          fileName: file.fileName,
          extension: file.extension,
          size: file.size,
          sha256: file.sha256,
          storageKey: file.storageKey,
        })),
      );
    }
  });
  // The same bill sent twice is kept once.
  const duplicates = files.filter((file) => !uniqueFiles.includes(file));
  await Promise.all(duplicates.map((file) => ctx.storage.delete(file.storageKey)));
  return {
    ...ids,
    status: declarationStatus.inProgress,
    receivedDate: today,
    expectedHandledBy: expectedHandledBy(today),
  };
}
